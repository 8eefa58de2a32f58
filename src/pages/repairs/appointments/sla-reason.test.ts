import { describe, expect, it } from 'vitest';
import { availability } from '../testing/repair-fixtures';
import { slotChoices } from './availability-slots';
import { slaReason } from './sla-reason';

describe('the reason for a slot outside the service level', () => {
  it('is none inside it, Resident availability while an earlier slot is left, else Contractor availability', () => {
    const choices = slotChoices(availability());
    expect(slaReason(choices.byId.get('2025-03-10|AM')!, choices)).toBeUndefined();
    expect(slaReason(choices.byId.get('2025-03-16|AM')!, choices)).toBe('Resident availability');
    const full = availability();
    for (const option of full.availabilities)
      for (const slot of option.slots) if (slot.insideSla) slot.capacity = 'Not Available';
    const late = slotChoices(full);
    expect(slaReason(late.byId.get('2025-03-16|AM')!, late)).toBe('Contractor availability');
  });
});
