import type { Insertable } from 'kysely';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { WorkOrdersTable } from '../../gateway/server/db/tables';
import { PERSONA } from '../../gateway/server/seed/personas';
import { setUpBrowserSuite } from '../support/browser-suite';
import { expectHeading, signIn } from './portal-steps';
import { chloeReportsCommunalDoor } from './repair-steps';

const suite = setUpBrowserSuite();
const { amara, ben, chloe } = PERSONA;

/** The dashboard's repairs card. */
const repairsCard = (page: Page) => page.getByRole('region', { name: 'Repairs' });

/** The description link of the card's latest repair, once the card has loaded. */
async function latestRepairLink(page: Page) {
  const card = repairsCard(page);
  await card.getByText('Loading your latest repair…').waitFor({ state: 'detached' });
  return card.locator('.summary-list').getByRole('link');
}

/**
 * Adds a repair to the resident's home, copied from their newest one there with `changes`, one
 * minute newer than any of their repairs (so it is their latest at any hour). Answers its id.
 */
async function addNewestHomeRepair(
  customerId: string,
  id: string,
  changes: Partial<Insertable<WorkOrdersTable>>,
  payload: Record<string, unknown> = {},
): Promise<string> {
  const newest = await suite.gateway.db
    .selectFrom('work_orders')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('area', '=', 'Property')
    .orderBy('raised_date', 'desc')
    .executeTakeFirstOrThrow();
  const { latest } = await suite.gateway.db
    .selectFrom('work_orders')
    .select((eb) => eb.fn.max('raised_date').as('latest'))
    .where('customer_id', '=', customerId)
    .executeTakeFirstOrThrow();
  const raised = new Date(new Date(latest).getTime() + 60_000);
  const stored = typeof newest.payload === 'string' ? JSON.parse(newest.payload) : newest.payload;
  await suite.gateway.db
    .insertInto('work_orders')
    .values({
      ...newest,
      ...changes,
      id,
      raised_date: raised,
      created_at: raised,
      updated_at: raised,
      payload: JSON.stringify({ ...stored, ...payload }),
      additional_info: JSON.stringify(newest.additional_info),
    })
    .execute();
  return id;
}

/** The page's width beyond the viewport: 0 when nothing scrolls sideways. */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('dashboard and repairs list, as residents meet them (issue 16)', () => {
  it("shows Chloe's newest communal repair on her dashboard, and the one she then reports", async () => {
    const { page } = await suite.open();
    await signIn(page, chloe.email);
    // Her repairs are all communal (block, divided block, estate); the newest is the graffiti.
    const seeded = await latestRepairLink(page);
    await expect.poll(() => seeded.textContent()).toBe('Graffiti sprayed on the east wing stairwell');
    expect(await repairsCard(page).getByText('You have no repairs to show.').count()).toBe(0);

    await chloeReportsCommunalDoor(page, 'The bin store door swings open in the wind. It never latches.');
    await page.goto('/customer360View');
    const reported = await latestRepairLink(page);
    await expect.poll(() => reported.textContent()).toBe('The bin store door swings open in the wind');
  });

  it("lays out the header's links at the breakpoints: under the name up to 920 px, beside it wider, spaced out above 1180 px", async () => {
    const { page } = await suite.open();
    await signIn(page, amara.email);
    const nav = page.getByRole('navigation', { name: 'Main' });
    // Every item the header will hold, so none arrives after a width is measured.
    await nav.getByRole('link', { name: 'Messages 3 unread' }).waitFor();
    await nav.getByRole('link', { name: 'Requests' }).waitFor();
    /** The header at a width: where the links sit against the name, and how they are set. */
    const headerAt = async (width: number) => {
      await page.setViewportSize({ width, height: 800 });
      return page.evaluate(() => {
        const box = (selector: string) => document.querySelector(selector)!.getBoundingClientRect();
        const name = box('.site-header__name');
        const navigation = box('.site-nav');
        const inner = document.querySelector('.site-header__inner')!;
        const links = [...document.querySelectorAll('.site-nav__link')].map((link) => link.getBoundingClientRect());
        const list = getComputedStyle(document.querySelector('.site-nav__list')!);
        return {
          under: navigation.top >= name.bottom,
          beside: navigation.top < name.bottom && navigation.left >= name.right,
          rightAligned:
            Math.abs(
              links.at(-1)!.right -
                (inner.getBoundingClientRect().right - parseFloat(getComputedStyle(inner).paddingRight)),
            ) < 1,
          // One row: the links' middles level (Log out is a button, a pixel off a link's box).
          oneRow: links.every(
            (link) => Math.abs(link.top + link.height / 2 - (links[0]!.top + links[0]!.height / 2)) < 2,
          ),
          gap: list.columnGap,
          fontSize: getComputedStyle(document.querySelector('.site-nav__link')!).fontSize,
          sideways: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        };
      });
    };
    // 920 px: the links take a row of their own under the name.
    expect(await headerAt(920)).toMatchObject({ under: true, beside: false, sideways: 0 });
    // 921 px: beside the name, at its right, on one row, a size smaller so that they fit.
    expect(await headerAt(921)).toMatchObject({
      under: false,
      beside: true,
      rightAligned: true,
      oneRow: true,
      gap: '15px',
      fontSize: '16px',
      sideways: 0,
    });
    expect(await headerAt(1180)).toMatchObject({ beside: true, oneRow: true, gap: '15px', fontSize: '16px' });
    // Above 1180 px: the link layout changes to full size, spaced out, still one row beside the name.
    expect(await headerAt(1181)).toMatchObject({
      beside: true,
      rightAligned: true,
      oneRow: true,
      gap: '25px',
      fontSize: '19px',
      sideways: 0,
    });
  });

  it('breaks a 188-character word in the list and on the dashboard: no sideways scrolling at 320 px', async () => {
    const word = 'Waterdrips'.repeat(18) + 'ceilings';
    expect(word).toHaveLength(188);
    await addNewestHomeRepair(ben.customerId, 'WO-916001', { description: word });
    const { page } = await suite.open();
    await page.setViewportSize({ width: 320, height: 640 });
    await signIn(page, ben.email);
    await expect.poll(async () => (await latestRepairLink(page)).textContent()).toBe(word);
    expect(await sidewaysOverflow(page)).toBe(0);

    await page.goto('/historicRepairs');
    await expectHeading(page, 'Your repairs');
    await page.locator('.repair-card').filter({ hasText: word }).waitFor();
    expect(await sidewaysOverflow(page)).toBe(0);

    // The table of a wider screen keeps the word inside its column: the table does not scroll either.
    await page.setViewportSize({ width: 800, height: 800 });
    const wrapper = page.locator('.repair-table-wrapper');
    await wrapper.getByText(word).waitFor();
    expect(await wrapper.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
    expect(await sidewaysOverflow(page)).toBe(0);
  });

  it('names a draft without a description by its problem on the dashboard and on the cards', async () => {
    await addNewestHomeRepair(
      amara.customerId,
      'WO-916002',
      {
        status: 'In Diagnosis',
        is_draft: true,
        job_no: null,
        description: null,
        repair_location: 'Windows',
        sor_code: 'GLAZLOCK01',
        trade: 'Glazing',
      },
      { repairReason: 'Window will not close or lock' },
    );
    // A draft saved after choosing the problem, before describing it.
    const problem = 'Windows: Window will not close or lock';
    const { page } = await suite.open();
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, amara.email);
    const link = await latestRepairLink(page);
    await expect.poll(() => link.textContent()).toBe(problem);
    expect(await link.getAttribute('href')).toBe('/repairhistorydetails?id=WO-916002');

    await page.goto('/historicRepairs');
    await expectHeading(page, 'Your repairs');
    const draftCard = page.locator('.repair-card').first();
    await expect
      .poll(() => draftCard.getByRole('link').getAttribute('aria-label'))
      .toBe(`View details of ${problem}, reference Not given yet`);
    expect(await draftCard.getByRole('heading').textContent()).toBe(problem);
    expect(await page.getByRole('link', { name: /^View details of -/ }).count()).toBe(0);
  });
});

describe("the dashboard's settings, and Try again on /customerApiErrorPage", () => {
  const header = (page: Page) => page.getByRole('navigation', { name: 'Main' });

  /**
   * Signs Amara in, then makes every read of a configuration value fail (500) while `down.now` is
   * true, and loads the dashboard again: answers the switch and the settings asked meanwhile.
   */
  async function dashboardWithUnreadableSettings(page: Page) {
    await signIn(page, amara.email);
    await header(page).getByRole('link', { name: 'Requests' }).waitFor();
    const down = { now: true, asked: [] as string[] };
    await page.route('**/api/configuration/*', async (route) => {
      if (!down.now) return route.continue();
      down.asked.push(new URL(route.request().url()).pathname.split('/').pop() ?? '');
      return route.fulfill({
        status: 500,
        json: { status: 500, title: 'Server Error', errors: [{ message: 'The settings store is down.' }] },
      });
    });
    await page.reload();
    await page.waitForURL((url) => url.pathname === '/customerApiErrorPage');
    return down;
  }

  it('Amara: settings the dashboard cannot read go to /customerApiErrorPage, instead of hiding the Requests item, the case card, the compliance cards and the referral button', async () => {
    const { page } = await suite.open();
    const down = await dashboardWithUnreadableSettings(page);
    await expectHeading(page, 'Sorry, we cannot load your account');
    await page
      .getByRole('alert')
      .getByText('Sorry, we cannot load your details at the moment.', { exact: false })
      .waitFor();
    await page.getByRole('button', { name: 'Try again' }).waitFor();
    expect(down.asked).toEqual(expect.arrayContaining(['IsCaseCardRequired']));
    // Nothing the settings govern was shown as if they were off: the page is the error page.
    expect(await page.getByRole('region', { name: 'Your requests' }).count()).toBe(0);
  });

  it('Try again on /customerApiErrorPage loads the failed dashboard again as a whole page: the Requests item the failed reads hid comes back', async () => {
    const { page } = await suite.open();
    const down = await dashboardWithUnreadableSettings(page);
    // The header, read while the settings were down, shows no Requests item.
    expect(await header(page).getByRole('link', { name: 'Requests' }).count()).toBe(0);
    down.now = false;
    await page.evaluate(() => Object.assign(window, { beforeTryAgain: true }));
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.waitForURL((url) => url.pathname === '/customer360View');
    await expectHeading(page, 'Welcome, Amara');
    await page.getByRole('region', { name: 'Your requests' }).waitFor();
    await header(page).getByRole('link', { name: 'Requests' }).waitFor();
    // A new page load: nothing of the page that failed is left.
    expect(await page.evaluate(() => 'beforeTryAgain' in window)).toBe(false);
  });
});

/** The text of an element as seen on screen: its rendered text nodes' words, those clipped to a pixel left out. */
const visibleWords = (page: Page, selector: string) =>
  page.evaluate((css) => {
    const root = document.querySelector(css);
    if (!root) throw new Error(`Nothing on the page matches ${css}.`);
    const words: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const box = node.parentElement?.getBoundingClientRect();
      if (box && box.width > 1 && box.height > 1) words.push(node.textContent ?? '');
    }
    return words.join(' ').replace(/\s+/g, ' ').trim();
  }, selector);

/** Waits until the dashboard's cards have loaded: the building cards are there and no loading line is left. */
async function dashboardCardsLoaded(page: Page): Promise<void> {
  await page.getByRole('region', { name: 'Messages' }).waitFor();
  await page.locator('.site-nav__badge').waitFor();
  await expect.poll(() => page.locator('[aria-busy="true"]').count(), { timeout: 30_000 }).toBe(0);
}

describe('the dashboard on a resident phone (issue 29)', () => {
  it("names the header's Messages link by the words it shows, then 'unread' (WCAG 2.5.3 label in name)", async () => {
    const { page } = await suite.open();
    await signIn(page, amara.email);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.locator('.site-nav__badge').waitFor();
    const shown = await visibleWords(page, '.site-nav a[href="/mymessageshistory"]');
    expect(shown).toBe('Messages 3');
    // The name starts with what is seen, so "click Messages 3" works for a speech user.
    await nav.getByRole('link', { name: 'Messages 3 unread', exact: true }).waitFor();
  });

  it("does not shift its layout by more than 0.1 while the cards load (Chromium's layout-shift entries)", async () => {
    const { page } = await suite.open();
    await signIn(page, amara.email);
    // A phone's width, as Lighthouse's mobile audit has it: the header's links wrap there.
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto('/customer360View');
    await dashboardCardsLoaded(page);
    const { shift, moved } = await page.evaluate(
      () =>
        new Promise<{ shift: number; moved: string[] }>((resolve) => {
          let sum = 0;
          const moved: string[] = [];
          type Shift = PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
            sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
          };
          // Buffered: every shift since the page's load, not only those after this call.
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as Shift[]) {
              if (entry.hadRecentInput) continue;
              sum += entry.value;
              // What moved, for the failure message: the element, its words, and its top and height before and after.
              for (const { node, previousRect: was, currentRect: now } of entry.sources)
                moved.push(
                  `${entry.value.toFixed(3)} at ${Math.round(entry.startTime)} ms: ${node?.nodeName ?? 'a removed node'} ` +
                    `"${(node?.textContent ?? '').trim().slice(0, 40)}" top ${Math.round(was.y)}→${Math.round(now.y)}, ` +
                    `height ${Math.round(was.height)}→${Math.round(now.height)}`,
                );
            }
            resolve({ shift: sum, moved });
          }).observe({ type: 'layout-shift', buffered: true });
          // No shift at all gives no entry: answer 0 after the buffered entries would have come.
          requestAnimationFrame(() => requestAnimationFrame(() => resolve({ shift: sum, moved })));
        }),
    );
    expect(
      shift,
      `the dashboard's layout shifted by ${shift.toFixed(3)} as its cards loaded:\n${moved.join('\n')}`,
    ).toBeLessThanOrEqual(0.1);
  });

  it('reads the messages once for the header, the messages card and the safety cards', async () => {
    const { page } = await suite.open();
    await signIn(page, amara.email);
    // The landing page's own reads are done before counting those of the dashboard opened afresh.
    await dashboardCardsLoaded(page);
    const reads: string[] = [];
    page.on('request', (request) => {
      if (/\/communications(\?|$)/.test(new URL(request.url()).pathname + '?')) reads.push(request.url());
    });
    await page.goto('/customer360View');
    await dashboardCardsLoaded(page);
    await page.getByRole('region', { name: 'Messages' }).getByText('You have 3 unread messages.').waitFor();
    expect(reads).toHaveLength(1);
  });
});
