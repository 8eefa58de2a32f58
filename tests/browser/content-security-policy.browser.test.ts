import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { PERSONA } from '../../gateway/server/seed/personas';
import { setUpBrowserSuite } from '../support/browser-suite';
import { reportFigure } from '../support/figures';
import { expectHeading, signIn } from './portal-steps';

const suite = setUpBrowserSuite();

/** One refusal Chromium reported: which directive, what it blocked, on which page. */
interface Violation {
  directive: string;
  blocked: string;
  page: string;
  sample: string;
}

/**
 * Records every securitypolicyviolation event of every page and frame of the context (the
 * payment sandbox's frame included) into `into`, so a walk can say what the policy refused.
 */
async function recordViolations(context: BrowserContext, into: Violation[]): Promise<void> {
  await context.exposeBinding('reportCspViolation', (_source, violation: Violation) => {
    into.push(violation);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (v: Violation) => void }).reportCspViolation;
      void report({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        page: location.pathname,
        sample: event.sample,
      });
    });
  });
}

/** Walked pages and refusals over the file, for the figure. */
const walked = new Set<string>();
const allViolations: Violation[] = [];

afterAll(() => {
  reportFigure({
    name: 'CSP violations while walking pages',
    value: allViolations.length,
    target: '0',
    met: allViolations.length === 0,
    detail: `on ${walked.size} pages (portal, /idp, /docs, payment sandbox)`,
  });
});

/** Opens a portal page in a context whose CSP refusals are recorded. */
async function openRecorded(): Promise<{ page: Page; violations: Violation[]; errors: string[] }> {
  const { page, context, errors } = await suite.open();
  const violations: Violation[] = [];
  await recordViolations(context, violations);
  page.on('framenavigated', (frame) => walked.add(new URL(frame.url()).pathname));
  return { page, violations, errors };
}

/** Waits until the page has settled (no card still loading) and its styles are applied. */
async function settled(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await expect.poll(() => page.locator('main [aria-busy="true"]').count(), { timeout: 15_000 }).toBe(0);
}

describe("the Content-Security-Policy (no 'unsafe-inline') refuses nothing the gateway's pages need", () => {
  it('signed out: the start page, the identity provider (its error summary, registration and logged-out pages), a 404 and /docs', async () => {
    const { page, violations, errors } = await openRecorded();
    await page.goto('/startpage');
    await expectHeading(page, 'Welcome to your resident portal');
    await page.getByRole('link', { name: 'Log in' }).click();
    await expectHeading(page, 'Log in to your account');
    // The provider's stylesheet is a file now: it must still apply (its green button).
    expect(
      await page.getByRole('button', { name: 'Log in' }).evaluate((button) => getComputedStyle(button).backgroundColor),
    ).toBe('rgb(0, 112, 60)');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('heading', { name: 'There is a problem' }).waitFor();
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expectHeading(page, 'Create an account');

    await page.goto('/no-such-page');
    await expectHeading(page, 'Page not found');

    // Swagger UI renders with React (style props set through the DOM): open one operation.
    await page.goto('/docs');
    await page.getByRole('heading', { name: /Resident portal reference gateway/ }).waitFor();
    const operation = page.locator('.opblock-summary-control').first();
    await operation.click();
    await page.locator('.opblock-body').first().waitFor();

    // With no provider session, its end-session page posts itself on (an inline script the
    // provider allows by its hash) and ends on our "logged out" page.
    await page.goto('/idp/session/end');
    await expectHeading(page, 'You have logged out');

    allViolations.push(...violations);
    expect(violations).toEqual([]);
    // The empty login form is answered 400 on purpose (its error summary); nothing else may fail.
    expect(errors.filter((error) => !/status of 400 .*\/idp\/interaction\/[^/]+\/login\)$/.test(error))).toEqual([]);
  });

  it("signed in as Amara: every header page, the payment sandbox in its frame and the provider's log-out page", async () => {
    const { page, violations, errors } = await openRecorded();
    await signIn(page, PERSONA.amara.email);
    await settled(page);
    const navigation = page.getByRole('navigation', { name: 'Main' });
    const items = await navigation.getByRole('link').count();
    expect(items).toBeGreaterThanOrEqual(5);
    for (let at = 0; at < items; at += 1) {
      await navigation.getByRole('link').nth(at).click();
      await settled(page);
    }

    // A card payment: the portal posts its form into the sandbox's frame (its own, stricter policy).
    await page.goto('/viewaccount');
    await expectHeading(page, 'Balance');
    await page
      .getByRole('link', { name: 'Make payment' })
      .or(page.getByRole('button', { name: 'Make payment' }))
      .click();
    await expectHeading(page, 'Make a payment');
    await page.getByRole('radio', { name: 'Other amount' }).check();
    await page.getByRole('textbox', { name: 'Amount in pounds' }).fill('10.00');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectHeading(page, 'Pay by card');
    await page
      .frameLocator('iframe[name="payment-provider-frame"]')
      .getByRole('heading', { name: 'Pay by card' })
      .waitFor();

    // The provider's own "log out?" page, for a resident with a provider session.
    await page.goto('/idp/session/end');
    await expectHeading(page, 'Do you want to log out?');

    allViolations.push(...violations);
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
  });
});
