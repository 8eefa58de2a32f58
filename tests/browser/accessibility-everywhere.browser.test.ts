/**
 * Accessibility on every route, in every error state and on every journey by keyboard (issue 15,
 * "accessibility everywhere"; the journeys' steps are checked in journey-replay.browser.test.ts):
 * - axe-core's WCAG 2.2 A and AA rules on every route of src/routes.tsx, signed out and signed
 *   in, and each page reflowing at 320 px without horizontal scrolling (WCAG 1.4.10);
 * - axe-core on a failed Continue's error summary (which takes the focus), each error page and
 *   each modal;
 * - the idle warning announced as an alert dialog with its countdown, and at least 20 s to extend
 *   (WCAG 2.2.1);
 * - each journey a resident takes completed with the keyboard alone, on its shortest path.
 * Each count is printed by npm test (tests/support/figures.ts) and asserted.
 */
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import type { Journey } from '../../engine';
import { PERSONA } from '../../gateway/server/seed/personas';
import { replayInBrowser } from '../../scripts/journeys/browser-replay';
import { journeyFilesOrDefault } from '../../scripts/journeys/journey-files';
import { loadJourneyFile } from '../../scripts/journeys/load-journey-file';
import { generatePathFiles, type PathFile } from '../../scripts/journeys/path-files';
import { journeyWorld } from '../../scripts/journeys/worlds';
import { LOGOUT_COUNTDOWN_MS } from '../../src/session/idle-timer';
import { setUpBrowserSuite } from '../support/browser-suite';
import { reportFigure } from '../support/figures';
import { axeViolations, expectHeading, focusOnHeadingOrSummary, overflowAt320, signIn } from './portal-steps';

const suite = setUpBrowserSuite();
const { amara } = PERSONA;
const ids = amara.workOrders;

afterEach(async () => {
  await suite.gateway.removeNewWorkOrders();
});

/** Waits for a page's h1 and for its data (no loading line left in the main content). */
async function settled(page: Page): Promise<void> {
  await page.locator('h1').first().waitFor();
  await page
    .locator('main [aria-busy="true"]')
    .first()
    .waitFor({ state: 'detached', timeout: 15_000 })
    .catch(() => undefined);
}

/** The routes of src/routes.tsx a signed-out visitor opens (the guarded ones send them to sign in). */
const SIGNED_OUT_ROUTES = [
  '/terms-and-conditions',
  '/accessibility',
  '/privacy',
  '/cookies',
  '/genericerror',
  '/customerApiErrorPage',
  '/repairJourneyErrorPage',
  '/workOrderErrorPage',
  '/no-such-page',
];

/**
 * The routes of src/routes.tsx behind the sign-in, with the seeded records they show; the
 * statements, the payment details and the payment provider's page open from the account (the
 * account chosen there), at the end of the walk.
 */
const SIGNED_IN_ROUTES = [
  '/historicRepairs',
  `/repairhistorydetails?id=${ids.appointedIn3Days}`,
  `/viewmedia?id=${ids.withPhotos}`,
  `/appointmentscheduler?workOrderId=${ids.unappointedIntegrated}`,
  '/casesearch',
  `/casedetails?caseId=${amara.cases.active}`,
  '/viewaccount',
  '/transactionDetails',
  '/manageprofile',
  '/editprofile',
  '/mymessageshistory',
  `/messagedetails?id=${amara.gasMessageId}`,
  '/privacy',
  '/genericerror',
];

/** What one page was found to break. */
interface PageFindings {
  route: string;
  violations: string[];
  overflow: number;
}

/** Runs axe-core on the page as it is, then narrows it to 320 px: one visit, both checks. */
async function checkPage(page: Page, route: string): Promise<PageFindings> {
  const violations = await axeViolations(page);
  return { route, violations, overflow: await overflowAt320(page) };
}

/**
 * Opens a route inside the running portal, as its own links do (the router follows the history),
 * so a walk through many routes does not load the portal afresh for each; waits for the new
 * page's h1 (the old one marked, so it is not taken for it) and its data.
 */
async function openInApp(page: Page, route: string): Promise<void> {
  await page.evaluate((to) => {
    for (const heading of document.querySelectorAll('h1')) heading.setAttribute('data-left', '');
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, route);
  await page
    .locator('h1:not([data-left])')
    .first()
    .waitFor()
    .catch((error: Error) => {
      throw new Error(`${route} showed no new heading (the portal is at ${page.url()}): ${error.message}`);
    });
  await settled(page);
}

/** Opens a route and checks it; a route that sent the browser elsewhere is named in `elsewhere`. */
async function visit(page: Page, route: string, elsewhere: string[]): Promise<PageFindings> {
  await openInApp(page, route);
  const wanted = route.split('?')[0] as string;
  const landed = new URL(page.url()).pathname;
  if (landed.toLowerCase() !== wanted.toLowerCase()) elsewhere.push(`${route} opened ${landed}`);
  return checkPage(page, route);
}

/** The statements of Amara's account, from the account page's Statements link. */
async function openStatements(page: Page): Promise<void> {
  await openInApp(page, '/viewaccount');
  await expectHeading(page, 'Balance');
  await page.getByRole('link', { name: 'Statements' }).click();
  await page.waitForURL((url) => url.pathname === '/viewstatement');
  await settled(page);
}

describe('accessibility everywhere', () => {
  it('every route, signed out and signed in: no axe-core violations, and each page reflows at 320 px', async () => {
    const { page } = await suite.open();
    const found: PageFindings[] = [];
    const elsewhere: string[] = [];
    // The start page is a page of its own (pre-rendered); the others are the portal's.
    await page.goto('/startpage');
    await settled(page);
    found.push(await checkPage(page, '/startpage'));
    const [first = '', ...others] = SIGNED_OUT_ROUTES;
    await page.goto(first);
    await settled(page);
    found.push(await checkPage(page, first));
    for (const route of others) found.push(await visit(page, route, elsewhere));
    // Signing in ends on the dashboard, the first signed-in route.
    await signIn(page, amara.email);
    await settled(page);
    found.push(await checkPage(page, '/customer360View'));
    for (const route of SIGNED_IN_ROUTES) found.push(await visit(page, route, elsewhere));
    await openStatements(page);
    found.push(await checkPage(page, '/viewstatement'));
    await openInApp(page, '/viewaccount');
    await expectHeading(page, 'Balance');
    await page
      .getByRole('link', { name: 'Make payment' })
      .or(page.getByRole('button', { name: 'Make payment' }))
      .click();
    await page.waitForURL((url) => url.pathname === '/paymentDetails');
    await expectHeading(page, 'Make a payment');
    found.push(await checkPage(page, '/paymentDetails'));
    await page.getByRole('radio', { name: 'Other amount' }).check();
    await page.getByRole('textbox', { name: 'Amount in pounds' }).fill('10.00');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.pathname === '/allPayGateway');
    await page.frameLocator('iframe[name="payment-provider-frame"]').getByRole('heading').first().waitFor();
    found.push(await checkPage(page, '/allPayGateway'));

    const violations = found.flatMap(({ route, violations: broken }) => broken.map((line) => `${route}: ${line}`));
    const wide = found
      .filter(({ overflow }) => overflow > 0)
      .map(({ route, overflow }) => `${route} by ${overflow} px`);
    reportFigure({
      name: 'axe violations on every route',
      value: violations.length,
      target: '0',
      met: violations.length === 0,
      detail: `on ${found.length} routes`,
    });
    reportFigure({
      name: 'pages wider than 320 px',
      value: wide.length,
      target: '0',
      met: wide.length === 0,
      detail: `of ${found.length} routes`,
    });
    expect(violations).toEqual([]);
    expect(wide).toEqual([]);
    // Each route showed its own page, not a sign-in or an error page in its place.
    expect(elsewhere).toEqual([]);
  }, 300_000);

  it('error states: the error summary takes the focus; no axe-core violations there, on the error pages or in any modal; the idle warning', async () => {
    const { page } = await suite.open();
    await page.clock.install();
    await signIn(page, amara.email);
    await settled(page);
    const states: { state: string; kind: 'summary' | 'page' | 'modal'; violations: string[] }[] = [];
    const check = async (state: string, kind: 'summary' | 'page' | 'modal') =>
      states.push({ state, kind, violations: await axeViolations(page) });
    const counted = (kind: string) => states.filter((state) => state.kind === kind).length;
    let focusMisses = 0;

    // The idle warning (WCAG 2.2.1): an alert dialog, named and described with its countdown, so
    // a screen reader announces it as it opens; the focus on "Stay logged in"; 20 s or more left.
    // A key press first starts the idle period just before the jump: the installed clock runs in
    // real time, and a second of it spent since the page loaded (a busy machine) would have ticked
    // the countdown down to 4:59 by the end of the jump.
    await page.keyboard.press('Shift');
    await page.clock.fastForward('25:00');
    const idle = page.getByRole('alertdialog', { name: 'You are about to be logged out' });
    await idle.waitFor();
    const announced = await idle.evaluate((dialog) => ({
      modal: dialog.getAttribute('aria-modal'),
      description: document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent ?? '',
      focused: dialog.contains(document.activeElement) ? document.activeElement?.textContent : null,
    }));
    expect(announced.modal).toBe('true');
    expect(announced.description).toMatch(/5:00/);
    expect(announced.focused).toBe('Stay logged in');
    expect(LOGOUT_COUNTDOWN_MS).toBeGreaterThanOrEqual(20_000);
    await check('the idle warning', 'modal');
    // With little more than 20 s left the warning is still open, and one key press extends.
    await page.clock.fastForward(LOGOUT_COUNTDOWN_MS - 25_000);
    const left = await idle.getByRole('timer').textContent();
    const [minutes = 0, seconds = 0] = (left ?? '').split(':').map(Number);
    expect(minutes * 60 + seconds).toBeGreaterThanOrEqual(1);
    expect(minutes * 60 + seconds).toBeLessThanOrEqual(25);
    await page.keyboard.press('Enter');
    await idle.waitFor({ state: 'detached' });
    await page.clock.fastForward(LOGOUT_COUNTDOWN_MS);
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/customer360View');

    for (const route of ['/genericerror', '/customerApiErrorPage', '/repairJourneyErrorPage', '/workOrderErrorPage']) {
      await openInApp(page, route);
      await check(`the error page ${route}`, 'page');
    }
    await openInApp(page, '/no-such-page');
    await expectHeading(page, 'Page not found');
    await check('Page not found', 'page');

    // A failed Continue: the error summary, with the focus on it.
    await openInApp(page, '/enquiryconsent');
    await page.locator('form.rp-step__form button[type="submit"]').click();
    await page.locator('.rp-error-summary').waitFor();
    if (!(await focusOnHeadingOrSummary(page))) focusMisses += 1;
    expect(await page.evaluate(() => document.activeElement?.classList.contains('rp-error-summary'))).toBe(true);
    await check('the error summary of a failed Continue', 'summary');
    // The journey's Exit dialog.
    await page.getByRole('button', { name: 'Exit', exact: true }).click();
    await page.getByRole('dialog').waitFor();
    await check('the Exit dialog of a journey', 'modal');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    // The repair's Back and leave confirmations, once an answer has changed.
    await page.goto('/repairasset');
    await page.getByRole('radio').first().check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.pathname.toLowerCase() === '/repairlocation');
    await page.getByRole('combobox', { name: 'Where is the problem?' }).selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByRole('heading', { name: 'Are you sure you want to go back?' }).waitFor();
    await check('the Back confirmation', 'modal');
    await confirm.getByRole('button', { name: 'Stay on this page' }).click();
    await confirm.waitFor({ state: 'detached' });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    await confirm.getByRole('heading', { name: 'Leave this page?' }).waitFor();
    await check('the leave confirmation', 'modal');
    await confirm.getByRole('button', { name: 'Stay on this page' }).click();

    // The repair's Cancel dialog and its media viewer.
    // A fresh load leaves the journey without its questions.
    await page.goto(`/repairhistorydetails?id=${ids.withInappropriateMedia}`);
    await settled(page);
    await page.getByRole('button', { name: 'Cancel repair' }).click();
    await page.getByRole('alertdialog', { name: 'Cancel this repair' }).waitFor();
    await check('the Cancel repair dialog', 'modal');
    await page.keyboard.press('Escape');
    await page.getByRole('alertdialog').waitFor({ state: 'detached' });
    await page
      .getByRole('region', { name: 'Photos, videos and documents' })
      .getByRole('button', { name: /^View / })
      .first()
      .click();
    await page.getByRole('dialog').getByRole('img').waitFor();
    await check('the media viewer', 'modal');
    await page.keyboard.press('Escape');

    // The custom statement dialog, and its own error summary.
    await openStatements(page);
    await page.getByRole('button', { name: 'Request custom statement' }).click();
    const statement = page.getByRole('dialog', { name: 'Request a custom statement' });
    await statement.waitFor();
    await check('the custom statement dialog', 'modal');
    await statement.getByRole('button', { name: 'Send statement' }).click();
    await statement.getByRole('alert').filter({ hasText: 'There is a problem' }).waitFor();
    await check("the custom statement dialog's error summary", 'summary');
    await page.keyboard.press('Escape');

    // The appointment scheduler's "No suitable appointment" dialog.
    await openInApp(page, `/appointmentscheduler?workOrderId=${ids.withInappropriateMedia}`);
    await page.getByRole('grid', { name: 'Appointments you can book' }).waitFor({ timeout: 40_000 });
    await page.getByRole('button', { name: 'No suitable appointment' }).click();
    await page.getByRole('dialog', { name: 'No suitable appointment' }).waitFor();
    await check('the No suitable appointment dialog', 'modal');

    const violations = states.flatMap(({ state, violations: broken }) => broken.map((line) => `${state}: ${line}`));
    reportFigure({
      name: 'axe violations in error states',
      value: violations.length,
      target: '0',
      met: violations.length === 0,
      detail: `in ${states.length} error states (${counted('summary')} error summaries, ${counted('page')} error pages, ${counted('modal')} modals)`,
    });
    reportFigure({
      name: 'steps where focus missed the heading or error summary',
      value: focusMisses,
      target: '0',
      met: focusMisses === 0,
      detail: 'of 1 failed Continue',
    });
    expect(violations).toEqual([]);
    expect(focusMisses).toBe(0);
  }, 300_000);
});

/** The journeys a resident takes in the portal (a world with a persona), each with its file. */
const residentJourneys = journeyFilesOrDefault([])
  .map((file) => ({ file, journey: loadJourneyFile(file) }))
  .filter(({ journey }) => journeyWorld(journey.definition.id).persona !== undefined);

/**
 * The shortest path that completes a journey: to its confirmation page, or else to an exit it
 * leaves by from its summary (the request sent), other than going home.
 */
function completingPath(journey: Journey, file: string): PathFile | undefined {
  const paths = generatePathFiles(journey, file, { maxMoves: 20, maxPaths: 50 }).filter(
    (path) => path.kind === 'shortest',
  );
  const kindOf = (step: string) => journey.index.steps.get(step)?.kind;
  const confirmed = paths.find((path) => 'step' in path.target && kindOf(path.target.step) === 'confirmation');
  return (
    confirmed ??
    paths.find(
      (path) =>
        'exit' in path.target &&
        path.target.exit !== journey.definition.exitModal?.exitTo &&
        path.moves.some((move) => 'step' in move.from && kindOf(move.from.step) === 'summary'),
    )
  );
}

describe('keyboard only', () => {
  it('completes each journey a resident takes with Tab, Shift+Tab, the arrow keys, Space, Enter and typing', async () => {
    const { page } = await suite.open();
    await signIn(page, amara.email);
    const completed: string[] = [];
    const failures: string[] = [];
    for (const { file, journey } of residentJourneys) {
      const path = completingPath(journey, file);
      if (!path) {
        failures.push(`${file}: no generated path completes it`);
        continue;
      }
      const result = await replayInBrowser(page, journey, path, { keyboard: true });
      if (result.ok) completed.push(file);
      else failures.push(`${file} ${path.name}: ${result.lines.at(-1) ?? ''}`);
      await suite.gateway.removeNewWorkOrders();
    }
    reportFigure({
      name: 'keyboard-only journey completions',
      value: completed.length,
      target: String(residentJourneys.length),
      met: completed.length === residentJourneys.length,
      detail: `of ${residentJourneys.length} journeys (${residentJourneys.map(({ file }) => file).join(', ')})`,
    });
    expect(failures).toEqual([]);
    expect(residentJourneys.length).toBeGreaterThanOrEqual(3);
  }, 300_000);
});
