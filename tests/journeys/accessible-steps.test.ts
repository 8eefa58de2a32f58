/**
 * Every step of every generated path of every journey, checked headless for what the renderer
 * needs to make an accessible page of it (the browser checks a sample of paths with axe-core in
 * tests/browser/journey-replay.browser.test.ts): a heading in words, a label in words for each
 * field and each option it offers, and an error summary whose every message is in words and
 * points at a field the page shows (the summary's links focus that field).
 */
import { describe, expect, it } from 'vitest';
import {
  journeyGraphLogic,
  positionOf,
  validatePosition,
  viewModel,
  type Journey,
  type JourneySnapshot,
} from '../../engine';
import { rendererMessages } from '../../renderer/messages';
import { SELF_SERVICE_CASE_TYPES } from '../../scripts/journeys/case-world';
import { journeyFilesOrDefault } from '../../scripts/journeys/journey-files';
import { loadJourneyFile } from '../../scripts/journeys/load-journey-file';
import { DEFAULT_LOCALE_DIR, localeWords } from '../../scripts/journeys/locale-keys';
import { generatePathFiles, type PathFile } from '../../scripts/journeys/path-files';
import { caseTypeWorld } from '../../scripts/journeys/worlds';
import { reportFigure } from '../support/figures';

const bounds = { maxMoves: 20, maxPaths: 50 };
const words = localeWords([DEFAULT_LOCALE_DIR]);
for (const [key, text] of Object.entries(rendererMessages)) words.set(key, text);

/** The wording of a message key, with or without its namespace ("journeys:key"). */
const wordsOf = (key: string | undefined): string =>
  key === undefined ? '' : (words.get(key) ?? words.get(key.replace(/^[^:.]+:/, '')) ?? '').trim();

/** What the page of a step lacks for a screen reader, in words (none: the page is fine). */
function stepProblems(journey: Journey, snapshot: JourneySnapshot): string[] {
  const where = `${journey.definition.id} ${snapshot.stepId}${snapshot.page > 0 ? ` page ${snapshot.page + 1}` : ''}`;
  const errors = validatePosition(journey.index, positionOf(snapshot), snapshot).errors;
  const model = viewModel(journey, snapshot, errors);
  const problems: string[] = [];
  if (!(model.heading ?? wordsOf(model.headingKey))) problems.push(`${where}: no heading (${model.headingKey})`);
  const names = new Set(model.fields.map((field) => field.name));
  for (const field of model.fields) {
    if (!(field.label ?? wordsOf(field.labelKey)))
      problems.push(`${where}: the field ${field.name} has no label (${field.labelKey ?? 'none'})`);
    for (const option of field.options ?? [])
      if (!(option.label ?? wordsOf(option.labelKey)))
        problems.push(`${where}: the option ${option.value} of ${field.name} has no words`);
  }
  for (const error of errors) {
    if (!names.has(error.field))
      problems.push(`${where}: the error summary points at ${error.field}, which the page does not show`);
    if (!wordsOf(error.messageKey)) problems.push(`${where}: the error ${error.messageKey} has no words`);
  }
  return problems;
}

/** The snapshots of the steps one path reaches (exits are the portal's own pages, checked as routes). */
function stepsReached(journey: Journey, path: PathFile): JourneySnapshot[] {
  const effects = () => ({ ...path.facts });
  const logic = journeyGraphLogic(journey, { facts: path.assumes.facts, toggles: path.assumes.toggles, effects });
  let state = logic.getInitialSnapshot(null as never, undefined);
  const reached = [state.context];
  for (const move of path.moves) {
    state = logic.transition(state, move.event, null as never);
    reached.push(state.context);
  }
  return reached.filter((snapshot) => snapshot.status !== 'done' && journey.index.steps.has(snapshot.stepId));
}

/** Every journey's generated paths, and the case journey's for each self-service case type. */
function allPaths(): { journey: Journey; paths: PathFile[] }[] {
  const files = journeyFilesOrDefault([]);
  const sets = files.map((file) => {
    const journey = loadJourneyFile(file);
    return { journey, paths: generatePathFiles(journey, file, bounds) };
  });
  const caseJourney = loadJourneyFile('journeys/case.json');
  for (const type of SELF_SERVICE_CASE_TYPES)
    sets.push({
      journey: caseJourney,
      paths: generatePathFiles(caseJourney, 'journeys/case.json', bounds, caseTypeWorld(type)),
    });
  return sets;
}

describe('every step of every generated path has what an accessible page needs', () => {
  it(
    'a heading, labelled fields and options, and an error summary that points at fields on the page',
    { timeout: 60_000 },
    () => {
      const sets = allPaths();
      const problems = new Set<string>();
      const steps = new Set<string>();
      let pathCount = 0;
      let visits = 0;
      for (const { journey, paths } of sets) {
        for (const path of paths) {
          pathCount += 1;
          for (const snapshot of stepsReached(journey, path)) {
            visits += 1;
            steps.add(`${journey.definition.id}/${snapshot.stepId}/${snapshot.page}`);
            for (const problem of stepProblems(journey, snapshot)) problems.add(problem);
          }
        }
      }
      reportFigure({
        name: 'journey steps an accessible page cannot be made of (engine, all paths)',
        value: problems.size,
        target: '0',
        met: problems.size === 0,
        detail: `on ${visits} step visits (${steps.size} distinct steps) of ${pathCount} paths`,
      });
      expect([...problems]).toEqual([]);
      // Every journey was walked, and far enough to reach many steps.
      expect(new Set(sets.map(({ journey }) => journey.definition.id)).size).toBe(journeyFilesOrDefault([]).length);
      expect(steps.size).toBeGreaterThan(20);
    },
  );

  it('finds a step without a heading and a field without a label', () => {
    const journey = loadJourneyFile('journeys/referral.json');
    const [path] = generatePathFiles(journey, 'journeys/referral.json', bounds);
    const [first] = stepsReached(journey, path as PathFile);
    const snapshot = first as JourneySnapshot;
    const step = journey.index.steps.get(snapshot.stepId);
    expect(step?.kind).toBe('question');
    expect(stepProblems(journey, snapshot)).toEqual([]);
    if (step?.kind !== 'question') return;
    // The same step with its heading and first field's label unworded.
    const broken = structuredClone(step);
    broken.headingKey = 'no.such.heading';
    const [field] = broken.fields;
    if (field) field.labelKey = 'no.such.label';
    const index = { ...journey.index, steps: new Map(journey.index.steps).set(step.id, broken) };
    const problems = stepProblems({ ...journey, index }, snapshot);
    expect(problems).toContain(`financial-advice-referral ${step.id}: no heading (no.such.heading)`);
    expect(problems.some((problem) => problem.includes('has no label (no.such.label)'))).toBe(true);
  });
});
