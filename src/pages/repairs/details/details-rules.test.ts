import { describe, expect, it } from 'vitest';
import { historyEvent, workOrder } from '../testing/repair-fixtures';
import { attendsToday, canRecall, canSelectAppointment, isEmergencyRepair } from './action-rules';
import { cancelMessageKey } from './cancel-repair';
import { eventText, headingStatus } from './history-events';
import { rescheduleOutcome } from './reschedule-appointment';
import { knownCancelCode, knownRescheduleCode } from './use-action-eligibility';
import { hubContractor } from '../testing/repair-fixtures';

const now = new Date('2025-06-15T12:00:00Z');

describe('timeline titles and heading status (REP-STA-04, REP-STA-05)', () => {
  it.each([
    ['APCREATE10', 'timeline.title.created'],
    ['AUPDATE03', 'timeline.title.preferred'],
    ['AUPDATE05', 'timeline.title.inProgress'],
    ['ENGOS07', 'timeline.title.awaiting'],
    ['NOACC01', 'timeline.title.awaiting'],
    ['Completed', 'timeline.title.completed'],
    ['Cancelled', 'timeline.title.cancelled'],
  ])('titles %s as %s, whether the code comes in identifier or subType', (code, key) => {
    expect(eventText({ identifier: code, subType: 'x' }).titleKey).toBe(key);
    expect(eventText({ identifier: 'WO-1-H1', subType: code }).titleKey).toBe(key);
  });

  it('reads a title sent in subType', () => {
    expect(eventText({ identifier: 'H1', subType: 'Repair cancelled' }).titleKey).toBe('timeline.title.cancelled');
  });

  it('derives the heading status from the newest event, with its colour', () => {
    const created = historyEvent('APCREATE01', '2025-01-01T09:00:00Z');
    const done = historyEvent('Completed', '2025-01-03T09:00:00Z');
    const cancelled = historyEvent('Cancelled', '2025-01-04T09:00:00Z');
    expect(headingStatus([created, done], 'Completed')).toEqual({
      labelKey: 'timeline.title.completed',
      tone: 'green',
    });
    expect(headingStatus([cancelled, done], 'Cancelled')).toEqual({
      labelKey: 'timeline.title.cancelled',
      tone: 'red',
    });
    expect(headingStatus([created], 'Unappointed')).toEqual({ labelKey: 'timeline.title.created', tone: 'yellow' });
    expect(headingStatus([], 'In Diagnosis')).toEqual({ labelKey: 'status.draft', tone: 'yellow' });
    expect(headingStatus([created], 'On Hold').labelKey).toBe('status.onHold');
    expect(headingStatus([created], 'Reported to EMA').labelKey).toBe('timeline.title.reportedToEma');
  });
});

describe('eligibility of actions (REP-ACT-01 to REP-ACT-07)', () => {
  it('offers Select Appointment only for an integrated contractor, a property, Next Available and Unappointed', () => {
    const repair = workOrder('WO-1');
    expect(canSelectAppointment(repair, hubContractor)).toBe(true);
    expect(canSelectAppointment(repair, undefined)).toBe(false);
    expect(canSelectAppointment({ ...repair, area: 'Block' }, hubContractor)).toBe(false);
    expect(canSelectAppointment({ ...repair, priority: 'Emergency' }, hubContractor)).toBe(false);
    expect(canSelectAppointment({ ...repair, status: 'Appointed' }, hubContractor)).toBe(false);
    const notIntegrated = { ...hubContractor, statuses: { ...hubContractor.statuses, isIntegrated: false } };
    expect(canSelectAppointment(repair, notIntegrated)).toBe(false);
  });

  it('offers Recall for Completed or Closed, Next Available, within 6 months, not already a recall', () => {
    const done = workOrder('WO-1', { status: 'Completed', completedDate: '2025-01-20T10:00:00Z' });
    expect(canRecall(done, now)).toBe(true);
    expect(canRecall({ ...done, status: 'Closed' }, now)).toBe(true);
    expect(canRecall({ ...done, completedDate: '2024-12-10T10:00:00Z' }, now)).toBe(false);
    expect(canRecall({ ...done, isRecall: true }, now)).toBe(false);
    expect(canRecall({ ...done, priority: 'Next Available (Recall)' }, now)).toBe(false);
    expect(canRecall({ ...done, status: 'Cancelled' }, now)).toBe(false);
  });

  it('knows an emergency and a visit today (UK time)', () => {
    expect(isEmergencyRepair({ priority: 'Emergency (Out of hours)', priorityCode: null })).toBe(true);
    expect(isEmergencyRepair({ priority: 'Next Available', priorityCode: 'NA' })).toBe(false);
    expect(attendsToday({ appointmentStartDate: '2025-06-15T07:00:00Z' }, now)).toBe(true);
    expect(attendsToday({ appointmentStartDate: '2025-06-14T23:30:00Z' }, now)).toBe(true); // 00:30 in London
    expect(attendsToday({ appointmentStartDate: '2025-06-16T08:00:00Z' }, now)).toBe(false);
    expect(attendsToday({ appointmentStartDate: null }, now)).toBe(false);
  });

  it('chooses the cancel message by code: SSR036, SSR066, SSR008, otherwise SSR073', () => {
    expect(cancelMessageKey(null)).toBe('SSR073');
    for (const code of ['SSR036', 'SSR066', 'SSR008']) expect(cancelMessageKey(code)).toBe(code);
    expect(cancelMessageKey('XYZ')).toBe('SSR073');
  });

  it('refuses without asking: an emergency (SSR036), a visit today (SSR066 to cancel, SSR075 to reschedule)', () => {
    const repair = workOrder('WO-1');
    const today = { ...repair, appointmentStartDate: '2025-06-15T13:00:00Z' };
    expect(knownCancelCode(repair, now)).toBeUndefined();
    expect(knownCancelCode({ ...repair, priority: 'Emergency' }, now)).toBe('SSR036');
    expect(knownCancelCode(today, now)).toBe('SSR066');
    expect(knownRescheduleCode(repair, now)).toBeUndefined();
    expect(knownRescheduleCode(today, now)).toBe('SSR075');
  });

  it('decides the reschedule outcome by code, SSR065 when the contractor to phone is not known', () => {
    const known = { contractorName: 'Apex', contractorNumber: '02079460812' };
    expect(rescheduleOutcome(null, known)).toEqual({ type: 'scheduler' });
    expect(rescheduleOutcome('SSR070', known)).toEqual({ type: 'info', messageKey: 'SSR070' });
    expect(rescheduleOutcome('SSR071', known)).toEqual({ type: 'info', messageKey: 'SSR071' });
    expect(rescheduleOutcome('SSR075', known)).toEqual({ type: 'info', messageKey: 'SSR075' });
    expect(rescheduleOutcome('SSR075', { ...known, contractorNumber: '' })).toEqual({
      type: 'info',
      messageKey: 'SSR065',
    });
    expect(rescheduleOutcome('SSR071', { ...known, contractorName: '' })).toEqual({
      type: 'info',
      messageKey: 'SSR065',
    });
    expect(rescheduleOutcome('CR165', known)).toEqual({ type: 'notPossible', messageKey: 'CR165' });
    expect(rescheduleOutcome('CR166', known)).toEqual({ type: 'notPossible', messageKey: 'CR166' });
    expect(rescheduleOutcome('XYZ', known)).toEqual({ type: 'info', messageKey: 'SSR070' });
  });
});
