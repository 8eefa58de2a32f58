import { describe, expect, it } from 'vitest';
import {
  cancelEligibility,
  demobilisedSitesOf,
  rescheduleEligibility,
  type CancelFacts,
  type RescheduleFacts,
} from './eligibility-rules';

// 10:00 on 14 March 2025: London keeps GMT in March, so its days are UTC days here.
const NOW = new Date('2025-03-14T10:00:00Z');
const inDays = (days: number, hour = 9) => new Date(Date.UTC(2025, 2, 14 + days, hour));

const cancellable: CancelFacts = {
  status: 'Appointed',
  isDraft: false,
  isEmergency: false,
  isOutOfHours: false,
  isEMA: false,
  lastAppointmentDate: inDays(3).toISOString(),
};

const movable: RescheduleFacts = {
  status: 'Appointed',
  isDraft: false,
  isEmergency: false,
  isOutOfHours: false,
  isEMA: false,
  appointmentStart: inDays(3),
  contractorSite: 'HUB1-REP',
  contractor: { isIntegrated: true, siteOnHold: false },
  demobilisedSites: ['HUB4-REP'],
};

describe('cancel eligibility', () => {
  it('should allow cancelling a waiting repair whose visit is another day', () => {
    for (const status of ['Unappointed', 'Appointed', 'Pending Approval', 'On Hold'] as const) {
      expect(cancelEligibility({ ...cancellable, status }, NOW)).toBeNull();
    }
    expect(cancelEligibility({ ...cancellable, lastAppointmentDate: null }, NOW)).toBeNull();
  });

  it('should refuse drafts, finished or started repairs and managing-agent repairs with SSR008', () => {
    for (const status of [
      'In Diagnosis',
      'In Progress',
      'Completed',
      'Closed',
      'Cancelled',
      'Reported to EMA',
    ] as const) {
      expect(cancelEligibility({ ...cancellable, status }, NOW)).toBe('SSR008');
    }
    expect(cancelEligibility({ ...cancellable, status: 'CATALYST_TRIAGE_TIER2' }, NOW)).toBe('SSR008');
    expect(cancelEligibility({ ...cancellable, isDraft: true }, NOW)).toBe('SSR008');
    expect(cancelEligibility({ ...cancellable, isEMA: true }, NOW)).toBe('SSR008');
  });

  it('should refuse emergencies, also out of hours, with SSR036', () => {
    expect(cancelEligibility({ ...cancellable, isEmergency: true }, NOW)).toBe('SSR036');
    expect(cancelEligibility({ ...cancellable, isOutOfHours: true }, NOW)).toBe('SSR036');
  });

  it('should refuse with SSR066 only when the latest appointment is today in London', () => {
    expect(cancelEligibility({ ...cancellable, lastAppointmentDate: inDays(0, 15).toISOString() }, NOW)).toBe('SSR066');
    expect(cancelEligibility({ ...cancellable, lastAppointmentDate: inDays(-30).toISOString() }, NOW)).toBeNull();
    // 23:30 UTC on 14 March is 14 March in London in winter, but 00:30 on 15 March in summer.
    const summerNow = new Date('2025-07-14T10:00:00Z');
    expect(cancelEligibility({ ...cancellable, lastAppointmentDate: '2025-07-14T23:30:00Z' }, summerNow)).toBeNull();
    expect(cancelEligibility({ ...cancellable, lastAppointmentDate: '2025-03-14T23:30:00Z' }, NOW)).toBe('SSR066');
  });

  it('should give the first rule that applies: not cancellable, then emergency, then today', () => {
    const today = inDays(0, 15).toISOString();
    expect(
      cancelEligibility({ ...cancellable, status: 'Completed', isEmergency: true, lastAppointmentDate: today }, NOW),
    ).toBe('SSR008');
    expect(cancelEligibility({ ...cancellable, isEmergency: true, lastAppointmentDate: today }, NOW)).toBe('SSR036');
  });
});

describe('reschedule eligibility', () => {
  it('should allow moving an integrated contractor’s appointment on another day', () => {
    expect(rescheduleEligibility(movable, NOW)).toBeNull();
  });

  it('should answer CR165 when there is no appointment to move', () => {
    expect(rescheduleEligibility({ ...movable, status: 'Unappointed' }, NOW)).toBe('CR165');
    expect(rescheduleEligibility({ ...movable, status: 'In Progress' }, NOW)).toBe('CR165');
    expect(rescheduleEligibility({ ...movable, isDraft: true }, NOW)).toBe('CR165');
    expect(rescheduleEligibility({ ...movable, appointmentStart: null }, NOW)).toBe('CR165');
  });

  it('should answer CR166 for emergencies, also out of hours', () => {
    expect(rescheduleEligibility({ ...movable, isEmergency: true }, NOW)).toBe('CR166');
    expect(rescheduleEligibility({ ...movable, isOutOfHours: true }, NOW)).toBe('CR166');
  });

  it('should answer SSR070 for a managing agent or an unknown contractor', () => {
    expect(rescheduleEligibility({ ...movable, isEMA: true }, NOW)).toBe('SSR070');
    const { contractor: _unknown, ...withoutContractor } = movable;
    expect(rescheduleEligibility(withoutContractor, NOW)).toBe('SSR070');
    expect(rescheduleEligibility({ ...movable, contractorSite: null }, NOW)).toBe('SSR070');
  });

  it('should answer SSR075 when the contractor attends today or was due already', () => {
    expect(rescheduleEligibility({ ...movable, appointmentStart: inDays(0, 15) }, NOW)).toBe('SSR075');
    expect(rescheduleEligibility({ ...movable, appointmentStart: inDays(-2) }, NOW)).toBe('SSR075');
    expect(rescheduleEligibility({ ...movable, appointmentStart: inDays(1, 0) }, NOW)).toBeNull();
  });

  it('should answer SSR071 when the contractor must be phoned', () => {
    expect(rescheduleEligibility({ ...movable, contractor: { isIntegrated: false, siteOnHold: false } }, NOW)).toBe(
      'SSR071',
    );
    expect(rescheduleEligibility({ ...movable, contractor: { isIntegrated: true, siteOnHold: true } }, NOW)).toBe(
      'SSR071',
    );
    expect(rescheduleEligibility({ ...movable, contractorSite: 'HUB4-REP' }, NOW)).toBe('SSR071');
  });

  it('should give the first rule that applies, in the order CR165, CR166, SSR070, SSR075, SSR071', () => {
    const phone = { isIntegrated: false, siteOnHold: false };
    expect(rescheduleEligibility({ ...movable, status: 'Unappointed', isEmergency: true }, NOW)).toBe('CR165');
    expect(rescheduleEligibility({ ...movable, isEmergency: true, isEMA: true }, NOW)).toBe('CR166');
    expect(rescheduleEligibility({ ...movable, isEMA: true, appointmentStart: inDays(0, 15) }, NOW)).toBe('SSR070');
    expect(rescheduleEligibility({ ...movable, contractor: phone, appointmentStart: inDays(0, 15) }, NOW)).toBe(
      'SSR075',
    );
  });
});

describe('demobilised sites setting', () => {
  it('should read a comma list, ignoring spaces and empty entries', () => {
    expect(demobilisedSitesOf(' HUB4-REP, ,OLD-1 ')).toEqual(['HUB4-REP', 'OLD-1']);
    expect(demobilisedSitesOf(undefined)).toEqual([]);
  });
});
