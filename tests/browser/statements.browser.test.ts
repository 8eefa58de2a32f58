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

/** Types the dates and presses Send statement (the statement goes to the address on file). */
async function request(dialog: Locator, from: string, to: string): Promise<void> {
  await dialog.getByRole('textbox', { name: 'From date' }).fill(from);
  await dialog.getByRole('textbox', { name: 'To date' }).fill(to);
  await dialog.getByRole('button', { name: 'Send statement' }).click();
}

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

  it('shows each custom-statement error, and a valid request shows the success for 5 s, closes, and leaves an e-mail with the PDF in the outbox', async () => {
    const { page } = await suite.open();
    await openStatements(page);
    const opener = page.getByRole('button', { name: 'Request custom statement' });
    await opener.click();
    const dialog = dialogOf(page);
    await dialog.waitFor();
    await expectNoAxeViolations(page);
    // The hint names the range the page allows, tenancy start to today (so the test reads no clock).
    const hint = await dialog.locator('.rp-hint').first().innerText();
    const [, earliest, today] = /A date from (\d\d\/\d\d\/\d{4}) to (\d\d\/\d\d\/\d{4})\./.exec(hint) ?? [];
    expect(earliest && today).toBeTruthy();
    // The statement can go only to the address on file: the dialog names it and asks for no other.
    await dialog
      .getByText(`We will e-mail the statement to ${amara.email}, the e-mail address we hold for you.`)
      .waitFor();
    expect(await dialog.getByRole('textbox').count()).toBe(2);
    const cases: [string, string, string][] = [
      ['', today!, 'Enter a from date and a to date, with the from date before the to date.'],
      ['01/01/1900', today!, 'The from date cannot be before your tenancy started.'],
      ['01/01/2999', '02/01/2999', 'The from date cannot be in the future.'],
      [earliest!, '01/01/2999', 'The to date cannot be in the future.'],
      ['2020-01-01', today!, 'Enter a date in the format DD/MM/YYYY.'],
    ];
    for (const [from, to, message] of cases) {
      await request(dialog, from, to);
      await expect.poll(() => summaryMessages(dialog)).toContain(message);
    }
    await expectNoAxeViolations(page);

    const before = await outboxRows();
    try {
      // This month so far, to the address on file.
      const from = `01${today!.slice(2)}`;
      await request(dialog, from, today!);
      const success = dialog.getByText(
        `Thank you. We will e-mail your statement for ${from} to ${today} to ${amara.email}.`,
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
      const lastDay = DateTime.fromFormat(today!, 'dd/MM/yyyy', { zone: 'utc' }).toISODate()!;
      expect(closingPence(pdf.text)).toBe(await ledgerBalancePence(amara.rentAccountId, lastDay));
    } finally {
      await suite.gateway.db
        .deleteFrom('outbox')
        .where('customer_id', '=', amara.customerId)
        .where('id', 'not in', before.length ? before.map((row) => row.id) : [''])
        .execute();
    }
  });
});
