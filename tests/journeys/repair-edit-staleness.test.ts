/**
 * docs/adr/0007 (REP-EDT-01, REP-EDT-02): an edit from the summary of a repair report clears only
 * the answers it makes stale, not every later one. That is safe only if no stale answer can reach
 * the work order, which this file checks as a property: on every generated path of
 * journeys/repair.json to its summary (in the paths' world and each of its variants), every change
 * link of the summary and any other answer its page offers, then the report walked on to the summary
 * again with any answers, no answer reaches the work order whose question would not now be asked,
 * or whose options are not the ones it was chosen from.
 *
 * "Would now be asked" and "its options" are read off the route the final answers give and the
 * options each page offers under them (as the portal shows it), not off the engine's dependants, so
 * an answer a journey forgets to clear fails here.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  answer,
  clearedBy,
  editFromSummary,
  journeyGraphLogic,
  projectedRoute,
  summaryRows,
  type AnswerEdit,
  type Answers,
  type Journey,
  type JourneySnapshot,
} from '../../engine';
import {
  answerPosition,
  askedAt,
  atEnd,
  continuePastWarning,
  Picker,
  startIn,
  validAnswer,
  type Asked,
} from '../../engine/test-fixtures/journey-walker';
import { loadJourneyFile } from '../../scripts/journeys/load-journey-file';
import { generatePathFiles, type PathFile } from '../../scripts/journeys/path-files';
import { journeyWorld, worldVariant, type JourneyWorld } from '../../scripts/journeys/worlds';
import { declaredPayloads } from '../support/declared-payloads';

/** The work order's answers as the submission sends them (journeys/repair.json, field list work-order-answers). */
const workOrderAnswers = (scope: Parameters<typeof declaredPayloads>[2]) =>
  declaredPayloads('repair', 'submit-repair', scope).update;

const FILE = 'journeys/repair.json';
const journey: Journey = loadJourneyFile(FILE);
const demo = journeyWorld('report-a-repair');
const WORLDS: { name: string; world: JourneyWorld }[] = [
  { name: 'the demo settings', world: demo },
  ...(demo.variants ?? []).map((variant, at) => ({ name: `variant ${at + 1}`, world: worldVariant(demo, variant) })),
];
const BOUNDS = { maxMoves: 20, maxPaths: 50 };

/** The options an answer was chosen from, by answer path ([] for typed text). */
type Offered = Map<string, string[]>;

const keyOf = (path: string) => path.split('.')[0] as string;

/** The answer paths of a set of answers: a run's answers by question (`damp-answers.q1_1`). */
function answerPaths(answers: Answers): string[] {
  return Object.entries(answers).flatMap(([key, value]) => {
    const kind = journey.index.steps.get(journey.index.askedAt.get(key) ?? '')?.kind;
    if (kind !== 'generated' || value === null || typeof value !== 'object' || Array.isArray(value)) return [key];
    return Object.keys(value).map((questionId) => `${key}.${questionId}`);
  });
}

/** Notes the options each answer an edit gives was chosen from, as its page offers them with the edit made. */
function note(offered: Offered, answered: JourneySnapshot, edit: AnswerEdit): void {
  for (const asked of askedAt(journey, answered)) if (asked.path in edit) offered.set(asked.path, asked.options);
}

/** A generated path replayed in its world: the summary it reaches and the options of every answer on the way. */
function replay(path: PathFile, world: JourneyWorld): { summary: JourneySnapshot; offered: Offered } | undefined {
  const logic = journeyGraphLogic(journey, { facts: world.facts, toggles: world.toggles, effects: world.effects });
  let state = logic.getInitialSnapshot(null as never, undefined);
  const offered: Offered = new Map();
  for (const move of path.moves) {
    if (move.event.type === 'CONTINUE_WITH')
      note(offered, answer(journey, state.context, move.event.answers).snapshot, move.event.answers);
    state = logic.transition(state, move.event, null as never);
  }
  const summary = state.context;
  return summary.status === 'active' && summary.stepId === journey.index.summaryId ? { summary, offered } : undefined;
}

/** Another answer for a question, as its page offers it: another option, or other valid text. */
function otherAnswer(asked: Asked, current: unknown, pick: number): AnswerEdit[string] | undefined {
  if (asked.files) return Array.isArray(current) && current.length > 0 ? [] : ['photo-9.jpg'];
  const others = asked.options.filter((option) => option !== current);
  if (asked.multiple && asked.options.length > 0) {
    const chosen = [asked.options[pick % asked.options.length] as string];
    return JSON.stringify(chosen) === JSON.stringify(current) ? undefined : chosen;
  }
  if (others.length > 0 && !(asked.typed && pick % 2 === 1)) return others[pick % others.length];
  if (!asked.typed) return undefined;
  const text = current === asked.sample ? `${asked.sample.slice(0, -1)} again.` : asked.sample;
  return asked.maxLength === undefined ? text : text.slice(0, asked.maxLength);
}

/**
 * Walks on from a snapshot as a resident would after an edit: answers kept as they are, questions
 * without an answer answered, Continue; told they cannot go on (a blocking answer), they answer the
 * page again differently. Notes the options of every answer given.
 */
function walkOn(start: JourneySnapshot, world: JourneyWorld, picker: Picker, offered: Offered): JourneySnapshot {
  let snapshot = start;
  let again = false;
  for (let moves = 0; moves < 60 && !atEnd(journey, snapshot); moves += 1) {
    // Fields shown by an answer chosen here are asked in turn, as the page shows them.
    const redo = again;
    const edit = answerPosition(journey, snapshot, (asked) =>
      !redo && askedValue(snapshot.answers, asked.path) !== undefined ? undefined : validAnswer(asked, picker),
    );
    const answered = answer(journey, snapshot, edit).snapshot;
    note(offered, answered, edit);
    const result = continuePastWarning(journey, answered, world.effects);
    again = result.status !== 'moved';
    picker.shift = again ? picker.shift + 1 : 0;
    snapshot = result.snapshot;
  }
  return snapshot;
}

function askedValue(answers: Answers, path: string): unknown {
  const top = answers[keyOf(path)];
  if (path === keyOf(path)) return top;
  return top !== null && typeof top === 'object' && !Array.isArray(top)
    ? (top as Record<string, unknown>)[path.slice(keyOf(path).length + 1)]
    : undefined;
}

/** What each page on the route of a snapshot asks now, with the options it offers under its answers. */
function askedNow(snapshot: JourneySnapshot): Offered {
  const now: Offered = new Map();
  for (const position of projectedRoute(journey.index, snapshot))
    for (const asked of askedAt(journey, { ...snapshot, stepId: position.step, page: position.page }))
      now.set(asked.path, asked.options);
  return now;
}

const sameOptions = (left: string[] = [], right: string[] = []) =>
  JSON.stringify([...left].sort()) === JSON.stringify([...right].sort());

/**
 * The answers of a report at its summary that are stale: not asked on its route now, or asked
 * with other options than they were chosen from. Answers the journey was given at its start
 * (the only property of a resident with one) are asked nowhere and are not stale.
 */
function staleAnswers(final: JourneySnapshot, offered: Offered, atStart: Answers): string[] {
  const now = askedNow(final);
  return answerPaths(final.answers).filter((path) => {
    if (keyOf(path) in atStart) return false;
    const options = now.get(path);
    if (options === undefined) return true;
    return !sameOptions(options, offered.get(path));
  });
}

const without = (answers: Answers, paths: string[]): Answers => {
  const kept: Answers = structuredClone(answers);
  for (const path of paths) {
    const key = keyOf(path);
    if (path === key) delete kept[key];
    else delete (kept[key] as Record<string, unknown>)[path.slice(key.length + 1)];
  }
  return kept;
};

describe('edits from the summary of a repair report (docs/adr/0007)', () => {
  const cases = WORLDS.flatMap(({ name, world }) =>
    generatePathFiles(journey, FILE, BOUNDS, world)
      .map((path) => ({ name, world, path, replayed: replay(path, world) }))
      .filter((found) => found.replayed !== undefined),
  );
  const edits = new Map<string, number>();
  const linked = new Set<string>();

  it(
    'lets no answer reach the work order whose question would not now be asked, or whose options changed, on every generated path and every edit from the summary',
    { timeout: 300_000 },
    () => {
      expect(cases.length, 'generated paths that reach the summary').toBeGreaterThan(10);
      for (const { name, world, path, replayed } of cases) {
        if (!replayed) continue;
        const atStart = startIn(journey, world).answers;
        const rows = summaryRows(journey.index, replayed.summary);
        expect(rows.length, `${name} ${path.name}: change links`).toBeGreaterThan(0);
        // Every change link of the summary, each changing the answer of its row.
        for (const row of rows) {
          linked.add(row.field);
          fc.assert(
            fc.property(fc.nat(), fc.array(fc.nat({ max: 1000 }), { minLength: 1, maxLength: 40 }), (pick, numbers) => {
              const offered: Offered = new Map(replayed.offered);
              const changing = editFromSummary(journey, replayed.summary, row.change.step, row.change.page).snapshot;
              const question = askedAt(journey, changing).find((asked) => asked.path === row.field);
              expect(question, `${path.name}: the change link of ${row.field} leads to its question`).toBeDefined();
              if (!question) return;
              const value = otherAnswer(question, askedValue(changing.answers, question.path), pick);
              if (value === undefined) return;
              const edit: AnswerEdit = { [question.path]: value };
              // The resident is told what goes before it goes (REP-EDT-01): exactly what the edit removes.
              const warned = clearedBy(journey.index, changing, edit);
              const changed = answer(journey, changing, edit);
              expect(new Set(changed.cleared), `${path.name}: ${question.path}`).toEqual(new Set(warned));
              note(offered, changed.snapshot, edit);
              const final = walkOn(changed.snapshot, world, new Picker(numbers), offered);
              if (final.status !== 'active' || final.stepId !== journey.index.summaryId) return;
              edits.set(question.path, (edits.get(question.path) ?? 0) + 1);

              const stale = staleAnswers(final, offered, atStart);
              const where = `${name}, ${path.name}, ${question.path} changed to ${JSON.stringify(value)}`;
              // The work order the answers make is the one the fresh answers alone make...
              expect(workOrderAnswers(final), where).toEqual(
                workOrderAnswers({ ...final, answers: without(final.answers, stale) }),
              );
              // ...and no stale answer is kept to reach a later save of the draft.
              expect(stale, where).toEqual([]);
            }),
            { numRuns: 4 },
          );
        }
      }
    },
  );

  it('has changed, in some edit walked on to the summary, the answer of every change link', () => {
    // The edits above are random: each change link must have been followed to the end, or it proved nothing.
    expect(linked.size).toBeGreaterThan(15);
    for (const path of linked) expect(edits.get(path) ?? 0, path).toBeGreaterThan(0);
  });
});
