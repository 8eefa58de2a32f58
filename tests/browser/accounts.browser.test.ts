import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TransactionList } from '../../schemas/generated/types';
import { PERSONA } from '../../gateway/server/seed/personas';
import { setUpBrowserSuite } from '../support/browser-suite';
import { expectHeading, expectNoAxeViolations, signIn } from './portal-steps';

const suite = setUpBrowserSuite();
const { amara, ben, chloe } = PERSONA;

/** The error colour of the portal (GOV.UK error red #d4351c), as the browser computes it. */
const ERROR_COLOUR = 'rgb(212, 53, 28)';

const balanceCard = (page: Page) => page.getByRole('region', { name: 'Your balance' });
const tableRows = (page: Page) => page.locator('table.repair-table tbody tr');
const countText = (page: Page) => page.locator('.repair-count');
const colourOf = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).color);
const statuses = (page: Page) =>
  tableRows(page).evaluateAll((rows) => rows.map((row) => row.querySelector('td:last-child')?.textContent ?? ''));

/** Opens /viewaccount from the header's Balance item. */
async function openBalance(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Balance' }).click();
  await page.waitForURL((url) => url.pathname === '/viewaccount');
  await expectHeading(page, 'Balance');
}

/** The summary rows of the account on /viewaccount as "label value". */
async function facts(page: Page): Promise<string[]> {
  return page
    .locator('main .summary-list__row')
    .evaluateAll((rows) =>
      rows.map((row) => `${row.querySelector('dt')?.textContent ?? ''} ${row.querySelector('dd')?.textContent ?? ''}`),
    );
}

/** The options of the Account selector. */
const accountOptions = (page: Page) =>
  page.getByRole('combobox', { name: 'Account' }).locator('option').allTextContents();

describe('balances and transactions as Amara', () => {
  it('shows her arrears in brackets, worded and in the error colour, and pages, filters and scrolls her transactions', async () => {
    const { page, errors } = await suite.open();
    await signIn(page, amara.email);
    const arrears = balanceCard(page).getByText('(£612.48) in arrears');
    await arrears.waitFor();
    expect(await colourOf(arrears)).toBe(ERROR_COLOUR);
    // The card's last 3 transactions: today's and yesterday's payments are not posted yet.
    await expect.poll(() => balanceCard(page).locator('.money-card-transactions li').count()).toBe(3);
    expect(await balanceCard(page).locator('.money-card-transactions li').first().textContent()).toContain('(pending)');

    await openBalance(page);
    const balance = page.locator('main').getByText('(£612.48) in arrears');
    await balance.waitFor();
    expect(await colourOf(balance)).toBe(ERROR_COLOUR);
    expect(await facts(page)).toEqual([
      'Balance (£612.48) in arrears',
      expect.stringMatching(/^Last payment £\d+\.\d{2}$/),
      expect.stringMatching(/^Last payment date \d{2} [A-Z][a-z]{2} \d{4}$/),
      'Account type Rent Account',
      `Payment reference ${amara.paymentReference}`,
    ]);
    const directDebit = page.getByRole('link', { name: 'Create direct debit (opens in a new tab)' });
    expect(await directDebit.getAttribute('target')).toBe('_blank');
    expect(await directDebit.getAttribute('href')).toMatch(
      new RegExp(`/payment-sandbox/direct-debit\\?reference=${amara.paymentReference}$`),
    );
    await page.getByRole('region', { name: 'Other ways to pay' }).waitFor();
    await expectNoAxeViolations(page);

    // Her transactions: a year back to today, pending ones first, 10, 20 or 100 a page.
    const asked: URL[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === `/api/accounts/${amara.rentAccountId}/transactions`) asked.push(url);
    });
    await page.getByRole('link', { name: 'View transactions' }).click();
    await expectHeading(page, 'Transactions');
    await tableRows(page).first().waitFor();
    const total = Number((await countText(page).textContent())?.match(/of (\d+) transactions$/)?.[1]);
    expect(total).toBeGreaterThan(50);
    expect(await countText(page).textContent()).toBe(`Showing 1 to 10 of ${total} transactions`);
    // The last three days are not posted yet: those come first, then the posted ones.
    const firstPage = await statuses(page);
    const pending = firstPage.filter((status) => status === 'Pending').length;
    expect(pending).toBeGreaterThan(0);
    expect(firstPage).toEqual([
      ...Array<string>(pending).fill('Pending'),
      ...Array<string>(10 - pending).fill('Posted'),
    ]);
    await expectNoAxeViolations(page);
    const perPage = page.getByRole('combobox', { name: 'Transactions per page' });
    await perPage.selectOption('20');
    await expect.poll(() => tableRows(page).count()).toBe(20);
    await page.getByRole('button', { name: 'Page 2' }).click();
    await expect.poll(() => countText(page).textContent()).toBe(`Showing 21 to 40 of ${total} transactions`);
    await page.getByRole('combobox', { name: 'Transactions per page' }).selectOption('100');
    await expect.poll(() => tableRows(page).count()).toBe(Math.min(total, 100));
    expect(asked.at(-1)?.searchParams.get('pageSize')).toBe('100');

    await page.getByRole('button', { name: 'Filter' }).click();
    const panel = page.getByRole('form', { name: 'Filter transactions' });
    await panel.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Adjustments' });
    await panel.getByRole('button', { name: 'Apply filter' }).click();
    await expect.poll(() => asked.at(-1)?.searchParams.getAll('transactionType')).toEqual(['ADJ', 'DRA']);
    await expect
      .poll(() => tableRows(page).evaluateAll((rows) => rows.map((row) => row.querySelector('td')?.textContent)))
      .toContain('Housing Benefit backdated award');

    // SSC004: the from date after the to date shows the message, hides the results and asks nothing.
    const from = page.getByLabel('From');
    const to = page.getByLabel('To');
    const [fromValue, toValue] = [await from.inputValue(), await to.inputValue()];
    const before = asked.length;
    await from.fill(toValue);
    await to.fill(fromValue);
    await page.getByRole('button', { name: 'Show transactions' }).click();
    await page.getByText('Enter a date range that is valid and not in the future.').waitFor();
    expect(await page.locator('table.repair-table').count()).toBe(0);
    expect(asked).toHaveLength(before);
    // Clear filters clears the dates and the type; the page size is not a filter and stays 100.
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect.poll(() => tableRows(page).count()).toBe(Math.min(total, 100));
    expect(await page.getByText('Enter a date range that is valid and not in the future.').count()).toBe(0);

    // At 390 px: cards, 100 at a time, pending first. Two years back holds more than 100.
    await page.setViewportSize({ width: 390, height: 844 });
    const twoYears = new Date(`${toValue}T12:00:00Z`);
    twoYears.setUTCFullYear(twoYears.getUTCFullYear() - 2);
    const twoYearsBack = twoYears.toISOString().slice(0, 10);
    const firstBatch = page.waitForResponse((response) => {
      const url = new URL(response.url());
      return (
        url.pathname === `/api/accounts/${amara.rentAccountId}/transactions` &&
        url.searchParams.get('DateFrom') === twoYearsBack &&
        url.searchParams.get('pageNumber') === '1'
      );
    });
    await page.getByLabel('From').fill(twoYearsBack);
    await page.getByRole('button', { name: 'Show transactions' }).click();
    const all = ((await (await firstBatch).json()) as TransactionList)['total-count'];
    expect(all).toBeGreaterThan(100);
    await expect.poll(() => countText(page).textContent()).toBe(`Showing 100 of ${all} transactions`);
    expect(asked.at(-1)?.searchParams.get('pageSize')).toBe('100');
    expect(await page.locator('table.repair-table').count()).toBe(0);
    expect(await page.locator('.repair-card').count()).toBe(100);
    expect(await page.locator('.repair-card').first().locator('.repair-tag').textContent()).toBe('Pending');
    await page.locator('.repair-cards__end').scrollIntoViewIfNeeded();
    await expect.poll(() => countText(page).textContent()).toBe(`Showing ${Math.min(all, 200)} of ${all} transactions`);
    expect(asked.at(-1)?.searchParams.get('pageNumber')).toBe('2');
    expect(errors.filter((error) => !error.includes('favicon.ico'))).toEqual([]);
  });
});

describe('accounts of Ben and Chloe', () => {
  it("Ben: his rent account in credit, his deposit account without Make payment, and his garage's account named as a garage account", async () => {
    const { page } = await suite.open();
    await signIn(page, ben.email);
    const card = balanceCard(page);
    await card.getByText('£276.60 in credit').waitFor();
    expect(await colourOf(card.getByText('£276.60 in credit'))).not.toBe(ERROR_COLOUR);
    expect(await card.locator('dt').allTextContents()).toEqual(['Rent Account', 'Deposit Account']);

    await openBalance(page);
    await page.getByText('£276.60 in credit').waitFor();
    expect(await accountOptions(page)).toEqual([
      `Rent Account – payment reference ${ben.paymentReference}`,
      `Deposit Account – payment reference ${ben.depositPaymentReference}`,
    ]);
    await page.getByRole('button', { name: 'Make payment' }).waitFor();
    await page
      .getByRole('combobox', { name: 'Account' })
      .selectOption({ label: `Deposit Account – payment reference ${ben.depositPaymentReference}` });
    await page.getByRole('heading', { level: 2, name: 'Deposit Account' }).waitFor();
    expect(await page.getByRole('button', { name: 'Make payment' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: /Create direct debit/ }).count()).toBe(0);

    const address = page.getByRole('combobox', { name: 'Address' });
    const garage = (await address.locator('option').allTextContents()).find((text) => /garage/i.test(text));
    expect(garage).toBeDefined();
    await address.selectOption({ label: garage! });
    await page.getByRole('heading', { level: 2, name: 'Garage Account' }).waitFor();
    expect(await facts(page)).toContain('Account type Garage Account');
    expect(await page.getByRole('combobox', { name: 'Account' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Make payment' }).waitFor();
  });

  it('Chloe: her service charge, major works and ground rent accounts in the order of the rules; account_Down_SSC001 when the accounts fail', async () => {
    const { page } = await suite.open();
    await signIn(page, chloe.email);
    await openBalance(page);
    await page.getByRole('heading', { level: 2, name: 'Service Charge Account' }).waitFor();
    expect(await accountOptions(page)).toEqual([
      `Service Charge Account – payment reference ${chloe.paymentReference}`,
      `Major Works Account – payment reference ${chloe.majorWorksPaymentReference}`,
      `Ground Rent Account – payment reference ${chloe.groundRentPaymentReference}`,
    ]);
    await page
      .getByRole('combobox', { name: 'Account' })
      .selectOption({ label: `Major Works Account – payment reference ${chloe.majorWorksPaymentReference}` });
    await page.getByRole('heading', { level: 2, name: 'Major Works Account' }).waitFor();
    expect(await page.locator('main').getByText('(£2,750.00) in arrears').count()).toBe(1);

    await page.route(
      (url) => url.pathname === `/api/customers/${chloe.customerId}/accounts`,
      (route) => route.fulfill({ status: 500, json: { status: 500, title: 'Server Error', errors: [] } }),
    );
    await page.reload();
    const alert = page.locator('main').getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('Sorry, we cannot show your balance at the moment.');
    expect(await alert.getByRole('link').first().getAttribute('href')).toMatch(/^tel:0\d+$/);
    expect(await alert.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/customer360View');
    expect(await page.getByRole('button', { name: 'Make payment' }).count()).toBe(0);
  });
});
