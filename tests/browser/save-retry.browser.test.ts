import type { Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PERSONA } from '../../gateway/server/seed/personas';
import { setUpBrowserSuite } from '../support/browser-suite';
import { reportFigure } from '../support/figures';
import { signIn } from './portal-steps';
import {
  answerYesNo,
  chooseAsset,
  chooseReason,
  newestWorkOrder,
  notADuplicate,
  onPage,
  pathname,
  pressContinue,
  startFromDashboard,
} from './repair-steps';

const suite = setUpBrowserSuite();
const { amara } = PERSONA;

/** The gateway's answer while its database restarts (gateway/server/plugins/errors.ts). */
const UNAVAILABLE = {
  status: 503,
  headers: { 'content-type': 'application/json; charset=utf-8', 'retry-after': '1' },
  body: JSON.stringify({
    status: 503,
    title: 'Service Unavailable',
    errors: [{ message: 'The service cannot reach its database for a moment; try again shortly.' }],
  }),
};

describe('a save that fails in the browser', () => {
  it('keeps the answers, and retries when the gateway comes back', async () => {
    const { page, errors } = await suite.open();
    await signIn(page, amara.email);
    await startFromDashboard(page);
    await chooseAsset(page, 'My Property');
    await chooseReason(page, 'Kitchen', 'cupboard', 'Kitchen cupboard door broken');
    await pressContinue(page);
    await notADuplicate(page);
    await onPage(page, '/repairadditionaldetails', 'Describe the problem');
    // Entering the page saved the draft.
    const draft = await newestWorkOrder(suite, amara.customerId);
    expect(draft.is_draft).toBe(true);

    const problem = 'The hinge of the cupboard under the sink has come off.';
    await page.getByRole('textbox', { name: 'Tell us about the problem' }).fill(problem);
    await pressContinue(page);
    await onPage(page, '/ConfirmedDampMould');
    // On the move from /ConfirmedDampMould to /uploadmedia the journey saves the draft. The gateway
    // fails that first save (its database restarting); the retry is held on its
    // way until the checks below have looked at the page, then let through: the gateway is back.
    const saves: string[] = [];
    let letThrough: () => void = () => undefined;
    const retryArrived = new Promise<void>((arrived) => {
      const failThenHold = async (route: Route) => {
        if (route.request().method() !== 'PATCH') return route.fallback();
        saves.push(saves.length === 0 ? 'failed' : 'retried');
        if (saves.length === 1) return route.fulfill(UNAVAILABLE);
        if (saves.length === 2) {
          const back = new Promise<void>((done) => (letThrough = done));
          arrived();
          await back;
        }
        return route.fallback();
      };
      void page.route(`**/api/works-orders/${draft.id}`, failThenHold);
    });

    const no = page.getByRole('radio', { name: 'No', exact: true });
    await no.check();
    await pressContinue(page);
    // The save failed and is tried again by itself; meanwhile the page stays with the answer on it.
    await Promise.race([
      retryArrived,
      new Promise((_, fail) => setTimeout(() => fail(new Error(`No retry of the save came: ${saves.join()}`)), 60_000)),
    ]);
    expect(pathname(page).toLowerCase()).toBe('/confirmeddampmould');
    expect(await no.isChecked()).toBe(true);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).not.toMatch(/sorry|problem with/i);
    letThrough();
    await onPage(page, '/uploadmedia', 'Add photos or videos');
    expect(saves).toEqual(['failed', 'retried']);
    const saved = await newestWorkOrder(suite, amara.customerId);
    expect(saved).toMatchObject({ id: draft.id, description: problem, is_draft: true });

    // Back on the pages before, the answers are still there as the resident gave them.
    await page.goBack();
    await onPage(page, '/ConfirmedDampMould');
    expect(await page.getByRole('radio', { name: 'No', exact: true }).isChecked()).toBe(true);
    await page.goBack();
    await onPage(page, '/repairadditionaldetails', 'Describe the problem');
    expect(await page.getByRole('textbox', { name: 'Tell us about the problem' }).inputValue()).toBe(problem);
    // A longer outage: every save fails until the portal gives up and says so; the answers stay
    // in the browser, and the save goes through on the next Continue once the gateway is back.
    await page.unroute(`**/api/works-orders/${draft.id}`);
    for (const next of ['/ConfirmedDampMould', '/uploadmedia', '/vulnerabilityquestion']) {
      await pressContinue(page);
      await onPage(page, next);
    }
    await answerYesNo(page, '/vulnerabilityquestion', 'No');
    await onPage(page, '/covidquestion');
    let refused = 0;
    const down = async (route: Route) => {
      if (route.request().method() !== 'PATCH') return route.fallback();
      refused += 1;
      return route.fulfill(UNAVAILABLE);
    };
    await page.route(`**/api/works-orders/${draft.id}`, down);
    await page.getByRole('radio', { name: 'No', exact: true }).check();
    await pressContinue(page);
    await onPage(page, '/repairJourneyErrorPage', 'Sorry, there is a problem');
    expect(refused).toBeGreaterThanOrEqual(3);
    await page.unroute(`**/api/works-orders/${draft.id}`);
    await page.goBack();
    await onPage(page, '/covidquestion');
    expect(await page.getByRole('radio', { name: 'No', exact: true }).isChecked()).toBe(true);
    await pressContinue(page);
    await onPage(page, '/customerdetails', 'How should we contact you about this repair?');
    const after = await newestWorkOrder(suite, amara.customerId);
    expect(after).toMatchObject({ id: draft.id, description: problem, is_draft: true });
    // Saved again (each save keeps the draft 48 hours from then).
    expect(after.draft_expires_at?.getTime()).toBeGreaterThan(saved.draft_expires_at?.getTime() ?? Infinity);

    reportFigure({
      name: 'failed draft saves retried with the answers kept',
      value: saves.length - 1,
      target: 'saved once the gateway is back',
      met: true,
      detail: 'save answered 503, retried and saved with the answers kept on the page',
    });
    // The browser logs the 503s it was given and the portal the save it gave up on; nothing else.
    const expected = (line: string) => line.includes('503') || line.includes('Operation "save-repair-draft" failed');
    expect(errors.filter((line) => !expected(line))).toEqual([]);
  }, 180_000);
});
