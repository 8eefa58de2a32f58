import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signInForTest } from '../../../testing/portal-harness';
import { repairsHarness } from '../../../testing/repairs-harness';
import { caseDetail, caseReplies, dampAction } from '../testing/case-fixtures';

const detail = caseDetail('CAS-7', {
  caseRefNo: 'CRN-700007',
  caseStatus: 'Resolved',
  caseOwner: 'neighbourhood manager',
  dateCreated: '2025-03-05T10:12:00Z',
  requsetType: 'Change of household',
  caseDetailsData: ['Who is moving in or out - Grace Okafor', 'When - 3 May - 5 May', 'She is my sister'],
});

function open(overrides: Record<string, unknown> = {}, path = '/casedetails?caseId=CAS-7') {
  signInForTest();
  const harness = repairsHarness(
    path,
    caseReplies({
      'GET /cases/CAS-7': detail,
      'GET /cases/CAS-7/activities': [],
      ...overrides,
    }),
  );
  render(harness.element);
  return harness;
}

/** The rows of a summary list as [term, description]. */
const pairs = (list: HTMLElement) =>
  [...list.querySelectorAll('.summary-list__row')].map((row) => [
    row.querySelector('dt')?.textContent,
    row.querySelector('dd')?.textContent,
  ]);

describe('the case details page', () => {
  it('shows the reference, status in words and colour, owner, date, type and the detail lines split', async () => {
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Request CRN-700007' })).toBeTruthy();
    const [facts, lines] = document.querySelectorAll<HTMLElement>('dl.summary-list');
    expect(pairs(facts!)).toEqual([
      ['Reference', 'CRN-700007'],
      ['Status', 'Resolved'],
      ['Dealt with by', 'Neighbourhood manager'],
      ['Date raised', '05 March 2025'],
      ['Request type', 'Change of household'],
    ]);
    expect(within(facts!).getByText('Resolved').className).toContain('repair-tag--green');
    expect(pairs(lines!)).toEqual([
      ['Who is moving in or out', 'Grace Okafor'],
      ['When', '3 May - 5 May'],
      ['Other detail', 'She is my sister'],
    ]);
    expect(lines!.querySelectorAll('dt')[2]!.className).toContain('repairs-visually-hidden');
    expect(screen.getByRole('link', { name: 'Back to your requests' }).getAttribute('href')).toBe('/casesearch');
    expect(screen.queryByRole('heading', { name: 'Things to do' })).toBeNull();
  });

  it('asks for the damp triage actions of the case and marks an open one done', async () => {
    const harness = open({
      'GET /cases/CAS-7/activities': [dampAction('ACT-2'), dampAction('ACT-1', 'Completed')],
      'PATCH /cases/CAS-7/activities/ACT-2': { ...dampAction('ACT-2'), status: 'Completed' },
    });
    const section = await screen.findByRole('region', { name: 'Things to do' });
    const query = harness.calls('GET', '/cases/CAS-7/activities')[0]!.url.searchParams;
    expect(Object.fromEntries(query)).toEqual({
      activityType: 'Action',
      subType: 'Damp, Mould and Condensation Triage',
    });
    const actions = within(section).getAllByRole('listitem');
    expect(actions).toHaveLength(2);
    const todo = actions.find((item) => within(item).queryByRole('button'))!;
    expect(within(todo).getByText('To do')).toBeTruthy();
    expect(todo.textContent).toContain('We need to know more about the damp, mould or condensation in your home');
    expect(within(todo).getByRole('link', { name: '020 7946 0123' })).toBeTruthy();
    fireEvent.click(within(todo).getByRole('button', { name: 'Mark as done' }));
    await waitFor(() => expect(within(todo).queryByRole('button')).toBeNull());
    expect(within(todo).getByText('Done')).toBeTruthy();
    const done = within(todo).getByText(/You have told us that you checked your home/);
    await waitFor(() => expect(document.activeElement).toBe(done));
    const patch = harness.calls('PATCH', '/cases/CAS-7/activities/ACT-2');
    expect(patch).toHaveLength(1);
    expect(patch[0]!.body).toEqual({ status: 'Completed' });
  });

  it('goes to the generic error page when the action cannot be marked done', async () => {
    const harness = open({
      'GET /cases/CAS-7/activities': [dampAction('ACT-2')],
      'PATCH /cases/CAS-7/activities/ACT-2': () => ({
        status: 500,
        body: { status: 500, title: 'Server Error', errors: [] },
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Mark as done' }));
    await waitFor(() => expect(harness.router.state.location.pathname).toBe('/genericerror'));
  });

  it('still shows the case, with a note, when its actions cannot be read', async () => {
    open({ 'GET /cases/CAS-7/activities': () => ({ status: 404, body: { status: 404, errors: [] } }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Request CRN-700007' })).toBeTruthy();
    expect(screen.getByText(/We cannot show the things to do for this request/)).toBeTruthy();
  });

  it('shows the failure with the phone number and Return to Home when the case cannot be read', async () => {
    open({ 'GET /cases/CAS-7': () => ({ status: 404, body: { status: 404, errors: [] } }) });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('link', { name: '020 7946 0123' }).getAttribute('href')).toBe('tel:02079460123');
    expect(within(alert).getByRole('link', { name: 'Return to Home' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to your requests' })).toBeTruthy();
  });

  it('shows the failure without asking anything when the address names no case', async () => {
    const harness = open({}, '/casedetails');
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(harness.seen.filter((r) => r.url.pathname.startsWith('/api/cases'))).toHaveLength(0);
  });
});
