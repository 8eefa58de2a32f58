/**
 * Issue 16, items 4, 5, 6 and 10 (first and third points): the journey's widgets as a resident
 * (and a screen-reader user) meets them, from Amara's sign-in.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PERSONA } from '../../gateway/server/seed/personas';
import { setUpBrowserSuite } from '../support/browser-suite';
import { expectNoAxeViolations, signIn } from './portal-steps';
import {
  answerYesNo,
  chooseAsset,
  chooseReason,
  describe as describeProblem,
  newestWorkOrder,
  noHealthNeedNorIsolation,
  notADuplicate,
  onPage,
  pathname,
  pressContinue,
} from './repair-steps';

const suite = setUpBrowserSuite();
const { amara } = PERSONA;

/** Amara signs in and starts a repair report on her home, up to the reason page. */
async function amaraStartsReport(page: Page): Promise<void> {
  await signIn(page, amara.email);
  await page.getByRole('button', { name: 'Report a repair' }).first().click();
  // One home: the property page is passed over.
  await chooseAsset(page, 'My Property');
}

/**
 * Amara reports a leak under the kitchen sink, answers the reason's own question and the
 * emergency question, then goes back to the reason page.
 */
async function amaraAnswersLeakQuestionsAndGoesBack(page: Page): Promise<void> {
  await amaraStartsReport(page);
  await chooseReason(page, 'Kitchen', 'leak', 'Leak under the kitchen sink');
  await pressContinue(page);
  await onPage(page, '/supplementaryquestion', 'Leak under the kitchen sink');
  await page.getByRole('radio', { name: 'Yes' }).check();
  await pressContinue(page);
  await onPage(page, '/repairemergency', 'This may be an emergency');
  await page.getByRole('radio', { name: 'Yes, I can provide access' }).check();
  await pressContinue(page);
  await page.waitForURL((url) => url.pathname.toLowerCase() !== '/repairemergency');
  for (const route of ['/repairemergency', '/supplementaryquestion', '/repairlocation']) {
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await onPage(page, route);
  }
}

/** The reason box of /repairlocation. */
const reasonBox = (page: Page) => page.getByRole('combobox', { name: 'What is the problem?' });

/** The clear-answers warning. */
const clearWarning = (page: Page) =>
  page.getByRole('alertdialog', { name: 'Changing this answer will remove other answers' });

/** Words that look like an identifier of the code rather than English: kebab-case or dotted paths. */
const RAW_ID = /\b[a-z0-9]+(?:[-.][a-z0-9]+)+\b/;

/**
 * Runs axe-core's target-size rule (WCAG 2.2 AA 2.5.8, tagged wcag22aa and off by default) on the
 * page: fails when it did not run, or with the elements too small.
 */
async function expectNoTargetSizeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withRules(['target-size']).analyze();
  const ran = [...results.passes, ...results.violations, ...results.incomplete].map((rule) => rule.id);
  expect(ran, 'axe ran target-size on some element').toContain('target-size');
  const found = results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')} ${node.failureSummary ?? ''}`),
  );
  expect(found, `axe target-size on ${page.url()}`).toEqual([]);
}

/** The error summary's links, with their boxes: each at least 24 px high, none overlapping. */
async function expectErrorLinksOfTargetSize(page: Page, count: number): Promise<void> {
  const summary = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'There is a problem' }) });
  const links = summary.getByRole('link');
  await expect.poll(() => links.count()).toBe(count);
  const boxes = [];
  for (const link of await links.all()) boxes.push(await link.boundingBox());
  for (const box of boxes) expect(box?.height ?? 0).toBeGreaterThanOrEqual(24);
  for (let at = 1; at < boxes.length; at += 1)
    expect((boxes[at]?.y ?? 0) - (boxes[at - 1]?.y ?? 0)).toBeGreaterThanOrEqual(24);
}

describe('the journey widgets, as residents meet them', () => {
  it("names the answers a change of reason removes in the message files' words, never an internal name", async () => {
    const { page } = await suite.open();
    await amaraAnswersLeakQuestionsAndGoesBack(page);
    await reasonBox(page).fill('worktop');
    const dialog = clearWarning(page);
    await dialog.waitFor();
    const named = await dialog.getByRole('listitem').allTextContents();
    expect(await dialog.textContent()).not.toContain('supplementary-answers');
    for (const name of named) expect(name).not.toMatch(RAW_ID);
    expect(named).toEqual(['Extra question about the problem', 'Emergency access']);
    await expectNoAxeViolations(page);
  });

  it('announces "1 result is available" when one reason matches', async () => {
    const { page } = await suite.open();
    await amaraStartsReport(page);
    await page.getByRole('combobox', { name: 'Where is the problem?' }).selectOption('Kitchen');
    await reasonBox(page).fill('worktop');
    await page.getByRole('option', { name: 'Kitchen worktop damaged' }).waitFor();
    expect(await page.getByRole('listbox').getByRole('option').count()).toBe(1);
    const status = page.locator('.rp-autocomplete [role=status]');
    await expect.poll(() => status.textContent()).toBe('1 result is available');
    await reasonBox(page).fill('sink');
    await expect.poll(() => status.textContent()).toMatch(/^[2-9] results are available$/);
  });

  it('shows the suggestions again at once when the resident confirms the change of reason', async () => {
    const { page } = await suite.open();
    await amaraAnswersLeakQuestionsAndGoesBack(page);
    const dialog = clearWarning(page);
    // Kept off: the box shows the reason chosen.
    await reasonBox(page).fill('worktop');
    await dialog.getByRole('button', { name: 'Keep my answer' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => reasonBox(page).inputValue()).toBe('Leak under the kitchen sink');
    await reasonBox(page).fill('worktop');
    await dialog.getByRole('button', { name: 'Change my answer' }).click();
    await dialog.waitFor({ state: 'detached' });
    // No other key pressed: the suggestions for what was typed are there.
    await page.getByRole('option', { name: 'Kitchen worktop damaged' }).waitFor();
    expect(await reasonBox(page).getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('option', { name: 'Kitchen worktop damaged' }).click();
    expect(await reasonBox(page).inputValue()).toBe('Kitchen worktop damaged');
  });

  it('resumes a draft saved before the damp or mould question on that question, not after it', async () => {
    const { page } = await suite.open();
    await amaraStartsReport(page);
    await chooseReason(page, 'Kitchen', 'cupboard', 'Kitchen cupboard door broken');
    await pressContinue(page);
    await notADuplicate(page);
    await describeProblem(page, 'The cupboard door under the sink has come off its hinge.');
    await onPage(page, '/ConfirmedDampMould', 'Is the problem damp or mould?');
    await page.getByRole('button', { name: 'Save draft and exit' }).click();
    await page.waitForURL((url) => url.pathname === '/customer360View');
    const draft = await newestWorkOrder(suite, amara.customerId);
    expect(draft).toMatchObject({ is_draft: true, description: expect.stringContaining('hinge') });

    // Another device: from the repair's page in the repairs list.
    const other = await suite.open();
    await signIn(other.page, amara.email);
    await other.page.goto(`/repairhistorydetails?id=${draft.id}`);
    await other.page.getByRole('link', { name: 'Resume repair' }).click();
    await other.page.getByText('We have kept the answers you saved.').waitFor();
    expect(pathname(other.page)).toBe('/ConfirmedDampMould');
    await onPage(other.page, '/ConfirmedDampMould', 'Is the problem damp or mould?');
    await answerYesNo(other.page, '/ConfirmedDampMould', 'No');
    await onPage(other.page, '/uploadmedia');
  });

  it('gives every error-summary link a target of 24 px or more, with several errors shown', async () => {
    const { page } = await suite.open();
    await amaraStartsReport(page);
    // Nothing chosen: two errors.
    await pressContinue(page);
    await expectErrorLinksOfTargetSize(page, 2);
    await expectNoTargetSizeViolations(page);
    await expectNoAxeViolations(page);

    await chooseReason(page, 'Kitchen', 'fan', 'Extractor fan not working');
    await pressContinue(page);
    await notADuplicate(page);
    await describeProblem(page, 'The extractor fan above the cooker does not turn on.');
    await answerYesNo(page, '/ConfirmedDampMould', 'No');
    await onPage(page, '/uploadmedia');
    await pressContinue(page);
    await noHealthNeedNorIsolation(page);
    await onPage(page, '/customerdetails', 'How should we contact you about this repair?');
    // Nothing filled: an error for each question.
    await pressContinue(page);
    await expectErrorLinksOfTargetSize(page, 3);
    expect(pathname(page)).toBe('/customerdetails');
    await expectNoTargetSizeViolations(page);
    await expectNoAxeViolations(page);
  });
});
