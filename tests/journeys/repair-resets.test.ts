/**
 * REP-EDT-01 and REP-EDT-02 on journeys/repair.json, as properties of random walks:
 * changing the location or the reason from the summary resets every later answer (the
 * description and the contact choices included); changing the supplementary answer or the
 * deliberate damage answer resets the later ones too. The resident is told first (the answers
 * the edit clears are the ones it names), and no answer the edit reset reaches the submitted work
 * order unless it was asked again.
 *
 * "Later" is read off each walk (the answers given on pages after the changed one), not off the
 * engine's dependants, so a reset the journey forgets to declare fails here.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  answer,
  answerLabels,
  clearedBy,
  editFromSummary,
  type AnswerEdit,
  type Answers,
  type Journey,
  type JourneySnapshot,
} from '../../engine';
import { askedAt, Picker, startIn, walk, type WalkWorld } from '../../engine/test-fixtures/journey-walker';
import { loadJourneyFile } from '../../scripts/journeys/load-journey-file';
import { journeyWorld, worldVariant } from '../../scripts/journeys/worlds';
import { declaredPayloads } from '../support/declared-payloads';

/** The work order's answers as the submission sends them (journeys/repair.json, field list work-order-answers). */
const workOrderAnswers = (scope: Parameters<typeof declaredPayloads>[2]) =>
  declaredPayloads('repair', 'submit-repair', scope).update;

const journey: Journey = loadJourneyFile('journeys/repair.json');
const demo = journeyWorld('report-a-repair');
/** Demo settings, and a home in its defects period with the covid question off: the deliberate damage page shows. */
const WORLDS: WalkWorld[] = [
  demo,
  worldVariant(demo, { toggles: { isCovidQuestionRequired: 'false' }, facts: { 'in-defects': true } }),
];

/** The answers whose change resets the later ones (REP-EDT-02), with the page that asks them. */
const TRIGGERS: { path: string; step: string }[] = [
  { path: 'location', step: 'repair-location' },
  { path: 'reason', step: 'repair-location' },
  { path: 'supplementary-answers.supplementary', step: 'supplementary' },
  { path: 'deliberate-damage', step: 'vandalism' },
];

const keyOf = (path: string) => path.split('.')[0] as string;
const picks = fc.array(fc.nat({ max: 1000 }), { minLength: 1, maxLength: 60 });

interface Walked {
  summary: JourneySnapshot;
  /** Pages in the order the walk left them by Continue. */
  order: string[];
}

function walkToSummary(world: WalkWorld, numbers: number[]): Walked | undefined {
  const { snapshot, steps } = walk(journey, startIn(journey, world), new Picker(numbers), world.effects);
  if (snapshot.status !== 'active' || snapshot.stepId !== journey.index.summaryId) return undefined;
  const order: string[] = [];
  for (const step of steps) if (step.status === 'moved' && !order.includes(step.from.step)) order.push(step.from.step);
  return { summary: snapshot, order };
}

/** Answer keys given on pages the walk left after the given page. */
function laterAnswers(walked: Walked, step: string): Set<string> {
  const at = walked.order.indexOf(step);
  const later = new Set(walked.order.slice(at + 1));
  return new Set(Object.keys(walked.summary.answers).filter((key) => later.has(journey.index.askedAt.get(key) ?? '')));
}

/** Another valid value for the trigger, as its page offers it, or undefined when there is none. */
function otherValue(changing: JourneySnapshot, path: string, which: number): AnswerEdit | undefined {
  const asked = askedAt(journey, changing).find((one) => one.path === path);
  const current = path.includes('.')
    ? (changing.answers[keyOf(path)] as Record<string, unknown> | undefined)?.[path.slice(keyOf(path).length + 1)]
    : changing.answers[path];
  const others = (asked?.options ?? []).filter((value) => value !== current);
  if (others.length === 0) return undefined;
  return { [path]: others[which % others.length] as string };
}

const without = (answers: Answers, keys: Iterable<string>): Answers => {
  const kept = { ...answers };
  for (const key of keys) delete kept[key];
  return kept;
};

/**
 * Walks to the summary, changes one trigger from it, and walks on to the summary again. Returns
 * what the checks need, or undefined when the walk has no such trigger to change.
 */
function changeFromSummary(world: WalkWorld, numbers: number[], again: number[], which: number, pick: number) {
  const walked = walkToSummary(world, numbers);
  if (!walked) return undefined;
  const present = TRIGGERS.filter((trigger) => walked.order.includes(trigger.step));
  const trigger = present[which % Math.max(present.length, 1)];
  if (!trigger) return undefined;
  const changing = editFromSummary(journey, walked.summary, trigger.step).snapshot;
  const edit = otherValue(changing, trigger.path, pick);
  if (!edit) return undefined;
  const warned = clearedBy(journey.index, changing, edit);
  const changed = answer(journey, changing, edit);
  const rewalk = walk(journey, changed.snapshot, new Picker(again), world.effects);
  const givenAgain = new Set(
    rewalk.steps.filter((step) => step.status === 'moved').flatMap((step) => Object.keys(step.edit).map(keyOf)),
  );
  return { walked, trigger, changing, warned, changed, final: rewalk.snapshot, givenAgain };
}

/**
 * Changes one trigger from the summary of a random walk and checks the resets (REP-EDT-02).
 * Answers the trigger's path, or undefined when the walk had no trigger to change.
 */
function checkResets(world: WalkWorld, numbers: number[], again: number[], which: number, pick: number) {
  const run = changeFromSummary(world, numbers, again, which, pick);
  if (!run) return undefined;
  const { walked, trigger, changing, warned, changed, final, givenAgain } = run;
  const reset = laterAnswers(walked, trigger.step);

  // Every later answer is gone as soon as the edit is made...
  for (const key of reset) expect(changed.snapshot.answers[key], `${trigger.path} kept ${key}`).toBeUndefined();
  // ...and the warning named exactly what went, each by a label the resident can read.
  expect(new Set(changed.cleared)).toEqual(new Set(warned));
  for (const named of answerLabels(journey.index, warned, changing))
    expect(named.labelKey ?? named.label, `${named.field} has no label`).toBeDefined();

  // Walked on to the summary: a reset answer is there only if it was asked again.
  if (final.stepId !== journey.index.summaryId) return trigger.path;
  const notAskedAgain = [...reset].filter((key) => !givenAgain.has(key));
  // The work order submitted is the one the fresh answers make, with nothing of the old ones...
  const fresh = without(final.answers, notAskedAgain);
  expect(workOrderAnswers(final), `${trigger.path} changed`).toEqual(workOrderAnswers({ ...final, answers: fresh }));
  // ...and no old answer is kept to be sent later (a draft saved, a page shown again).
  expect(
    notAskedAgain.filter((key) => key in final.answers),
    `${trigger.path} changed`,
  ).toEqual([]);
  return trigger.path;
}

describe('resets on an edit from the summary of a repair (REP-EDT-02)', () => {
  const exercised = new Map<string, number>();
  const count = (path: string | undefined) => {
    if (path) exercised.set(path, (exercised.get(path) ?? 0) + 1);
  };

  it.each(WORLDS.map((world, at) => [at, world] as const))(
    'clears every later answer, told first, and submits none of them unasked (world %i)',
    (_, world) => {
      fc.assert(
        fc.property(picks, picks, fc.nat(), fc.nat(), (numbers, again, which, pick) => {
          count(checkResets(world, numbers, again, which, pick));
        }),
        { numRuns: 60 },
      );
    },
  );

  it('has changed each of the spec answers in some walk', () => {
    // The walks above are random, so now and then they miss a trigger. Walks from a fixed seed,
    // held to the same checks, make up for any they missed: every trigger is proved on every run,
    // or this fails because one cannot be reached.
    const samples = fc.sample(fc.tuple(picks, picks, fc.nat(), fc.nat()), { numRuns: 2_000, seed: 25 });
    for (const [at, [numbers, again, which, pick]] of samples.entries()) {
      if (TRIGGERS.every((trigger) => exercised.has(trigger.path))) break;
      count(checkResets(WORLDS[at % WORLDS.length] as WalkWorld, numbers, again, which, pick));
    }
    for (const trigger of TRIGGERS) expect(exercised.get(trigger.path) ?? 0, trigger.path).toBeGreaterThan(0);
  });
});
