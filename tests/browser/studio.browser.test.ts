/**
 * The journey studio (issue 28, docs/journeys/README.md "The journey studio") driven as its people
 * drive it, through its page alone, on a copy of the repository in a temporary folder: the tester
 * who opens a path file from the portal's dev mode and replays every path, the analyst who previews
 * a step deep in the repair journey, breaks a route, and adds the pets question and saves it.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, FrameLocator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadJourneyFile } from '../../scripts/journeys/load-journey-file';
import { generatePathFiles } from '../../scripts/journeys/path-files';
import { startStudioServer, type StudioServer } from '../../scripts/studio/server';
import { launchChromium, openPortalPage, type PortalPage } from '../support/browser';
import { copyRepository, type StudioCopy } from '../support/studio-copy';
import { walkedRepairPath } from '../support/studio-walked-path';
import { axeViolations } from './portal-steps';

const repair = loadJourneyFile('journeys/repair.json');
const words = JSON.parse(readFileSync('src/i18n/locales/en-GB/journeys.json', 'utf8')) as Record<string, string>;
const routeOf = (step: string) => repair.index.steps.get(step)?.route ?? '';
const headingOf = (step: string) => words[repair.index.steps.get(step)?.headingKey ?? ''] ?? '';

let copy: StudioCopy;
let studio: StudioServer;
let browser: Browser;
let opened: PortalPage | undefined;
const scratch = mkdtempSync(join(tmpdir(), 'studio-browser-'));

beforeAll(async () => {
  copy = copyRepository();
  [studio, browser] = await Promise.all([
    startStudioServer({ root: copy.root, port: 0, log: () => undefined }),
    launchChromium(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await studio?.close();
  copy?.remove();
  rmSync(scratch, { recursive: true, force: true });
});
afterEach(async () => {
  await opened?.close();
  opened = undefined;
});

/** Opens the studio at the address the terminal printed, on a desktop-sized window, at the repair journey. */
async function openStudio(): Promise<Page> {
  opened = await openPortalPage(browser, studio.url);
  const { page } = opened;
  await page.setViewportSize({ width: 1600, height: 1000 });
  await page.goto(`/?${new URLSearchParams({ token: studio.token })}`);
  await page.getByLabel('Journey', { exact: true }).selectOption('journeys/repair.json');
  await expect
    .poll(() =>
      page
        .getByRole('status')
        .filter({ hasText: /No problems/ })
        .count(),
    )
    .toBe(1);
  return page;
}

/** The preview's frame, where the portal's own page is. */
const previewFrame = (page: Page): FrameLocator => page.frameLocator('iframe[title^="Preview"]');

/** What the studio says the preview shows. */
const previewSays = (page: Page) => page.getByText(/^The preview shows|^The resident has left/);

/** Finds a step with the graph's search and opens it, by keyboard. */
async function openStep(page: Page, stepId: string): Promise<void> {
  const search = page.getByRole('searchbox', { name: 'Find a step' });
  await search.fill(stepId);
  await search.press('Enter');
  await page.keyboard.press('Enter');
}

describe('the journey studio, for testers', () => {
  it('opens a path file downloaded from the portal’s dev mode, steps through it to the end, and replays every repair path: all passed', async () => {
    const walked = await walkedRepairPath(repair, new Date('2026-11-02T10:00:00Z'));
    const file = join(scratch, `${walked.journey}-${walked.name}.json`);
    writeFileSync(file, `${JSON.stringify(walked, null, 2)}\n`);
    const page = await openStudio();

    await page.getByLabel('Open a path file').setInputFiles(file);
    await expect
      .poll(() =>
        page
          .getByRole('status')
          .filter({ hasText: /^Opened / })
          .textContent(),
      )
      .toContain(walked.name);
    const stepper = page.getByRole('group', { name: `Stepping through ${walked.name}` });
    // Move by move, the preview is where the path says, and the portal's page shows that step's heading.
    for (const move of walked.moves) {
      await stepper.getByRole('button', { name: 'Next move' }).click();
      const to = move.to as { step: string; page: number };
      await expect.poll(() => previewSays(page).textContent()).toContain(`${routeOf(to.step)} (step “${to.step}”`);
      // A run's page (the reason's supplementary question) is headed by the reason, not by words of the journey.
      if (repair.index.steps.get(to.step)?.kind === 'question')
        await expect
          .poll(() => previewFrame(page).getByRole('heading', { level: 1 }).textContent())
          .toBe(headingOf(to.step));
    }
    await expect.poll(() => stepper.getByRole('button', { name: 'Next move' }).isDisabled()).toBe(true);
    expect(await previewSays(page).textContent()).toContain(routeOf('confirmation-details'));
    // The path file was replayed headless when it was opened.
    const table = page.getByRole('table', { name: /^Replay:/ });
    await expect.poll(() => table.getByRole('caption').textContent()).toBe('Replay: 1 passed, 0 diverged');

    await page.getByRole('button', { name: 'Replay all' }).click();
    await expect
      .poll(() => table.getByRole('caption').textContent(), { timeout: 30_000 })
      .toMatch(/^Replay: \d+ passed, 0 diverged$/);
    const rows = table.locator('tbody tr');
    const count = await rows.count();
    expect(count).toBeGreaterThan(20);
    expect(await table.getByRole('caption').textContent()).toBe(`Replay: ${count} passed, 0 diverged`);
    for (const outcome of await table.locator('tbody tr td:nth-child(2)').allTextContents())
      expect(outcome).toBe('passed');
    expect(opened?.errors).toEqual([]);
  });
});

describe('the journey studio, for analysts', () => {
  it('previews a step only a condition reaches as a resident who walked there sees it, and Back goes where that path came from', async () => {
    const page = await openStudio();
    // The duplicate page: shown only when the duplicate check found open repairs like this one (REP-DUP-02).
    await openStep(page, 'duplicate');
    await expect.poll(() => previewSays(page).textContent()).toContain(`${routeOf('duplicate')} (step “duplicate”)`);
    const frame = previewFrame(page);
    await expect.poll(() => frame.getByRole('heading', { level: 1 }).textContent()).toBe(headingOf('duplicate'));
    // The duplicate the paths' world found is on the page, as it is for the resident.
    await expect.poll(() => frame.getByText('Dripping tap, reported last week').count()).toBeGreaterThan(0);
    // At a phone's width.
    const box = await page.locator('iframe[title^="Preview"]').boundingBox();
    expect(Math.round(box?.width ?? 0)).toBeGreaterThanOrEqual(390);
    expect(Math.round(box?.width ?? 0)).toBeLessThan(400);

    // The step the generated path to it came from (the emergency page is passed over for a repair
    // that is not an emergency, so it is the reason's page), not the journey's first step.
    const path = generatePathFiles(repair, 'journeys/repair.json', { maxMoves: 20, maxPaths: 1 }).find(
      (found) => found.kind === 'shortest' && 'step' in found.target && found.target.step === 'duplicate',
    );
    const cameFrom = (path?.moves.at(-1)?.from as { step: string }).step;
    expect(cameFrom).not.toBe(repair.definition.start);
    await frame.getByRole('button', { name: 'Back' }).click();
    await expect.poll(() => previewSays(page).textContent()).toContain(`${routeOf(cameFrom)} (step “${cameFrom}”)`);
    expect(opened?.errors).toEqual([]);
  });
});
