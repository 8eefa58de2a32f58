import { sql } from 'kysely';
import { DateTime } from 'luxon';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PERSONA } from '../../gateway/server/seed/personas';
import { setUpBrowserSuite } from '../support/browser-suite';
import { expectHeading, expectNoAxeViolations, signIn } from './portal-steps';

const suite = setUpBrowserSuite();
const { amara, faye } = PERSONA;

/** Today in London, as the portal and the gateway count days (YYYY-MM-DD), and a day from it. */
const today = () => DateTime.now().setZone('Europe/London').startOf('day');
const isoDay = (day: DateTime) => day.toISODate() as string;

const header = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const messagesCard = (page: Page) => page.getByRole('region', { name: 'Messages' });
const table = (page: Page) => page.getByRole('table');

/** How many of Amara's messages the gateway holds unread. */
async function unreadInDatabase(): Promise<number> {
  const row = await suite.gateway.db
    .selectFrom('communications')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('customer_id', '=', amara.customerId)
    .where('status', '=', 'UNREAD')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The cells of the list's body rows, one array per row. */
async function rows(page: Page): Promise<string[][]> {
  return table(page)
    .locator('tbody tr')
    .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('th, td')].map((c) => c.textContent?.trim() ?? '')));
}

/** Counts the message-list calls the page makes from now on. */
function listCalls(page: Page): { count: number } {
  const seen = { count: 0 };
  page.on('request', (request) => {
    if (request.method() === 'GET' && new URL(request.url()).pathname.endsWith('/communications')) seen.count += 1;
  });
  return seen;
}

async function openList(page: Page): Promise<void> {
  await header(page)
    .getByRole('link', { name: /^Messages/ })
    .click();
  await page.waitForURL((url) => url.pathname === '/mymessageshistory');
  await expectHeading(page, 'Your messages');
  await table(page).waitFor();
}

async function applyDates(page: Page, from: string, to: string): Promise<void> {
  await page.getByLabel('From', { exact: true }).fill(from);
  await page.getByLabel('To', { exact: true }).fill(to);
  await page.getByRole('button', { name: 'Show messages' }).click();
}

async function expectUnreadCounts(page: Page, count: number, card?: Locator): Promise<void> {
  await header(page)
    .getByRole('link', { name: `Messages ${count} unread` })
    .waitFor();
  if (card) await card.getByText(`You have ${count} unread messages.`).waitFor();
}

describe('messages (/mymessageshistory, /messagedetails, the dashboard card and the header count)', () => {
  it("Amara opens an unread message from the list: the header's and the card's counts drop by one and stay so after a reload", async () => {
    const { page, errors } = await suite.open();
    await signIn(page, amara.email);
    const before = await unreadInDatabase();
    expect(before).toBe(3);
    await expectUnreadCounts(page, before, messagesCard(page));
    await expect(messagesCard(page).getByRole('listitem').count()).resolves.toBe(2);

    await openList(page);
    const unreadRow = table(page).locator('tbody tr', { hasText: 'Unread' }).first();
    const subject = (await unreadRow.locator('td').nth(1).textContent())?.trim() ?? '';
    await unreadRow.getByRole('link').click();
    await page.waitForURL((url) => url.pathname === '/messagedetails');
    await expectHeading(page, subject);
    await page.getByText('From', { exact: true }).waitFor();
    await expectUnreadCounts(page, before - 1);
    expect(await unreadInDatabase()).toBe(before - 1);
    await expectNoAxeViolations(page);

    await header(page).getByRole('link', { name: 'Home' }).click();
    await expectUnreadCounts(page, before - 1, messagesCard(page));
    await page.reload();
    await expectUnreadCounts(page, before - 1, messagesCard(page));

    // Back in the list the message reads Read; opening it again changes nothing.
    await openList(page);
    const row = table(page).locator('tbody tr', { hasText: subject }).first();
    await expect(row.locator('td').last().textContent()).resolves.toBe('Read');
    expect(errors).toEqual([]);
  });

  it("Faye, a tenant of three months, opens her messages and her transactions from her tenancy's start, not on SSC012", async () => {
    const { page, errors } = await suite.open();
    const tenancy = await suite.gateway.db
      .selectFrom('tenancies')
      .select(sql<string>`to_char(start_date, 'YYYY-MM-DD')`.as('start'))
      .where('id', '=', faye.tenancyId)
      .executeTakeFirstOrThrow();
    // Younger than two years (and than one): both lists' usual ranges would start before it.
    expect(tenancy.start > isoDay(today().minus({ years: 1 }))).toBe(true);
    await signIn(page, faye.email);
    await header(page).getByRole('link', { name: 'Messages 1 unread' }).waitFor();
    await messagesCard(page).getByText('You have 1 unread message.').waitFor();
    await openList(page);
    await expect.poll(() => rows(page).then((found) => found.length)).toBe(3);
    expect(await page.getByLabel('From', { exact: true }).inputValue()).toBe(tenancy.start);
    expect(await page.getByText('The from date cannot be before your tenancy started.').count()).toBe(0);
    expect(await page.locator('[aria-invalid="true"]').count()).toBe(0);

    await header(page).getByRole('link', { name: 'Balance' }).click();
    await expectHeading(page, 'Balance');
    await page.getByRole('link', { name: 'View transactions' }).click();
    await expectHeading(page, 'Transactions');
    await table(page).waitFor();
    expect(await page.getByLabel('From', { exact: true }).inputValue()).toBe(tenancy.start);
    const held = await suite.gateway.db
      .selectFrom('transactions')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('account_id', '=', faye.rentAccountId)
      .executeTakeFirstOrThrow();
    await page.getByText(`Showing 1 to 10 of ${held.n} transactions`).waitFor();
    expect(errors.filter((error) => !error.includes('favicon.ico'))).toEqual([]);
  });

  it('shows SSC020, SSC013, SSC012 and SSC014 for the dates, with no results and no search meanwhile', async () => {
    const { page } = await suite.open();
    await signIn(page, amara.email);
    await openList(page);
    await expectNoAxeViolations(page);
    const tenancy = await suite.gateway.db
      .selectFrom('tenancies')
      .select(sql<string>`to_char(start_date, 'YYYY-MM-DD')`.as('start'))
      .where('id', '=', amara.tenancyId)
      .executeTakeFirstOrThrow();
    const start = DateTime.fromISO(tenancy.start);
    const calls = listCalls(page);
    const cases: [code: string, from: string, to: string, text: string][] = [
      ['SSC020', '', isoDay(today()), 'Enter a date in the format DD/MM/YYYY.'],
      ['SSC013', isoDay(today().plus({ days: 1 })), isoDay(today()), 'The from date cannot be in the future.'],
      [
        'SSC012',
        isoDay(start.minus({ days: 1 })),
        isoDay(today()),
        'The from date cannot be before your tenancy started.',
      ],
      [
        'SSC014',
        isoDay(today().minus({ years: 1 })),
        isoDay(today().plus({ days: 1 })),
        'The to date cannot be in the future.',
      ],
    ];
    for (const [code, from, to, text] of cases) {
      await applyDates(page, from, to);
      await page.getByText(text).waitFor();
      expect(await table(page).count(), code).toBe(0);
      await expect(page.locator('[aria-invalid="true"]').count(), code).resolves.toBe(1);
      // Searching meanwhile searches nothing either.
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      expect(await table(page).count(), code).toBe(0);
    }
    await expectNoAxeViolations(page);
    expect(calls.count).toBe(0);

    await applyDates(page, isoDay(today().minus({ years: 2 })), isoDay(today()));
    await table(page).waitFor();
    expect(calls.count).toBe(1);
  });

  it('searches, filters by read status and sorts; at 390 px shows cards and loads the next 100 on scrolling', async () => {
    const { page } = await suite.open();
    // 120 more messages, all read, between 1 and 10 months old, so the narrow list has more than 100.
    await suite.gateway.db
      .insertInto('communications')
      .values(
        Array.from({ length: 120 }, (_, i) => ({
          id: `MSG-B${String(i).padStart(3, '0')}`,
          customer_id: amara.customerId,
          asset_id: amara.houseAssetId,
          status: 'READ' as const,
          created_date: today()
            .minus({ days: 30 + 2 * i, hours: -9 })
            .toJSDate(),
          category_type: 'General',
          subject: `Estate newsletter ${i}`,
          details: `News for Millfields, issue ${i}.`,
          document_identifier: null,
          sender: JSON.stringify({
            organisation: { name: 'Eastside Homes' },
            personName: { title: null, givenName: 'Neighbourhood', surname: 'Team' },
          }),
        })),
      )
      .execute();
    await signIn(page, amara.email);
    await openList(page);
    await page.getByText('Showing 1 to 10 of 132 messages').waitFor();

    await page.getByRole('searchbox', { name: 'Search your messages' }).fill('WALKABOUT');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByText('Showing 1 message').waitFor();
    expect((await rows(page))[0]?.[2]).toBe('Estate walkabout on Millfields');
    await page.getByRole('button', { name: 'Clear search' }).click();
    await page.getByText('Showing 1 to 10 of 132 messages').waitFor();

    await page.getByRole('button', { name: 'Filter' }).click();
    await page.getByRole('combobox', { name: 'Read status' }).selectOption('UNREAD');
    await page.getByRole('button', { name: 'Apply filter' }).click();
    const unread = await unreadInDatabase();
    await page.getByText(`Showing 1 to ${unread} of ${unread} messages`).waitFor();
    expect((await rows(page)).map((cells) => cells.at(-1))).toEqual(Array(unread).fill('Unread'));
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.getByText('Showing 1 to 10 of 132 messages').waitFor();

    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Oldest to newest' });
    await page.getByRole('cell', { name: 'Welcome to the resident portal' }).waitFor();
    expect((await rows(page))[0]?.[2]).toBe('Welcome to the resident portal');
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Newest to oldest' });
    await page.getByRole('cell', { name: 'Estate newsletter 0' }).waitFor();

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByText('Showing 100 of 132 messages').waitFor();
    expect(await table(page).count()).toBe(0);
    await expect(page.locator('.repair-cards > li').count()).resolves.toBe(100);
    await page.locator('.repair-cards > li').last().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 5000);
    await page.getByText('Showing 132 of 132 messages').waitFor();
    await expect(page.locator('.repair-cards > li').count()).resolves.toBe(132);
  });
});
