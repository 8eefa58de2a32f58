import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { DateTime } from 'luxon';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { StatementDocument } from '../../schemas/generated/types';
import { PERSONA } from '../../gateway/server/seed/personas';
import { setUpBrowserSuite } from '../support/browser-suite';
import { expectHeading, expectNoAxeViolations, signIn } from './portal-steps';

const suite = setUpBrowserSuite();
const { amara } = PERSONA;

/** Signs Amara in and opens her statements from /viewaccount (her rent account is her only one). */
async function openStatements(page: Page): Promise<void> {
  await signIn(page, amara.email);
  await page.goto('/viewaccount');
  await expectHeading(page, 'Balance');
  await page.getByRole('link', { name: 'Statements' }).click();
  await page.waitForURL((url) => url.pathname === '/viewstatement');
  await expectHeading(page, 'Statements');
}

/** pdf.js's standard fonts, so it reads the text without warnings. */
const standardFontDataUrl = fileURLToPath(new URL('../../node_modules/pdfjs-dist/standard_fonts/', import.meta.url));

interface ReadPdf {
  /** The text, one line per text run that ends a line. */
  text: string;
  /** The metadata title. */
  title: string;
  /** Whether the PDF asks viewers to show its title rather than its file name. */
  displayDocTitle: boolean;
}

/** A PDF as pdf.js reads it. */
async function readPdf(bytes: Uint8Array): Promise<ReadPdf> {
  const pdf = await getDocument({ data: bytes, standardFontDataUrl, verbosity: 0 }).promise;
  let text = '';
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    for (const item of content.items) {
      if ('str' in item) text += item.str + (item.hasEOL ? '\n' : '');
    }
    text += '\n';
  }
  const { info } = await pdf.getMetadata();
  const preferences = (await pdf.getViewerPreferences()) as { DisplayDocTitle?: boolean } | null;
  await pdf.destroy();
  return {
    text,
    title: (info as { Title?: string }).Title ?? '',
    displayDocTitle: preferences?.DisplayDocTitle === true,
  };
}

/** A statement's closing balance as the PDF writes it, in pence (positive: owed). */
function closingPence(text: string): number {
  const match = /Closing balance:\s*£([\d,]+\.\d\d)(?:\s*(owed|credit))?/.exec(text);
  if (!match) throw new Error(`No closing balance in the statement:\n${text}`);
  const pence = Math.round(Number(match[1]!.replace(/,/g, '')) * 100);
  return match[2] === 'credit' ? -pence : pence;
}

/**
 * The ledger's balance at the end of a day (ISO date): the running balance of the account's last
 * transaction on or before it, in pence.
 */
async function ledgerBalancePence(accountId: string, lastDay: string): Promise<number> {
  const dayAfter = DateTime.fromISO(lastDay, { zone: 'utc' }).plus({ days: 1 }).toISODate();
  const last = await suite.gateway.db
    .selectFrom('transactions')
    .select('running_balance')
    .where('account_id', '=', accountId)
    .where('transaction_date', '<', sql<Date>`${dayAfter}::date`)
    .orderBy('transaction_date', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  return Math.round(Number(last.running_balance) * 100);
}

const metadata = (document: StatementDocument, key: string) =>
  document.metadata.find((pair) => pair.key === key)?.value ?? '';

const dialogOf = (page: Page) => page.getByRole('dialog', { name: 'Request a custom statement' });

/** The dialog's date input of that label. */
const dateInput = (dialog: Locator, label: 'From date' | 'To date') => dialog.getByLabel(label, { exact: true });

/** Enters the dates (ISO, as a date input holds them) and presses Send statement (the statement goes to the address on file). */
async function request(dialog: Locator, from: string, to: string): Promise<void> {
  await dateInput(dialog, 'From date').fill(from);
  await dateInput(dialog, 'To date').fill(to);
  await dialog.getByRole('button', { name: 'Send statement' }).click();
}

/** An ISO date as the dialog's messages write it. */
const slashed = (isoDate: string) => DateTime.fromISO(isoDate, { zone: 'utc' }).toFormat('dd/MM/yyyy');

/** The messages of the dialog's error summary. */
const summaryMessages = (dialog: Locator) =>
  dialog.getByRole('alert').filter({ hasText: 'There is a problem' }).getByRole('listitem').allInnerTexts();

/** Amara's custom-statement e-mails in the outbox, oldest first. */
const outboxRows = () =>
  suite.gateway.db
    .selectFrom('outbox')
    .selectAll()
    .where('customer_id', '=', amara.customerId)
    .where('kind', '=', 'custom-statement')
    .orderBy('created_at', 'asc')
    .execute();

describe('statements as Amara', () => {
  it("opens her latest statement in a new tab: a PDF titled with its month whose closing balance is the ledger's", async () => {
    const { page, context, errors } = await suite.open();
    const listed = page.waitForResponse(
      (response) => new URL(response.url()).pathname === `/api/customers/${amara.customerId}/documents`,
    );
    await openStatements(page);
    const documents = (await (await listed).json()) as StatementDocument[];
    const latest = documents
      .filter((document) => metadata(document, 'account-reference') === amara.paymentReference)
      .sort((a, b) => metadata(b, 'statement-period').localeCompare(metadata(a, 'statement-period')))[0]!;
    const period = metadata(latest, 'statement-period');
    const month = DateTime.fromFormat(period, 'yyyy/MM').setLocale('en-GB').toFormat('MMMM yyyy');
    const months = page.getByRole('combobox', { name: 'Month' });
    // Her tenancy is years old: 24 months to choose from.
    expect(await months.locator('option').count()).toBe(24);
    await months.selectOption(period);
    await expectNoAxeViolations(page);

    // The PDF as the gateway sends it, passed on to the page unchanged.
    let sent: Buffer | undefined;
    await page.route(`**/api/customers/${amara.customerId}/documents/${latest.id}`, async (route) => {
      const response = await route.fetch();
      sent = await response.body();
      await route.fulfill({ response, body: sent });
    });
    const tabOpened = context.waitForEvent('page');
    await page.getByRole('button', { name: 'View statement (opens in a new tab)' }).click();
    const tab = await tabOpened;
    await expect.poll(() => tab.url()).toMatch(new RegExp(`^blob:${new URL(page.url()).origin}/`));
    await tab.waitForLoadState();
    // The tab shows a PDF; headless Chromium's viewer does not name the tab, so the name it would
    // show is read from the PDF itself: its title, with DisplayDocTitle asking viewers to show it.
    expect(await tab.evaluate(() => document.contentType)).toBe('application/pdf');
    const statement = await readPdf(new Uint8Array(sent!));
    expect(statement.title).toBe(`Statement ${month}`);
    expect(statement.displayDocTitle).toBe(true);
    const monthEnd = DateTime.fromFormat(period, 'yyyy/MM', { zone: 'utc' }).endOf('month').toISODate()!;
    expect(closingPence(statement.text)).toBe(await ledgerBalancePence(amara.rentAccountId, monthEnd));
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(errors.filter((error) => !error.includes('favicon.ico'))).toEqual([]);
  });

  it('offers custom statement dates from her tenancy start to today, and says a date is out of range as she leaves it, before Send', async () => {
    const { page } = await suite.open();
    await openStatements(page);
    await page.getByRole('button', { name: 'Request custom statement' }).click();
    const dialog = dialogOf(page);
    const from = dateInput(dialog, 'From date');
    const to = dateInput(dialog, 'To date');
    // The minimum is her tenancy's start as the gateway holds it, the maximum today (ACC-STM-08).
    const { tenancyStart } = await suite.gateway.db
      .selectFrom('tenancies')
      .select(sql<string>`to_char(start_date, 'YYYY-MM-DD')`.as('tenancyStart'))
      .where('id', '=', amara.tenancyId)
      .executeTakeFirstOrThrow();
    expect(await from.getAttribute('type')).toBe('date');
    expect(await from.getAttribute('min')).toBe(tenancyStart);
    const today = (await from.getAttribute('max'))!;
    expect([await to.getAttribute('min'), await to.getAttribute('max')]).toEqual([tenancyStart, today]);
    const dayBefore = DateTime.fromISO(tenancyStart, { zone: 'utc' }).minus({ days: 1 }).toISODate()!;
    const tomorrow = DateTime.fromISO(today, { zone: 'utc' }).plus({ days: 1 }).toISODate()!;
    // Chromium holds the inputs to that range: outside it the input is out of range.
    await from.fill(dayBefore);
    expect(await from.evaluate((input: HTMLInputElement) => input.validity.rangeUnderflow)).toBe(true);

    // Leaving the date shows its message under it at once; nothing is sent and the summary waits for Send.
    await to.focus();
    await dialog.getByText('The from date cannot be before your tenancy started.').waitFor();
    expect(await from.getAttribute('aria-invalid')).toBe('true');
    await to.fill(tomorrow);
    await from.focus();
    await dialog.getByText('The to date cannot be in the future.').waitFor();
    expect(await dialog.getByRole('alert').count()).toBe(0);
    // Put right and left again, the messages go.
    await from.fill(tenancyStart);
    await to.focus();
    await dialog.getByText('The from date cannot be before your tenancy started.').waitFor({ state: 'detached' });
    await to.fill(today);
    await from.focus();
    await dialog.getByText('The to date cannot be in the future.').waitFor({ state: 'detached' });
    expect([await from.getAttribute('aria-invalid'), await to.getAttribute('aria-invalid')]).toEqual([null, null]);
  });

  it('shows each custom-statement error, and a valid request shows the success for 5 s, closes, and leaves an e-mail with the PDF in the outbox', async () => {
    const { page } = await suite.open();
    await openStatements(page);
    const opener = page.getByRole('button', { name: 'Request custom statement' });
    await opener.click();
    const dialog = dialogOf(page);
    await dialog.waitFor();
    await expectNoAxeViolations(page);
    // The date inputs carry the range the page allows, tenancy start to today (so the test reads no clock).
    const earliest = await dateInput(dialog, 'From date').getAttribute('min');
    const today = await dateInput(dialog, 'From date').getAttribute('max');
    expect(earliest && today).toBeTruthy();
    // The statement can go only to the address on file: the dialog names it and asks for no other.
    await dialog
      .getByText(`We will e-mail the statement to ${amara.email}, the e-mail address we hold for you.`)
      .waitFor();
    expect(await dialog.locator('input').count()).toBe(2);
    const cases: [string, string, string][] = [
      ['', today!, 'Enter a from date and a to date, with the from date before the to date.'],
      ['1900-01-01', today!, 'The from date cannot be before your tenancy started.'],
      ['2999-01-01', '2999-01-02', 'The from date cannot be in the future.'],
      [earliest!, '2999-01-01', 'The to date cannot be in the future.'],
    ];
    for (const [from, to, message] of cases) {
      await request(dialog, from, to);
      await expect.poll(() => summaryMessages(dialog)).toContain(message);
    }
    // A from date typed only in part (the day) is no date the input can hold: SSC020.
    await dateInput(dialog, 'From date').fill('');
    await dateInput(dialog, 'From date').focus();
    await page.keyboard.type('01');
    await dialog.getByRole('button', { name: 'Send statement' }).click();
    await expect.poll(() => summaryMessages(dialog)).toContain('Enter a date in the format DD/MM/YYYY.');
    await expectNoAxeViolations(page);

    const before = await outboxRows();
    try {
      // This month so far, to the address on file.
      const from = `${today!.slice(0, 8)}01`;
      await request(dialog, from, today!);
      const success = dialog.getByText(
        `Thank you. We will e-mail your statement for ${slashed(from)} to ${slashed(today!)} to ${amara.email}.`,
      );
      await success.waitFor();
      const shownAt = await page.evaluate(() => performance.now());
      // Send does nothing while the message shows.
      // (force: Playwright waits for an aria-disabled button to be enabled; a resident can still press it.)
      await dialog.getByRole('button', { name: 'Send statement' }).click({ force: true });
      await dialog.waitFor({ state: 'detached', timeout: 10_000 });
      const shownFor = (await page.evaluate(() => performance.now())) - shownAt;
      expect(shownFor).toBeGreaterThan(4_500);
      expect(shownFor).toBeLessThan(7_500);
      expect(await opener.evaluate((button) => button === document.activeElement)).toBe(true);

      const after = await outboxRows();
      expect(after).toHaveLength(before.length + 1);
      const email = after.at(-1)!;
      expect(email).toMatchObject({ sender: 'Thameside Homes <no-reply@example.org>', recipient: amara.email });
      const [attachment] = email.attachments as { contentType: string; contentBase64: string }[];
      expect(attachment?.contentType).toBe('application/pdf');
      const pdf = await readPdf(new Uint8Array(Buffer.from(attachment!.contentBase64, 'base64')));
      // The statement of the period asked for: it closes on the ledger's balance at its last day.
      expect(closingPence(pdf.text)).toBe(await ledgerBalancePence(amara.rentAccountId, today!));
    } finally {
      await suite.gateway.db
        .deleteFrom('outbox')
        .where('customer_id', '=', amara.customerId)
        .where('id', 'not in', before.length ? before.map((row) => row.id) : [''])
        .execute();
    }
  });
});
