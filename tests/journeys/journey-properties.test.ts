/**
 * Properties of every journey (journeys/*.json, and the engine's fixture journey, which has
 * branches, runs, skips and blocks), walked with random answers in the world
 * scripts/journeys/worlds.ts gives it:
 * - an answer that fails validation never moves the journey on;
 * - Back after Continue returns to the step before;
 * - a changed answer clears exactly the answers declared to depend on it;
 * - a resumed draft lands on the first incomplete step;
 * - from every reachable step the summary or an exit stays reachable;
 * - a change made from the summary comes back to it when the route is kept.
 * Nothing here knows a journey: a new file in journeys/ is walked as soon as it is added.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allowedMoves,
  answer,
  back,
  conditionReads,
  draftOf,
  editFromSummary,
  expandRun,
  graphTraversalOptions,
  journeyAdjacency,
  leave,
  loadJourney,
  positionOf,
  projectedRoute,
  removeCharacters,
  resume,
  saveAndExit,
  startJourney,
  summaryRows,
  validatePosition,
  type AnswerEdit,
  type Journey,
  type JourneySnapshot,
} from '../../engine';
import {
  askedAt,
  atEnd,
  chooseAnswers,
  continuePastWarning,
  continueUntilStopped,
  currentAnswers,
  Picker,
  settle,
  startIn,
  validAnswer,
  walk,
  wildAnswers,
  type Asked,
  type WalkStep,
  type WalkWorld,
} from '../../engine/test-fixtures/journey-walker';
import { dampToSummary, drive, fixtureJourney, startFixture } from '../../engine/test-fixtures/fixture-journey';
import { journeyFilesOrDefault } from '../../scripts/journeys/journey-files';
import { loadJourneyFile } from '../../scripts/journeys/load-journey-file';
import { journeyWorld, worldVariant, type JourneyWorld } from '../../scripts/journeys/worlds';

const FILES = [...journeyFilesOrDefault([]), 'engine/test-fixtures/service-request.json'];
const picks = fc.array(fc.nat({ max: 1000 }), { minLength: 1, maxLength: 80 });
const limits = fc.integer({ min: 0, max: 15 });
const runs = { numRuns: 100 };

const keyOf = (path: string) => path.split('.')[0] as string;
const valueAt = (answers: JourneySnapshot['answers'], path: string): unknown => {
  const top = answers[keyOf(path)];
  if (path === keyOf(path)) return top;
  return top !== null && typeof top === 'object' && !Array.isArray(top)
    ? (top as Record<string, unknown>)[path.slice(keyOf(path).length + 1)]
    : undefined;
};
const given = (value: unknown) =>
  value !== undefined &&
  value !== null &&
  (typeof value !== 'string' || value.trim() !== '') &&
  (!Array.isArray(value) || value.length > 0);
const WEB_ADDRESS = /(?:https?:\/\/|www\.)\S+/gi;

/**
 * What an answer breaks of the limits its definition declares, read from the journey file
 * rather than from the engine's validators: required, the options offered, the field's and the
 * fragment's maxLength, minLength and pattern.
 */
function declaredViolations(asked: Asked, value: unknown): string[] {
  if (!given(value)) return asked.required ? [`${asked.path} is required but missing`] : [];
  if (asked.files) {
    if (!Array.isArray(value) || value.some((name) => typeof name !== 'string'))
      return [`${asked.path}: ${JSON.stringify(value)} is not a list of file names`];
    const most = asked.files.maxItems;
    return most !== undefined && value.length > most ? [`${asked.path} lists more than ${most} files`] : [];
  }
  const chosen = Array.isArray(value) ? value : [value];
  if (asked.options.length > 0 && chosen.every((item) => asked.options.includes(item as string))) {
    // The engine takes a one-item list for a single choice and a lone value for a list of choices:
    // only several choices for a single choice break the declared shape.
    return asked.multiple || chosen.length === 1 ? [] : [`${asked.path}: several choices for a single choice`];
  }
  if (!asked.typed) return [`${asked.path}: ${JSON.stringify(value)} is not among the options offered`];
  if (typeof value !== 'string') return [`${asked.path}: ${JSON.stringify(value)} is not text`];
  const problems: string[] = [];
  if (asked.maxLength !== undefined && value.length > asked.maxLength)
    problems.push(`${asked.path} is ${value.length} characters, over the declared ${asked.maxLength}`);
  if (asked.minLength !== undefined && value.length < asked.minLength)
    problems.push(`${asked.path} is under the declared ${asked.minLength} characters`);
  if (asked.pattern !== undefined && !new RegExp(asked.pattern, 'u').test(value))
    problems.push(`${asked.path}: ${JSON.stringify(value)} does not match ${asked.pattern}`);
  return problems;
}

/** Typed text as recorded keeps no character its field removes, except inside web addresses, which stay whole. */
function removalProblems(asked: Asked, typed: unknown, recorded: unknown): string[] {
  if (!asked.remove || typeof typed !== 'string' || typeof recorded !== 'string') return [];
  const problems: string[] = [];
  const outside = asked.remove.exceptInUrls ? recorded.replace(WEB_ADDRESS, '') : recorded;
  const left = [...outside].filter((character) => asked.remove?.characters.includes(character));
  if (left.length > 0) problems.push(`${asked.path} kept ${left.join('')} in ${JSON.stringify(recorded)}`);
  if (asked.remove.exceptInUrls)
    for (const address of typed.match(WEB_ADDRESS) ?? [])
      if (!recorded.includes(address)) problems.push(`${asked.path} lost characters of ${address}`);
  return problems;
}

/**
 * Bounds on what a change of an answer clears, read from the definition alone: it must clear the
 * fields shown by a condition on it and what its step declares in `clears`; it may clear only
 * answers asked on its step or further along the rules, and answers some step declares it clears.
 */
function clearBounds(journey: Journey) {
  const { steps } = journey.definition;
  const asks = (step: (typeof steps)[number]) =>
    step.kind === 'question'
      ? step.fields.map((field) => field.answer)
      : step.kind === 'generated'
        ? [step.answer]
        : [];
  const askedBy = (key: string) => steps.find((step) => asks(step).includes(key));
  const declaredClears = (step: (typeof steps)[number] | undefined) =>
    step && (step.kind === 'question' || step.kind === 'generated') ? (step.clears ?? []) : [];
  const anyClears = new Set(steps.flatMap(declaredClears));
  return {
    must(key: string): string[] {
      const shown = steps.flatMap((step) =>
        step.kind === 'question'
          ? step.fields
              .filter((field) =>
                [...conditionReads(field.shownWhen, journey.index.named).answers].some((read) => keyOf(read) === key),
              )
              .map((field) => field.answer)
          : [],
      );
      return [...shown, ...declaredClears(askedBy(key))];
    },
    may(key: string): Set<string> {
      const own = askedBy(key)?.id;
      const seen = new Set<string | undefined>([own]);
      const queue = [own];
      while (queue.length > 0) {
        const id = queue.shift();
        const step = steps.find((candidate) => candidate.id === id);
        if (!step || step.kind === 'confirmation') continue;
        for (const { to } of step.next) {
          if (seen.has(to)) continue;
          seen.add(to);
          queue.push(to);
        }
      }
      return new Set([...steps.filter((step) => seen.has(step.id)).flatMap(asks), ...anyClears]);
    },
  };
}

describe.each(FILES)('walking %s with random answers', (file) => {
  const journey: Journey = loadJourneyFile(file);
  const { index } = journey;
  const bounds = clearBounds(journey);
  const world: WalkWorld & Pick<JourneyWorld, 'variants'> = journeyWorld(journey.definition.id);
  const start = () => startIn(journey, world);
  const isSummary = (snapshot: JourneySnapshot) => snapshot.status === 'active' && snapshot.stepId === index.summaryId;

  /** One move of a walk kept the rules: invalid answers stay put; a move means the answers met every declared limit. */
  function expectHonestMove(step: WalkStep): void {
    const asked = askedAt(journey, step.before);
    for (const one of asked) {
      expect(removalProblems(one, step.edit[one.path], valueAt(step.before.answers, one.path))).toEqual([]);
    }
    const valid = validatePosition(index, step.from, step.before).valid;
    if (!valid) {
      expect(step.status).toBe('invalid');
      expect(positionOf(step.after)).toEqual(step.from);
      expect(step.after.mode).toBe(step.before.mode);
      expect(step.after.status).toBe('active');
    }
    if (step.status === 'moved' || step.status === 'exited') {
      expect(valid).toBe(true);
      expect(asked.flatMap((one) => declaredViolations(one, valueAt(step.before.answers, one.path)))).toEqual([]);
    }
  }

  it('never moves on from an answer that fails validation (random walks with wild answers)', () => {
    let rejected = 0;
    fc.assert(
      fc.property(picks, (numbers) => {
        const { steps } = walk(journey, start(), new Picker(numbers), world.effects, { wild: true });
        for (const step of steps) expectHonestMove(step);
        rejected += steps.filter((step) => step.status === 'invalid').length;
      }),
      runs,
    );
    expect(rejected).toBeGreaterThan(0);
  });

  it('never moves on from an answer that fails validation (every wild answer on every field reached)', () => {
    fc.assert(
      fc.property(picks, limits, (numbers, limit) => {
        const picker = new Picker(numbers);
        const { snapshot } = walk(journey, start(), picker, world.effects, { limit });
        if (atEnd(journey, snapshot)) return;
        const valid = chooseAnswers(journey, snapshot, picker);
        for (const one of askedAt(journey, answer(journey, snapshot, valid).snapshot)) {
          for (const wild of wildAnswers(one)) {
            const edit: AnswerEdit = { ...valid, [one.path]: wild };
            const before = answer(journey, snapshot, edit).snapshot;
            const result = continuePastWarning(journey, before, world.effects);
            expectHonestMove({
              from: positionOf(before),
              edit,
              status: result.status,
              before,
              after: result.snapshot,
            });
          }
        }
      }),
      { numRuns: 40 },
    );
  });

  it('returns to the step before on Back after Continue, keeping the answers', () => {
    fc.assert(
      fc.property(picks, (numbers) => {
        const { steps } = walk(journey, start(), new Picker(numbers), world.effects, { wild: true });
        for (const step of steps.filter((candidate) => candidate.status === 'moved')) {
          const backed = back(journey, step.after);
          expect(positionOf(backed.snapshot)).toEqual(step.from);
          expect(backed.snapshot.answers).toEqual(step.after.answers);
        }
      }),
      runs,
    );
  });

  it('clears exactly the answers declared to depend on a changed answer', () => {
    fc.assert(
      fc.property(picks, fc.nat(), fc.nat(), (numbers, which, field) => {
        const picker = new Picker(numbers);
        const { snapshot, steps } = walk(journey, start(), picker, world.effects);
        const answered = steps.filter((step) => step.status === 'moved');
        // A walk that left the journey by one of its exits has nothing left to change.
        if (answered.length === 0 || snapshot.status !== 'active') return;
        const chosen = answered[which % answered.length] as WalkStep;
        const asked = askedAt(journey, chosen.before);
        const one = asked[field % Math.max(asked.length, 1)];
        if (!one) return;
        const value = chooseAnswers(journey, chosen.before, picker, true)[one.path] ?? validAnswer(one, picker);
        const recorded = typeof value === 'string' && one.remove ? removeCharacters(value, one.remove) : value;
        const key = keyOf(one.path);
        const before = snapshot.answers;
        const changed = JSON.stringify(valueAt(before, one.path)) !== JSON.stringify(recorded ?? undefined);
        const expected = new Set<string>();
        if (changed) {
          for (const dependant of index.dependants.get(key) ?? []) if (dependant in before) expected.add(dependant);
          const step = index.steps.get(chosen.from.step);
          if (step?.kind === 'generated' && (step.skips || step.jumpToEnd) && one.path !== key && !expected.has(key)) {
            const questions = expandRun(step, snapshot).questions;
            const at = questions.findIndex((question) => `${key}.${question.questionId}` === one.path);
            for (const question of questions.slice(at + 1))
              if (valueAt(before, `${key}.${question.questionId}`) !== undefined)
                expected.add(`${key}.${question.questionId}`);
          }
          // Read from the journey file, not the engine's index: what must go, and where the rest may be.
          for (const must of bounds.must(key)) if (must in before && must !== key) expect(expected).toContain(must);
        }
        const may = bounds.may(key);
        for (const gone of expected)
          expect(may.has(keyOf(gone)) || gone.startsWith(`${key}.`), `${key} cleared ${gone}`).toBe(true);
        const result = answer(journey, snapshot, { [one.path]: value });
        expect(new Set(result.cleared)).toEqual(expected);
        for (const gone of expected) expect(valueAt(result.snapshot.answers, gone)).toBeUndefined();
        expect(valueAt(result.snapshot.answers, one.path)).toEqual(recorded ?? undefined);
        for (const [other, kept] of Object.entries(before)) {
          if (other === key || expected.has(other)) continue;
          expect(result.snapshot.answers[other]).toEqual(kept);
        }
      }),
      runs,
    );
  });

  it('lands a resumed draft on the first incomplete step', () => {
    fc.assert(
      fc.property(picks, limits, (numbers, limit) => {
        const { snapshot } = walk(journey, start(), new Picker(numbers), world.effects, { wild: true, limit });
        if (snapshot.status !== 'active') return;
        const draft = draftOf(snapshot);
        const resumed = resume(journey, draft, { facts: snapshot.facts, toggles: world.toggles });
        // The first incomplete step, found as a resident finds it: from the start with the
        // draft's answers, Continue without answering anything until the journey stops.
        const replayed = startJourney(journey, {
          answers: draft.answers,
          facts: snapshot.facts,
          toggles: world.toggles,
        });
        const stopped = continueUntilStopped(journey, settle(journey, replayed, world.effects), world.effects);
        // Never past an incomplete step: Continue would not bring the resident back to it.
        expect(resumed.landedOn).toEqual(positionOf(stopped));
        expect(positionOf(resumed.snapshot)).toEqual(resumed.landedOn);
        expect(resumed.snapshot.answers).toEqual(draft.answers);
      }),
      runs,
    );
  });

  it('keeps the summary reachable by Continue, and an exit in reach, from every step a walk reaches', () => {
    const { exitModal } = journey.definition;
    let finishedAtSummary = 0;
    fc.assert(
      fc.property(picks, limits, (numbers, limit) => {
        const partial = walk(journey, start(), new Picker(numbers), world.effects, { wild: true, limit }).snapshot;
        if (partial.status !== 'active') return;
        if (exitModal) {
          // Save and exit only where the journey offers it (the case journey's Exit clears it, ACC-CAS-14).
          const offersSave = exitModal.saveAndExitKey !== undefined;
          const moves = allowedMoves(journey, partial).map((move) => move.move);
          expect(moves).toContain('leave');
          expect(moves.includes('save-and-exit')).toBe(offersSave);
          const exits = offersSave
            ? [saveAndExit(journey, partial), leave(journey, partial)]
            : [leave(journey, partial)];
          for (const exit of exits) {
            expect(exit.snapshot.status).toBe('done');
            expect(exit.snapshot.stepId).toBe(exitModal.exitTo);
          }
        }
        const finished = walk(journey, partial, new Picker(numbers), world.effects, { limit: 40 }).snapshot;
        expect(atEnd(journey, finished)).toBe(true);
        if (!isSummary(finished)) return;
        finishedAtSummary += 1;
        // The summary is reached with every answer it needs: from the start with these answers,
        // Continue alone goes all the way to it.
        const replayed = startJourney(journey, {
          answers: finished.answers,
          facts: finished.facts,
          toggles: world.toggles,
        });
        expect(isSummary(continueUntilStopped(journey, settle(journey, replayed, world.effects), world.effects))).toBe(
          true,
        );
      }),
      runs,
    );
    if (index.summaryId) expect(finishedAtSummary).toBeGreaterThan(0);
  });

  it('reaches the summary, a confirmation or an exit from every state of the journey graph', () => {
    const shown = new Set<string>();
    for (const one of [world, ...(world.variants ?? []).map((variant) => worldVariant(world, variant))]) {
      for (const step of reachableEverywhere(one)) shown.add(step);
    }
    // Every step shows in the journey's world (or one of its variants): a journey without a world in
    // scripts/journeys/worlds.ts (its options and questions come from operations) would be walked only
    // up to its first choice.
    expect(journey.definition.steps.map((step) => step.id).filter((id) => !shown.has(id))).toEqual([]);
  });

  /** Checks that every state of the graph in a world reaches an end; answers the steps it shows. */
  function reachableEverywhere(one: JourneyWorld): Set<string> {
    const adjacency = journeyAdjacency(journey, one);
    const { serializeState } = graphTraversalOptions(journey, one);
    const entries = Object.entries(adjacency);
    const reaches = new Set(entries.filter(([, node]) => atEnd(journey, node.state.context)).map(([key]) => key));
    const next = entries.map(
      ([key, node]) =>
        [
          key,
          Object.values(node.transitions).map((transition) =>
            serializeState((transition as { state: typeof node.state }).state),
          ),
        ] as const,
    );
    for (let grew = true; grew;) {
      grew = false;
      for (const [key, targets] of next) {
        if (!reaches.has(key) && targets.some((target) => reaches.has(target))) {
          reaches.add(key);
          grew = true;
        }
      }
    }
    expect(entries.map(([key]) => key).filter((key) => !reaches.has(key))).toEqual([]);
    return new Set(entries.map(([, node]) => node.state.context.stepId));
  }

  it.runIf(index.summaryId !== undefined)(
    'comes back to the summary after a change from it that keeps the route, and through the new branch otherwise',
    () => {
      let changes = 0;
      fc.assert(
        fc.property(picks, fc.nat(), fc.boolean(), (numbers, which, keep) => {
          const picker = new Picker(numbers);
          const review = walk(journey, start(), picker, world.effects).snapshot;
          if (!isSummary(review)) return;
          const rows = summaryRows(index, review);
          const row = rows[which % rows.length];
          if (!row) return;
          changes += 1;
          const editing = settle(
            journey,
            editFromSummary(journey, review, row.change.step, row.change.page),
            world.effects,
          );
          expect(positionOf(editing)).toEqual(row.change);
          expect(editing.mode).toBe('changing');
          // Back where a change began goes to the summary, on any page of a run.
          expect(positionOf(back(journey, editing).snapshot)).toEqual({ step: index.summaryId, page: 0 });

          const edit = keep ? currentAnswers(journey, editing) : chooseAnswers(journey, editing, picker);
          const { snapshot: answered, cleared } = answer(journey, editing, edit);
          const result = continuePastWarning(journey, answered, world.effects);
          if (keep) {
            expect(cleared).toEqual([]);
            expect(result.status).toBe('moved');
            expect(isSummary(result.snapshot)).toBe(true);
            expect(result.snapshot.answers).toEqual(review.answers);
            return;
          }
          if (result.status === 'blocked') return; // the new answer is one the journey stops on
          expect(result.status).toBe('moved');
          const routeKept =
            cleared.length === 0 &&
            JSON.stringify(projectedRoute(index, answered)) === JSON.stringify(projectedRoute(index, review));
          if (routeKept && !isSummary(result.snapshot)) {
            // Only a step the change left incomplete (a block it put in force) may stop it on the way.
            const landed = positionOf(result.snapshot);
            const route = projectedRoute(index, answered).map((position) => JSON.stringify(position));
            expect(route.indexOf(JSON.stringify(landed))).toBeGreaterThan(route.indexOf(JSON.stringify(row.change)));
            expect(continuePastWarning(journey, result.snapshot, world.effects).status).not.toBe('moved');
            return;
          }
          if (routeKept) expect(isSummary(result.snapshot)).toBe(true);
          const finished = walk(journey, result.snapshot, picker, world.effects, { limit: 40 }).snapshot;
          expect(isSummary(finished)).toBe(true);
        }),
        runs,
      );
      expect(changes).toBeGreaterThan(0);
    },
  );
});

describe('engine bugs found by these properties, kept as examples', () => {
  // Back at the start of a change on a later page of a run once turned the page instead of
  // returning to the summary (a run's "previous page" Back came before "back where the change began").
  it('goes back to the summary from a change that began on a later page of a run', () => {
    const journey = fixtureJourney();
    const review = drive(journey, startFixture(journey), dampToSummary);
    const editing = editFromSummary(journey, review, 'damp-assessment', 1).snapshot;
    expect(allowedMoves(journey, editing)).toContainEqual({ move: 'back', to: { step: 'case-review', page: 0 } });
    expect(positionOf(back(journey, editing).snapshot)).toEqual({ step: 'case-review', page: 0 });
  });

  // clearedBy once compared the typed value, not the value as recorded, so typing again a text whose
  // removed characters were already taken out counted as a change and cleared its dependants.
  it('keeps the dependants of a typed answer given again, unchanged as recorded', () => {
    const question = (id: string, answerKey: string, extra: object, next: object[]) => ({
      id,
      kind: 'question',
      route: `/${id}`,
      headingKey: 'heading',
      fields: [{ answer: answerKey, widget: 'text', labelKey: 'label', ...extra }],
      validation: { type: 'object', required: [answerKey] },
      next,
    });
    const journey = loadJourney({
      id: 'retyped-text',
      version: 1,
      titleKey: 'title',
      start: 'note',
      steps: [
        question('note', 'note', { remove: { characters: '&', messageKey: 'removed' } }, [
          { to: 'short', when: { answer: 'note', equals: 'ab' } },
          { to: 'long' },
        ]),
        question('short', 'why', {}, [{ to: 'review' }]),
        question('long', 'what', {}, [{ to: 'review' }]),
        { id: 'review', kind: 'summary', route: '/review', headingKey: 'heading', next: [{ to: 'done' }] },
        { id: 'done', kind: 'confirmation', route: '/done', headingKey: 'heading' },
      ],
    });
    const typed = answer(journey, startJourney(journey).snapshot, { note: 'a&b', why: 'because' }).snapshot;
    expect(typed.answers).toEqual({ note: 'ab', why: 'because' });
    expect(answer(journey, typed, { note: 'a&b' }).cleared).toEqual([]);
  });
});
