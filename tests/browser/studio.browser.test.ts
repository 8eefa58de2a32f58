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
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadJourneyFile } from '../../scripts/journeys/load-journey-file';
import { generatePathFiles } from '../../scripts/journeys/path-files';
import { startStudioServer, type StudioServer } from '../../scripts/studio/server';
import { launchChromium, openPortalPage, type PortalPage } from '../support/browser';
import { copyRepository, type StudioCopy } from '../support/studio-copy';
import {
  addTheStep,
  fillInThePetsQuestion,
  noProblems,
  openStep,
  openStudioAt,
  previewFrame,
  previewSays,
  reviewTheChange,
} from '../support/studio-steps';
import { walkedRepairPath } from '../support/studio-walked-path';
import { reportFigure } from '../support/figures';
import { axeViolations, tabTo } from './portal-steps';

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
  await opened.page.setViewportSize({ width: 1600, height: 1000 });
  await openStudioAt(opened.page, studio.url, studio.token);
  return opened.page;
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

  it('previews a page only a variant of the resident’s world shows: a resident with two homes chooses which one', async () => {
    const page = await openStudio();
    await page.getByRole('combobox', { name: 'The resident’s world' }).selectOption({ index: 2 });
    await openStep(page, 'repair-property');
    await expect
      .poll(() => previewSays(page).textContent())
      .toContain(`${routeOf('repair-property')} (step “repair-property”)`);
    const frame = previewFrame(page);
    await expect.poll(() => frame.getByRole('heading', { level: 1 }).textContent()).toBe(headingOf('repair-property'));
    await expect.poll(() => frame.getByText('Garage 4, Elm Court').count()).toBeGreaterThan(0);
    expect(opened?.errors).toEqual([]);
  });

  it('shows a route to a step that does not exist on the node, the field and the JSON line, and refuses to save it', async () => {
    const page = await openStudio();
    const before = readFileSync(join(copy.root, 'journeys/repair.json'));
    await openStep(page, 'customer-details');
    // In the JSON view, with the editor's own find and replace: the contact page's route to the summary (the only one).
    await page.getByRole('textbox', { name: 'JSON of journeys/repair.json' }).click();
    await page.keyboard.press('Control+f');
    const find = page.locator('.cm-search');
    await find.waitFor();
    await find.getByRole('textbox', { name: 'Find', exact: true }).fill('"to": "confirmation-details"');
    await find.getByRole('textbox', { name: 'Replace', exact: true }).fill('"to": "confirmation-detail"');
    // A stopwatch (monotonic), not the time of day: the figure below is the same at any hour.
    const changed = performance.now();
    await find.getByRole('button', { name: 'replace all', exact: true }).click();

    const problem = 'no step or exit "confirmation-detail"';
    // On the graph's node: its problem badge, in words.
    const node = page
      .locator('.react-flow__node[data-id]')
      .filter({ hasText: 'How should we contact you about this repair?' });
    await expect.poll(() => node.textContent()).toMatch(/\d+ problems?/);
    const shownAfter = Math.round(performance.now() - changed);
    // Issue 28 asks for under 1 s: a figure beside the suite's, not asserted, since a busy machine
    // slows the browser and the check alike (speed targets are figures, not timed tests).
    reportFigure({
      name: 'studio: a route to a missing step shown on its node after the change (ms, Chromium)',
      value: shownAfter,
      target: 'under 1000',
      met: shownAfter < 1000,
    });
    // By the form's field: the route's "Goes to".
    const routes = page.locator('#studio-inspector').getByRole('region', { name: 'Routes', exact: true });
    await expect.poll(() => routes.textContent()).toContain(problem);
    // On the JSON line: the editor's lint mark, and the problems listed under it with their line.
    const line =
      before
        .toString()
        .split('\n')
        .findIndex((text) => text.includes('"to": "confirmation-details"')) + 1;
    const listed = page.getByRole('region', { name: 'Problems in this file' });
    await expect.poll(() => listed.textContent()).toContain(`Line ${line}: Error: ${problem}`);
    await listed
      .getByRole('button', { name: `Show line ${line} in the editor` })
      .first()
      .click();
    const marked = page.locator('.cm-line').filter({ hasText: '"to": "confirmation-detail"' });
    await expect.poll(() => marked.locator('.cm-lintRange-error').count()).toBe(1);
    await expect
      .poll(() => page.getByRole('region', { name: 'Problems of this step' }).textContent())
      .toContain(problem);

    await page.getByRole('button', { name: 'Review and save' }).click();
    const dialog = page.getByRole('dialog', { name: 'Review and save' });
    await expect
      .poll(() => dialog.textContent(), { timeout: 30_000 })
      .toContain('Save is not possible while the check finds');
    expect(await dialog.getByRole('button', { name: 'Save', exact: true }).isDisabled()).toBe(true);
    expect(await dialog.textContent()).toContain('The journey cannot be run until the problems below are fixed');
    expect(await dialog.getByRole('region', { name: 'Problems to fix first' }).textContent()).toContain(problem);
    await page.keyboard.press('Escape');
    expect(readFileSync(join(copy.root, 'journeys/repair.json')).equals(before)).toBe(true);
    // Undo puts the route back: no problems.
    await page.getByRole('button', { name: 'Undo' }).click();
    await noProblems(page);
  });

  it('adds the pets question between two repair steps with its words, previews it from the journey’s start and on, sees the impact and the diff, and saves files the check and the formatter pass', async () => {
    const page = await openStudio();
    await fillInThePetsQuestion(page);
    const form = page.getByRole('form', { name: 'Add a question step after "vulnerability"' });
    expect(await form.getByRole('combobox', { name: 'Where Continue goes from the new step' }).inputValue()).toBe(
      'covid',
    );
    await addTheStep(page);

    // The preview walks the repair journey from its start along a generated path to the new question.
    await openStep(page, 'pets');
    await expect
      .poll(() => previewSays(page).textContent(), { timeout: 30_000 })
      .toContain('/petsquestion (step “pets”)');
    const frame = previewFrame(page);
    await expect.poll(() => frame.getByRole('heading', { level: 1 }).textContent()).toBe('Pets in your home');
    // ... and on: the resident answers it and Continue leads to the step that followed.
    await frame.getByRole('radio', { name: 'No' }).check();
    await frame.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => previewSays(page).textContent()).toContain(`${routeOf('covid')} (step “covid”)`);

    const dialog = await reviewTheChange(page);
    const impact = dialog.getByRole('region', { name: 'What the change does to the tests' });
    await expect.poll(() => impact.textContent(), { timeout: 60_000 }).toMatch(/Test paths: \d+ of \d+ change/);
    const changedPaths = Number(/Test paths: (\d+) of/.exec((await impact.textContent()) ?? '')?.[1]);
    expect(changedPaths).toBeGreaterThan(0);
    const diff = await dialog.getByLabel('The change, as it will be written').textContent();
    expect(diff).toContain('+      "id": "pets",');
    expect(diff).toContain('+  "repair.pets.heading": "Pets in your home",');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => dialog.getByRole('status').textContent(), { timeout: 30_000 }).toMatch(/^✔ Saved: /);
    expect(await dialog.getByRole('status').textContent()).toContain('journeys/repair.json');

    const saved = {
      journey: readFileSync(join(copy.root, 'journeys/repair.json'), 'utf8'),
      words: readFileSync(join(copy.root, 'src/i18n/locales/en-GB/journeys.json'), 'utf8'),
    };
    expect(saved.journey).toBe(readFileSync('tests/studio/fixtures/repair-with-pets.json', 'utf8'));
    expect(saved.words).toBe(readFileSync('tests/studio/fixtures/journeys-words-with-pets.json', 'utf8'));
    // The project's own commands pass on the copy: the journeys check, and the formatter on what the studio wrote.
    execFileSync(process.execPath, ['scripts/journeys/launch.mjs', 'check'], { cwd: copy.root, stdio: 'pipe' });
    execFileSync(
      process.execPath,
      ['node_modules/prettier/bin/prettier.cjs', '--check', 'journeys', 'src/i18n/locales', 'docs/journeys'],
      { cwd: copy.root, stdio: 'pipe' },
    );
    expect(opened?.errors).toEqual([]);
  });
});

describe('the journey studio, for everyone and by keyboard', () => {
  it('has nothing axe-core finds (WCAG 2.2 A and AA) on the studio, with a step open in the inspector and the preview', async () => {
    const page = await openStudio();
    expect(await axeViolations(page)).toEqual([]);
    await openStep(page, 'vulnerability');
    await expect.poll(() => previewSays(page).textContent()).toContain('(step “vulnerability”)');
    await expect.poll(() => page.getByRole('region', { name: 'Editing: Your health and well-being' }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    // A step whose route uses a named condition: its form (with rjsf's which-kind choosers) and the add form.
    await openStep(page, 'vandalism');
    await expect.poll(() => page.getByRole('region', { name: `Editing: ${headingOf('vandalism')}` }).count()).toBe(1);
    const conditions = page.getByRole('region', { name: 'Named conditions' });
    await conditions.getByRole('button', { name: 'Add a condition' }).click();
    await expect.poll(() => conditions.getByRole('combobox', { name: 'When it holds: which kind' }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('makes one edit by keyboard alone: chooses the journey, finds and opens a step, changes its heading’s words, and sees them on the graph and in the preview', async () => {
    opened = await openPortalPage(browser, studio.url);
    const { page } = opened;
    await page.setViewportSize({ width: 1600, height: 1000 });
    await page.goto(`/?${new URLSearchParams({ token: studio.token })}`);
    await noProblems(page);
    await tabTo(page, 'Journey');
    // The journeys are in name order: repair is the last.
    await page.keyboard.press('End');
    expect(await page.getByRole('combobox', { name: 'Journey', exact: true }).inputValue()).toBe(
      'journeys/repair.json',
    );
    await tabTo(page, 'Find a step', 60);
    await page.keyboard.type('covid');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('region', { name: `Editing: ${headingOf('covid')}` }).count()).toBe(1);
    await tabTo(page, `Heading (${repair.index.steps.get('covid')?.headingKey})`, 200);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Staying at home');
    await page.keyboard.press('Tab');
    await expect.poll(() => page.getByText(/^Last change: /).textContent()).toMatch(/^Last change: .+/);
    const node = page.locator('.react-flow__node[data-id]').filter({ hasText: 'Staying at home' });
    await expect.poll(() => node.count()).toBe(1);
    await expect
      .poll(() => previewFrame(page).getByRole('heading', { level: 1 }).textContent())
      .toBe('Staying at home');
    expect(opened.errors).toEqual([]);
  });
});
