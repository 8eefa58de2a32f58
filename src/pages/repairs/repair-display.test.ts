import { describe, expect, it } from 'vitest';
import { needsProblemName, repairRow } from './history/list-item-view';
import { DAMP_DISPLAY, listDescription, problemName } from './repair-description';
import { statusLabelKey, statusQuery, statusTone, STATUS_FILTER_GROUPS } from './repair-status';
import { listItem } from './testing/repair-fixtures';

describe('status display mapping (REP-STA-01)', () => {
  it.each([
    ['In Diagnosis', false, 'status.draft'],
    ['In Diagnosis', true, 'status.underReview'],
    ['Unappointed', false, 'status.assignedToContractor'],
    ['Reported to EMA', false, 'status.assignedToContractor'],
    ['CATALYST_TRIAGE_TIER2', false, 'status.catalyst'],
    ['CATALYST_TRIAGE_EMA', false, 'status.catalyst'],
    ['CATALYST_TRIAGE_DEFECT', false, 'status.catalyst'],
    ['Appointed', false, 'status.appointed'],
    ['Something new', false, 'status.unknown'],
  ])('shows %s (raised as triage: %s) as %s', (status, triage, key) => {
    expect(statusLabelKey(status, triage)).toBe(key);
  });

  it('colours Completed green, Cancelled red and everything else yellow', () => {
    expect(statusTone('Completed')).toBe('green');
    expect(statusTone('Cancelled')).toBe('red');
    for (const status of ['Closed', 'Appointed', 'In Diagnosis', 'On Hold']) expect(statusTone(status)).toBe('yellow');
  });

  it('expands the filter groups to comma lists of statuses; All asks for none', () => {
    expect(statusQuery('all')).toBeUndefined();
    expect(statusQuery('unappointed')).toBe('Unappointed,Reported to EMA');
    expect(statusQuery('catalyst')).toBe('CATALYST_TRIAGE_TIER2,CATALYST_TRIAGE_EMA,CATALYST_TRIAGE_DEFECT');
    expect(statusQuery('active')?.split(',')).toEqual(
      expect.arrayContaining([
        'Appointed',
        'Pending Approval',
        'On Hold',
        'Unappointed',
        'In Progress',
        'In Diagnosis',
      ]),
    );
    expect(statusQuery('active')).not.toContain('Completed');
    expect(STATUS_FILTER_GROUPS.map((group) => group.id)).toHaveLength(12);
  });
});

describe('description rule (REP-DSP-01, REP-DSP-02)', () => {
  const repair = { channel: 'CustomerSelfService', description: 'Tap drips. Since May.', trade: 'Plumbing' };

  it('cuts at the first full stop for the customer, ERGO and colleague channels', () => {
    for (const channel of ['CustomerSelfService', 'ERGO', 'ColleagueSelfService']) {
      expect(listDescription({ ...repair, channel }, false)).toEqual({ text: 'Tap drips' });
    }
  });

  it('shows the whole description when IsRepairFullDescriptionRequired is on', () => {
    expect(listDescription(repair, true)).toEqual({ text: 'Tap drips. Since May.' });
  });

  it('shows the trade for other channels, and the error text when the trade is Unknown', () => {
    expect(listDescription({ ...repair, channel: 'Northgate' }, false)).toEqual({ text: 'Plumbing' });
    expect(listDescription({ ...repair, channel: 'Northgate', trade: 'Unknown' }, false)).toEqual({
      messageKey: 'RepairDescription_ErrorMessage',
    });
  });

  it('renames "Investigate damp or mould" and shows a dash for nothing', () => {
    expect(listDescription({ ...repair, description: 'Investigate damp or mould. Bedroom.' }, false)).toEqual({
      text: DAMP_DISPLAY,
    });
    expect(listDescription({ ...repair, description: null }, false)).toEqual({ messageKey: 'list.none' });
  });
});

describe('a repair with no description to show, named by its problem', () => {
  const words = (key: string) => (key === 'list.none' ? '-' : key);
  const draft = listItem('WO-1', { status: 'In Diagnosis', jobNo: null, description: null, repairLocation: 'Windows' });

  it('joins the location and the reason, the damp reason renamed', () => {
    expect(problemName('Windows', 'Window will not close or lock')).toBe('Windows: Window will not close or lock');
    expect(problemName('Bedroom', 'Investigate damp or mould')).toBe(`Bedroom: ${DAMP_DISPLAY}`);
    expect(problemName('Windows', null)).toBe('Windows');
    expect(problemName(null, ' ')).toBe('');
  });

  it('asks for a name only when the description rule leaves a dash', () => {
    expect(needsProblemName(draft, false)).toBe(true);
    expect(needsProblemName({ ...draft, description: '  .' }, false)).toBe(true);
    expect(needsProblemName(listItem('WO-2'), false)).toBe(false);
    expect(needsProblemName({ ...draft, channel: 'Northgate' }, false)).toBe(false);
  });

  it('shows the problem, else the location, never a dash while either is known', () => {
    expect(repairRow(draft, words, false, 'Windows: Window will not close or lock').description).toBe(
      'Windows: Window will not close or lock',
    );
    expect(repairRow(draft, words, false).description).toBe('Windows');
    expect(repairRow({ ...draft, repairLocation: null }, words, false).description).toBe('-');
    expect(repairRow(listItem('WO-2'), words, false, 'ignored').description).toBe(
      'The cold tap in the kitchen drips all the time',
    );
  });
});
