import { describe, expect, it } from 'vitest';
import { caseStatusTone, inStatusOrder, statusQuery } from './case-status';

describe('case statuses (ACC-CAS-18, ACC-CAS-19, ACC-CAS-21)', () => {
  it('colours Resolved green, Cancelled red and anything else yellow', () => {
    expect(caseStatusTone('Resolved')).toBe('green');
    expect(caseStatusTone('Cancelled')).toBe('red');
    expect(caseStatusTone('Active')).toBe('yellow');
    expect(caseStatusTone('Something new')).toBe('yellow');
  });

  it('orders Active, Resolved, Cancelled and keeps the order within a status', () => {
    const cases = [
      { id: 'c1', status: 'Cancelled' },
      { id: 'r1', status: 'Resolved' },
      { id: 'a1', status: 'Active' },
      { id: 'x1', status: 'Unknown' },
      { id: 'r2', status: 'Resolved' },
      { id: 'a2', status: 'Active' },
    ];
    expect(inStatusOrder(cases).map((c) => c.id)).toEqual(['a1', 'a2', 'r1', 'r2', 'c1', 'x1']);
  });

  it('asks for All unless a status is chosen', () => {
    expect(statusQuery('all')).toBe('All');
    expect(statusQuery('Resolved')).toBe('Resolved');
  });
});
