import type { FrameLocator, Page } from 'playwright-core';

/*
 * What an analyst does in the journey studio (issue 28), as steps shared by its Chromium tests
 * (tests/browser/studio.browser.test.ts) and the script that takes the screenshots of the walk in
 * docs/journeys/README.md (scripts/studio/screenshots.ts), so the pictures show what the tests do.
 * Playwright's own waits only: the script runs outside Vitest.
 */

/** The pets question of the walk: between the health question and the self-isolation question of the repair. */
export const PETS_WALK = {
  after: 'vulnerability',
  heading: 'Pets in your home',
  question: 'Do you have pets in your home?',
  required: 'Tell us whether you have pets in your home.',
  step: 'pets',
  answer: 'pets-in-home',
  route: '/petsquestion',
} as const;

/** Waits until the check says the held journeys have no problems. */
export async function noProblems(page: Page): Promise<void> {
  await page
    .getByRole('status')
    .filter({ hasText: /No problems/ })
    .waitFor();
}

/** Opens the studio at the address the terminal printed (with its token), at the repair journey. */
export async function openStudioAt(page: Page, url: string, token: string): Promise<void> {
  await page.goto(`${url}/?${new URLSearchParams({ token })}`);
  await page.getByLabel('Journey', { exact: true }).selectOption('journeys/repair.json');
  await noProblems(page);
}

/** The preview's frame, where the portal's own page is. */
export const previewFrame = (page: Page): FrameLocator => page.frameLocator('iframe[title^="Preview"]');

/** What the studio says the preview shows. */
export const previewSays = (page: Page) => page.getByText(/^The preview shows|^The resident has left/);

/** Finds a step with the graph's search and opens it, by keyboard. */
export async function openStep(page: Page, stepId: string): Promise<void> {
  const search = page.getByRole('searchbox', { name: 'Find a step' });
  await search.fill(stepId);
  await search.press('Enter');
  await page.keyboard.press('Enter');
}

/** Opens the form that adds a question after the walk's step, and fills it in: the pets question, sent with the work order. */
export async function fillInThePetsQuestion(page: Page): Promise<void> {
  await openStep(page, PETS_WALK.after);
  await page.getByRole('button', { name: 'Add a question step after this one' }).click();
  const form = page.getByRole('form', { name: `Add a question step after "${PETS_WALK.after}"` });
  await form.getByRole('textbox', { name: 'Words of the heading' }).fill(PETS_WALK.heading);
  await form.getByRole('textbox', { name: 'The question' }).fill(PETS_WALK.question);
  await form.getByRole('radio', { name: 'Yes or No' }).check();
  await form.getByRole('textbox', { name: 'Words when it is not answered' }).fill(PETS_WALK.required);
  await form.getByRole('textbox', { name: 'Step id' }).fill(PETS_WALK.step);
  await form.getByRole('textbox', { name: 'Answer key' }).fill(PETS_WALK.answer);
  await form.getByRole('textbox', { name: 'Address (route)' }).fill(PETS_WALK.route);
  await form.getByRole('radio', { name: /^Send it with .* as a labelled question and answer$/ }).check();
}

/** Adds the filled-in step and waits for the check to pass. */
export async function addTheStep(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Add the step' }).click();
  await noProblems(page);
}

/** Opens Review and save and waits until it has worked out the impact. */
export async function reviewTheChange(page: Page) {
  await page.getByRole('button', { name: 'Review and save' }).click();
  const dialog = page.getByRole('dialog', { name: 'Review and save' });
  await dialog.getByRole('region', { name: 'What the change does to the tests' }).waitFor({ timeout: 60_000 });
  return dialog;
}
