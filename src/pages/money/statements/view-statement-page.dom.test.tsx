import { Blob as NodeBlob } from 'node:buffer';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STATEMENT_URL_LIFETIME_MS } from './open-statement';
import { fakeTab, openStatements, PAY_REF, rentAccount, statementDocument } from './testing/statement-fixtures';

const failure = (status: number) => () => ({ status, body: { status, title: 'Error', errors: [] } });

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(new Date('2026-06-15T10:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const monthBox = () => screen.findByRole('combobox', { name: 'Month' });
const viewButton = () => screen.getByRole('button', { name: 'View statement (opens in a new tab)' });

/**
 * window.open answering a fake tab, and blob: addresses that are recorded. The fetch of jsdom's
 * tests answers Node's Blob, which the client recognises as a file only when it is the global one.
 */
function stubTabAndUrls() {
  vi.stubGlobal('Blob', NodeBlob);
  const tab = fakeTab();
  const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
  const created: Blob[] = [];
  const revoke = vi.fn();
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        created.push(blob);
        return 'blob:statement';
      },
      revokeObjectURL: revoke,
    }),
  );
  return { tab, open, created, revoke };
}

describe('the statements page', () => {
  it("offers 24 months newest first and lists that range's statements of the chosen account", async () => {
    const harness = openStatements();
    const months = await monthBox();
    expect(screen.getByRole('heading', { level: 1, name: 'Statements' })).toBeTruthy();
    expect(screen.getByText(`Rent Account, payment reference ${PAY_REF}`)).toBeTruthy();
    const options = within(months).getAllByRole('option');
    expect(options).toHaveLength(24);
    expect(options[0]!.textContent).toBe('June 2026');
    expect(options[23]!.textContent).toBe('July 2024');
    const query = harness.calls('GET', '/customers/C-AMARA/documents')[0]!.url.searchParams;
    expect(Object.fromEntries(query)).toEqual({ yearMonthFrom: '2024/07', yearMonthTo: '2026/06' });
    expect(screen.getByRole('button', { name: 'Request custom statement' })).toBeTruthy();
  });

  it("opens the month's PDF in a tab opened in the click itself, titled with the month, and revokes the address later", async () => {
    const { tab, open, created, revoke } = stubTabAndUrls();
    const harness = openStatements({ 'GET /customers/C-AMARA/documents/STM-6001000011-202605': '%PDF-1.7 ...' });
    fireEvent.change(await monthBox(), { target: { value: '2026/05' } });
    fireEvent.click(viewButton());
    // Opened before the PDF has come: a pop-up blocker lets a tab through only in the click.
    expect(open).toHaveBeenCalledTimes(1);
    expect(open.mock.calls[0]).toEqual(['', '_blank']);
    expect(tab.opener).toBeNull();
    expect(tab.document.title).toBe('Statement May 2026');
    await waitFor(() => expect(tab.location.href).toBe('blob:statement'));
    expect(harness.calls('GET', '/customers/C-AMARA/documents/STM-6001000011-202605')).toHaveLength(1);
    expect(created[0]!.type).toBe('application/pdf');
    expect(await created[0]!.text()).toBe('"%PDF-1.7 ..."');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(revoke).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(STATEMENT_URL_LIFETIME_MS));
    expect(revoke).toHaveBeenCalledWith('blob:statement');
  });

  it("never downloads another account's statement: VS_No_Statement_Found, no tab and no PDF asked", async () => {
    const { open } = stubTabAndUrls();
    const harness = openStatements({
      'GET /customers/C-AMARA/documents': [statementDocument('6001000099', '2026/05')],
      'GET /customers/C-AMARA/documents/STM-6001000099-202605': 'a PDF',
    });
    fireEvent.change(await monthBox(), { target: { value: '2026/05' } });
    fireEvent.click(viewButton());
    expect((await screen.findByRole('alert')).textContent).toBe('There is no statement for this month.');
    expect(open).not.toHaveBeenCalled();
    expect(harness.seen.filter((r) => r.url.pathname.includes('/documents/'))).toHaveLength(0);
    // Another month with no statement at all says the same.
    fireEvent.change(await monthBox(), { target: { value: '2026/03' } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(viewButton());
    expect((await screen.findByRole('alert')).textContent).toBe('There is no statement for this month.');
  });

  it('says VS_Failure_To_Retrieve_Statement and closes the tab again when the PDF cannot be read', async () => {
    const { tab } = stubTabAndUrls();
    openStatements({ 'GET /customers/C-AMARA/documents/STM-6001000011-202605': failure(500) });
    fireEvent.change(await monthBox(), { target: { value: '2026/05' } });
    fireEvent.click(viewButton());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Sorry, we could not open this statement. Please try again later.',
    );
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.href).toBe('');
  });

  it('shows No_Statement_Exit with the phone number when the statement list fails', async () => {
    openStatements({ 'GET /customers/C-AMARA/documents': failure(404) });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Sorry, we cannot show statements for this account.');
    expect(within(alert).getByRole('link', { name: '020 7946 0123' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Month' })).toBeNull();
  });

  it('shows No_Statement_Exit when the account has no payment reference, without asking for statements', async () => {
    const harness = openStatements({
      'GET /customers/C-AMARA/accounts': [{ ...rentAccount, identifiers: { 'pay-ref': ' ' } }],
    });
    expect((await screen.findByRole('alert')).textContent).toContain('cannot show statements for this account');
    expect(harness.calls('GET', '/customers/C-AMARA/documents')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Request custom statement' })).toBeNull();
  });

  it('shows No_Statement_Exit when the accounts cannot be read', async () => {
    openStatements({ 'GET /customers/C-AMARA/accounts': failure(404) });
    expect((await screen.findByRole('alert')).textContent).toContain('cannot show statements for this account');
  });

  it('shows No_Statement_Exit for an account the customer does not hold', async () => {
    openStatements({ 'GET /customers/C-AMARA/accounts': [{ ...rentAccount, 'account-identifier': 'ACC-2' }] });
    expect((await screen.findByRole('alert')).textContent).toContain('cannot show statements for this account');
  });

  it('goes to /viewaccount when no account was chosen', async () => {
    const harness = openStatements({}, undefined, false);
    await waitFor(() => expect(harness.router.state.location.pathname).toBe('/viewaccount'));
  });

  it('hides the monthly statements when IsViewStatement is off', async () => {
    openStatements({ 'GET /configuration/IsViewStatement': { name: 'IsViewStatement', value: 'false' } });
    await screen.findByRole('button', { name: 'Request custom statement' });
    expect(screen.queryByRole('combobox', { name: 'Month' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Monthly statements' })).toBeNull();
  });

  it('hides Request custom statement when IsRequestCustomStatement is off', async () => {
    openStatements({
      'GET /configuration/IsRequestCustomStatement': { name: 'IsRequestCustomStatement', value: 'false' },
    });
    await monthBox();
    expect(screen.queryByRole('button', { name: 'Request custom statement' })).toBeNull();
  });
});
