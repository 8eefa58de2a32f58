/**
 * A draft and appointments (REP-CON-08): a draft (In Diagnosis) has no appointment to select,
 * move or cancel; it is resumed. Appointment actions belong to Unappointed, Appointed and In
 * Progress repairs.
 */
import { describe, expect, it } from 'vitest';
import type { Contractor, RepairStatus } from '../../../../schemas/generated/types';
import { canOfferCancel, canReschedule, canResume, canSelectAppointment } from './action-rules';

const integrated = { statuses: { isIntegrated: true } } as unknown as Contractor;
const repair = (status: RepairStatus) => ({ status, area: 'Property', priority: 'Next Available' }) as const;

describe('the actions of a draft (REP-CON-08)', () => {
  it('offers a draft Resume repair only, never an appointment action', () => {
    const draft = repair('In Diagnosis');
    expect(canResume(draft)).toBe(true);
    expect(canSelectAppointment(draft, integrated)).toBe(false);
    expect(canReschedule(draft)).toBe(false);
    expect(canOfferCancel(draft)).toBe(false);
  });

  it('offers the appointment actions to Unappointed, Appointed and In Progress repairs', () => {
    expect(canSelectAppointment(repair('Unappointed'), integrated)).toBe(true);
    expect(canReschedule(repair('Appointed'))).toBe(true);
    for (const status of ['Unappointed', 'Appointed', 'In Progress'] as const) {
      expect(canOfferCancel(repair(status)), status).toBe(true);
      expect(canResume(repair(status)), status).toBe(false);
    }
  });
});
