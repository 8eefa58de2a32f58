import { describe, expect, it } from 'vitest';
import { slotKey } from '../repositories/appointment-repository';
import { buildAvailability, capacityLabel, diarySlots, outsideSlaReason, slotTimes } from './appointment-diary';

describe('the simulated contractor diary', () => {
  it('offers AM and PM on the next 20 working days, the same on every call', () => {
    const slots = diarySlots('HUB1-REP', '2025-03-14');
    expect(slots).toHaveLength(40);
    expect(diarySlots('HUB1-REP', '2025-03-14')).toEqual(slots);
    expect(slots[0]).toMatchObject({ date: '2025-03-17', availabilityType: 'AM' });
    const weekdays = new Set(slots.map((s) => new Date(`${s.date}T12:00:00Z`).getUTCDay()));
    expect([...weekdays].every((day) => day >= 1 && day <= 5)).toBe(true);
  });

  it('is inside the service level up to 6 days ahead, outside beyond', () => {
    const slots = diarySlots('HUB1-REP', '2025-03-14');
    expect(slots.find((s) => s.date === '2025-03-20')?.insideSla).toBe(true);
    expect(slots.find((s) => s.date === '2025-03-21')?.insideSla).toBe(false);
  });

  it('differs between diaries and holds 0 to 3 bookings a slot', () => {
    const a = diarySlots('HUB1-REP', '2025-03-14').map((s) => s.capacity);
    const b = diarySlots('APX-EAST', '2025-03-14').map((s) => s.capacity);
    expect(a).not.toEqual(b);
    expect(a.every((c) => c >= 0 && c <= 3)).toBe(true);
    expect(a).toContain(0);
  });

  it('labels what is left and takes bookings off', () => {
    expect([0, 1, 2, 3, 4].map(capacityLabel)).toEqual(['Not Available', 'Low', 'Medium', 'High', 'High']);
    const [first] = diarySlots('HUB1-REP', '2025-03-14').filter((s) => s.capacity > 0);
    if (!first) throw new Error('no open slot');
    const booked = new Map([[slotKey(first.date, first.availabilityType), first.capacity]]);
    const answer = buildAvailability('HUB1-REP', '2025-03-14', booked);
    const slot = answer.availabilities
      .find((a) => a.availabilityDetails.availabilityType === first.availabilityType)
      ?.slots.find((s) => s.date === first.date);
    expect(slot?.capacity).toBe('Not Available');
  });

  it('says why a slot outside the service level is offered', () => {
    const slots = diarySlots('HUB1-REP', '2025-03-14');
    expect(outsideSlaReason(slots, new Map())).toBe('Resident availability');
    const full = new Map(slots.filter((s) => s.insideSla).map((s) => [slotKey(s.date, s.availabilityType), 9]));
    expect(outsideSlaReason(slots, full)).toBe('Contractor availability');
  });

  it('places slots in UK time', () => {
    expect(slotTimes('2025-06-11', 'AM')).toEqual({
      from: new Date('2025-06-11T07:00:00Z'),
      to: new Date('2025-06-11T11:00:00Z'),
    });
    expect(slotTimes('2025-06-11', 'EV')).toBeUndefined();
  });
});
