import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testCustomer, testTenancy } from '../../../testing/amara-replies';
import { openStatements, PAY_REF } from './testing/statement-fixtures';

const SEND = 'POST /customers/C-AMARA/custom-statements';
/** The timings of ACC-STM-09, written out: the constants of use-timed-message.ts must keep to them. */
const SUCCESS_SHOWS_MS = 5_000;
const FAILURE_SHOWS_MS = 4_000;
const queued = () => ({ status: 202, body: { messageIdentifier: 'MSG-1' } });

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(new Date('2026-06-15T10:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

/** Opens the dialog from its button; answers the dialog and the button. */
async function openDialog(overrides: Record<string, unknown> = { [SEND]: queued }) {
  const harness = openStatements(overrides);
  const button = await screen.findByRole('button', { name: 'Request custom statement' });
  button.focus();
  fireEvent.click(button);
  const dialog = screen.getByRole('dialog', { name: 'Request a custom statement' });
  return { harness, button, dialog };
}

function fill(dialog: HTMLElement, values: { from?: string; to?: string }) {
  if (values.from !== undefined) {
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'From date' }), { target: { value: values.from } });
  }
  if (values.to !== undefined) {
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'To date' }), { target: { value: values.to } });
  }
}

const send = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: 'Send statement' }));

describe('the Request custom statement dialog', () => {
  it('is a modal dialog that takes the focus, names the address on file as the only one, and gives the focus back on Cancel', async () => {
    const { button, dialog } = await openDialog();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const from = within(dialog).getByRole('textbox', { name: 'From date' });
    expect(document.activeElement).toBe(from);
    const hint = document.getElementById(from.getAttribute('aria-describedby')!)!;
    expect(hint.textContent).toBe('Use the format dd/mm/yyyy. A date from 01/04/2019 to 15/06/2026.');
    expect(
      within(dialog).getByText(
        'We will e-mail the statement to amara@example.org, the e-mail address we hold for you.',
      ),
    ).toBeTruthy();
    // No other address can be typed or chosen: the gateway sends statements to the address on record only.
    expect(
      within(dialog)
        .queryAllByRole('textbox')
        .map((box) => box.getAttribute('name')),
    ).toEqual(['statement-from', 'statement-to']);
    expect(within(dialog).queryByRole('radio')).toBeNull();
    const change = within(dialog).getByRole('link', {
      name: 'To have it sent to another address, change your e-mail address first',
    });
    expect(change.getAttribute('href')).toBe('/editprofile');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  const cases: [string, { from?: string; to?: string }, string, string][] = [
    ['SSC009', { from: '', to: '31/05/2026' }, 'From date', 'Enter a from date and a to date'],
    ['SSC009', { from: '01/06/2026', to: '01/05/2026' }, 'From date', 'Enter a from date and a to date'],
    [
      'SSC012',
      { from: '31/03/2019', to: '31/05/2026' },
      'From date',
      'The from date cannot be before your tenancy started.',
    ],
    ['SSC013', { from: '16/06/2026', to: '15/06/2026' }, 'From date', 'The from date cannot be in the future.'],
    ['SSC014', { from: '01/05/2026', to: '16/06/2026' }, 'To date', 'The to date cannot be in the future.'],
    ['SSC020', { from: '1/5/2026', to: '31/05/2026' }, 'From date', 'Enter a date in the format DD/MM/YYYY.'],
  ];
  it.each(cases)(
    'shows %s in the summary and under its field, and sends nothing (%o)',
    async (_code, values, label, text) => {
      const { harness, dialog } = await openDialog();
      fill(dialog, values);
      send(dialog);
      const summary = within(dialog).getByRole('alert');
      expect(within(summary).getByRole('heading', { name: 'There is a problem' })).toBeTruthy();
      const link = within(summary).getByRole('link', { name: new RegExp(`^${text.replace(/[.()]/g, '\\$&')}`) });
      await waitFor(() => expect(document.activeElement).toBe(summary));
      const field = within(dialog).getByRole('textbox', { name: label });
      const described = (field.getAttribute('aria-describedby') ?? '').split(' ');
      const message = described
        .map((id) => document.getElementById(id)!)
        .find((e) => e.className === 'rp-error-message');
      expect(message?.textContent).toContain(text);
      expect(field.getAttribute('aria-invalid')).toBe('true');
      fireEvent.click(link);
      expect(document.activeElement).toBe(field);
      expect(harness.calls('POST', '/customers/C-AMARA/custom-statements')).toHaveLength(0);
    },
  );

  it('sends the request with the eTag; the success shows for 5 s, then the dialog closes and opens empty again', async () => {
    const { harness, dialog, button } = await openDialog();
    fill(dialog, { from: '01/04/2026', to: '31/05/2026' });
    send(dialog);
    const status = await within(dialog).findByText(
      'Thank you. We will e-mail your statement for 01/04/2026 to 31/05/2026 to amara@example.org.',
    );
    expect(status.closest('[role="status"]')).toBeTruthy();
    const [request] = harness.calls('POST', '/customers/C-AMARA/custom-statements');
    expect(request!.body).toEqual({
      sender: 'statements@example.org',
      communicationTemplateIdentifier: 'custom-statement',
      communicationType: 'Email',
      content: [
        { key: 'payment_ref', value: PAY_REF },
        { key: 'customer_name', value: 'Amara Okafor' },
        { key: 'statement_startdate', value: '01/04/2026' },
        { key: 'statement_enddate', value: '31/05/2026' },
        { key: 'customer_email', value: 'amara@example.org' },
      ],
    });
    expect(request!.headers.get('If-Match')).toBe('1');

    // Send does nothing while the message shows.
    send(dialog);
    await act(() => vi.advanceTimersByTimeAsync(SUCCESS_SHOWS_MS - 100));
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(harness.calls('POST', '/customers/C-AMARA/custom-statements')).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);

    fireEvent.click(button);
    const again = screen.getByRole('dialog');
    expect((within(again).getByRole('textbox', { name: 'From date' }) as HTMLInputElement).value).toBe('');
    expect(within(again).queryByText(/Thank you/)).toBeNull();
  });

  it('shows the failure for 4 s, ignoring Send meanwhile, and then lets the resident send again', async () => {
    let answers = 0;
    const { harness, dialog } = await openDialog({
      [SEND]: () => {
        answers += 1;
        return answers === 1 ? { status: 500, body: { status: 500, title: 'Server Error', errors: [] } } : queued();
      },
    });
    fill(dialog, { from: '01/04/2026', to: '31/05/2026' });
    send(dialog);
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe('Sorry, we could not send your statement. Please try again later.');
    expect(within(dialog).getByRole('button', { name: 'Send statement' }).getAttribute('aria-disabled')).toBe('true');
    send(dialog);
    await act(() => vi.advanceTimersByTimeAsync(FAILURE_SHOWS_MS - 100));
    expect(harness.calls('POST', '/customers/C-AMARA/custom-statements')).toHaveLength(1);
    expect(within(dialog).queryByRole('alert')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(within(dialog).queryByRole('alert')).toBeNull();
    // The form kept what was typed; Send works again.
    expect((within(dialog).getByRole('textbox', { name: 'From date' }) as HTMLInputElement).value).toBe('01/04/2026');
    send(dialog);
    await within(dialog).findByText(/^Thank you\. We will e-mail your statement/);
    expect(harness.calls('POST', '/customers/C-AMARA/custom-statements')).toHaveLength(2);
  });

  it("says so in its own words when the gateway's limit of statements an hour is reached (429), without leaving the page", async () => {
    const { harness, dialog } = await openDialog({
      [SEND]: () => ({
        status: 429,
        body: { status: 429, title: 'Too Many Requests', errors: [{ message: 'Please try again in 30 minutes.' }] },
      }),
    });
    fill(dialog, { from: '01/04/2026', to: '31/05/2026' });
    send(dialog);
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe(
      'You have asked for the most statements we send in an hour. Please try again later.',
    );
    expect(harness.router.state.location.pathname).toBe('/viewstatement');
    await act(() => vi.advanceTimersByTimeAsync(FAILURE_SHOWS_MS));
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(harness.calls('POST', '/customers/C-AMARA/custom-statements')).toHaveLength(1);
  });

  it('without an address on file says a statement cannot be e-mailed, links to the details, and sends nothing', async () => {
    const { harness, dialog } = await openDialog({
      'GET /customers/C-AMARA': {
        ...testCustomer,
        addresses: { ...testCustomer.addresses, digitalAddresses: [] },
        tenanciesSummaries: [testTenancy('T1', 'P1')],
      },
    });
    expect(
      within(dialog).getByText('We do not hold an e-mail address for you, so we cannot e-mail you a statement.'),
    ).toBeTruthy();
    expect(
      within(dialog).getByRole('link', { name: 'Add your e-mail address to your details' }).getAttribute('href'),
    ).toBe('/editprofile');
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Send statement' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(harness.calls('POST', '/customers/C-AMARA/custom-statements')).toHaveLength(0);
  });
});
