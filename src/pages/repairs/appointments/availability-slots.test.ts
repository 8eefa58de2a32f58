import { describe, expect, it } from 'vitest';
import { availability } from '../testing/repair-fixtures';
import { slotChoices, slotMoment } from './availability-slots';

describe('availability as grid slots', () => {
  it('makes one slot per date and kind, rows labelled by the kind', () => {
    const choices = slotChoices(availability(2));
    expect(choices.slots.map((slot) => slot.id)).toEqual([
      '2025-03-10|AM',
      '2025-03-11|AM',
      '2025-03-10|PM',
      '2025-03-11|PM',
    ]);
    expect(choices.bandLabels.get('appointment-band:PM')).toBe('Afternoon 12pm to 5pm');
    expect(choices.anyBookable).toBe(true);
  });

  it('offers nothing when the contractor has no online diary (statusCode 404)', () => {
    expect(slotChoices({ availabilities: [], isPreferences: false, statusCode: 404 }).anyBookable).toBe(false);
    expect(slotChoices({ ...availability(1), statusCode: 404 }).slots).toEqual([]);
  });

  it('reads slot times in UK time, summer time included', () => {
    expect(slotMoment('2025-03-10', '08:00')).toBe('2025-03-10T08:00:00.000Z');
    expect(slotMoment('2025-06-10', '08:00')).toBe('2025-06-10T07:00:00.000Z');
  });
});
