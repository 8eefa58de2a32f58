import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { graphTraversalOptions } from './graph/graph-logic';
import { journeyAdjacency } from './graph/journey-graph';
import { expandRun } from './routing/generated-run';
import { answerKeyOf, type RunAnswer } from './runtime/scope';
import { allowedMoves } from './runtime/moves';
import { answer, back, positionOf } from './runtime/navigation';
import { draftOf, resume } from './runtime/resume';
import { chooseAnswers, Picker, walk } from './test-fixtures/journey-walker';
import { fixtureJourney, startFixture } from './test-fixtures/fixture-journey';
import { fixtureFacts, fixtureToggles, runFixtureEffects } from './test-fixtures/service-request-world';
import { validatePosition } from './validation/validate-position';

const journey = fixtureJourney();
const picks = fc.array(fc.nat({ max: 1000 }), { minLength: 1, maxLength: 80 });
const runs = { numRuns: 120 };

describe('walking the journey with random answers', () => {
  it('should never move on from an answer that fails validation', () => {
    fc.assert(
      fc.property(picks, (numbers) => {
        const { steps } = walk(journey, startFixture(), new Picker(numbers), runFixtureEffects, { wild: true });
        for (const step of steps) {
          const valid = validatePosition(journey.index, step.from, step.before).valid;
          if (!valid) {
            expect(step.status).toBe('invalid');
            expect(positionOf(step.after)).toEqual(step.from);
          }
          if (step.status === 'moved') expect(valid).toBe(true);
        }
      }),
      runs,
    );
  });

  it('should return to the step before on Back after Continue', () => {
    fc.assert(
      fc.property(picks, (numbers) => {
        const { steps } = walk(journey, startFixture(), new Picker(numbers), runFixtureEffects, { wild: true });
        for (const step of steps.filter((candidate) => candidate.status === 'moved')) {
          expect(positionOf(back(journey, step.after).snapshot)).toEqual(step.from);
        }
      }),
      runs,
    );
  });

  it('should clear exactly the answers declared to depend on a changed answer', () => {
    fc.assert(
      fc.property(picks, fc.nat(), (numbers, which) => {
        const picker = new Picker(numbers);
        const { snapshot, steps } = walk(journey, startFixture(), picker, runFixtureEffects);
        const answered = steps.filter((step) => step.status === 'moved');
        if (answered.length === 0) return;
        const chosen = answered[which % answered.length]!;
        const [path, value] = Object.entries(chooseAnswers(journey, chosen.before, picker))[0] ?? [];
        if (path === undefined || value === undefined) return;
        const key = answerKeyOf(path);
        const before = snapshot.answers;
        const changed =
          JSON.stringify(
            path === key
              ? before[key]
              : (before[key] as Record<string, RunAnswer> | undefined)?.[path.slice(key.length + 1)],
          ) !== JSON.stringify(value);
        const expected = new Set<string>();
        if (changed) {
          for (const dependant of journey.index.dependants.get(key) ?? [])
            if (dependant in before) expected.add(dependant);
          const run = journey.index.steps.get(chosen.from.step);
          if (run?.kind === 'generated' && (run.skips || run.jumpToEnd) && path !== key && !expected.has(key)) {
            const questions = expandRun(run, snapshot).questions;
            const at = questions.findIndex((question) => question.questionId === path.slice(key.length + 1));
            for (const question of questions.slice(at + 1))
              if (question.questionId in ((before[key] as object) ?? {})) expected.add(`${key}.${question.questionId}`);
          }
        }
        const { snapshot: after, cleared } = answer(journey, snapshot, { [path]: value });
        expect(new Set(cleared)).toEqual(expected);
        for (const [other, kept] of Object.entries(before)) {
          if (other === key || expected.has(other)) continue;
          expect(after.answers[other]).toEqual(kept);
        }
      }),
      runs,
    );
  });

  it('should land a resumed draft on the first incomplete step', () => {
    fc.assert(
      fc.property(picks, fc.integer({ min: 0, max: 14 }), (numbers, limit) => {
        const { snapshot } = walk(journey, startFixture(), new Picker(numbers), runFixtureEffects, {
          wild: true,
          limit,
        });
        const resumed = resume(journey, draftOf(snapshot), { facts: snapshot.facts, toggles: fixtureToggles });
        expect(resumed.landedOn).toEqual(positionOf(snapshot));
      }),
      runs,
    );
  });

  it('should keep the summary reachable by Continue, and an exit in reach, from every step a walk reaches', () => {
    fc.assert(
      fc.property(picks, fc.integer({ min: 0, max: 14 }), (numbers, limit) => {
        const partial = walk(journey, startFixture(), new Picker(numbers), runFixtureEffects, {
          wild: true,
          limit,
        }).snapshot;
        expect(allowedMoves(journey, partial).map((move) => move.move)).toContain('save-and-exit');
        const finished = walk(journey, partial, new Picker(numbers), runFixtureEffects, { limit: 40 }).snapshot;
        expect(finished.stepId).toBe(journey.index.summaryId);
      }),
      runs,
    );
  });

  it('should reach the summary or an exit from every state of the journey graph', () => {
    const world = { facts: fixtureFacts, toggles: fixtureToggles, effects: runFixtureEffects };
    const adjacency = journeyAdjacency(journey, world);
    const { serializeState } = graphTraversalOptions(journey, world);
    const next = new Map(
      Object.entries(adjacency).map(
        ([key, value]) =>
          [
            key,
            Object.values(value.transitions).map((transition) =>
              serializeState((transition as { state: typeof value.state }).state),
            ),
          ] as const,
      ),
    );
    const reaches = new Set(
      Object.keys(adjacency).filter((key) => key.startsWith(`${journey.index.summaryId}#`) || key.includes('#done#')),
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
    expect(Object.keys(adjacency).length).toBeGreaterThan(50);
    expect(Object.keys(adjacency).filter((key) => !reaches.has(key) && !key.startsWith('case-created#'))).toEqual([]);
  });
});
