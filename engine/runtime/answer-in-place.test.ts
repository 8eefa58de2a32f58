import { describe, expect, it } from 'vitest';
import { drive, fixtureJourney, lostFobToSummary, startFixture } from '../test-fixtures/fixture-journey';
import { clearedBy, type AnswerEdit } from '../machine/apply-answers';
import { answer, answered, continueFrom, recordFacts, send } from './navigation';

const journey = fixtureJourney();

describe('an answer recorded without a run of the machine (issue 29)', () => {
  it('should give the snapshot the machine gives, on every step of a walk, for each answer and each earlier one changed', () => {
    let compared = 0;
    for (let at = 0; at < lostFobToSummary.length; at += 1) {
      const here = drive(journey, startFixture(), lostFobToSummary.slice(0, at));
      // This page's answers, and every earlier page's answered differently (facts fetched with it go).
      const edits: AnswerEdit[] = [lostFobToSummary[at] ?? {}, ...lostFobToSummary.slice(0, at).map(changed)];
      for (const edit of edits) {
        const byMachine = send(journey, here, { type: 'ANSWER', values: edit }).snapshot;
        expect(answer(journey, here, edit).snapshot, `${here.stepId}: ${JSON.stringify(edit)}`).toEqual(byMachine);
        expect(JSON.stringify(answer(journey, here, edit).snapshot)).toBe(JSON.stringify(byMachine));
        // The journey session hands over what clearedBy gave for the same snapshot and edit.
        const cleared = clearedBy(journey.index, here, edit);
        expect(answered(journey, here, edit, cleared), `${here.stepId} with ${cleared.join()}`).toEqual(byMachine);
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(20);
  });
});

describe('facts recorded without a run of the machine (issue 29)', () => {
  it('should give the snapshot the machine gives, on every step of a walk, settling or not, and lead the next move alike', () => {
    let compared = 0;
    for (let at = 0; at <= lostFobToSummary.length; at += 1) {
      const here = answer(journey, drive(journey, startFixture(), lostFobToSummary.slice(0, at)), {}).snapshot;
      // A new fact, and one the journey holds already given again with another value.
      for (const facts of [{ 'test-fact': { n: at } }, { tenancies: [] }]) {
        for (const settles of [false, true]) {
          const event = { type: 'RECORD_FACTS' as const, facts, ...(settles ? { settles: true } : {}) };
          const byMachine = send(journey, here, event).snapshot;
          const recorded = recordFacts(journey, here, facts, { settles });
          expect(JSON.stringify(recorded), `${here.stepId}: ${JSON.stringify(event)}`).toBe(JSON.stringify(byMachine));
          expect(JSON.stringify(continueFrom(journey, recorded))).toBe(
            JSON.stringify(continueFrom(journey, structuredClone(recorded))),
          );
          compared += 1;
        }
      }
    }
    expect(compared).toBe((lostFobToSummary.length + 1) * 4);
  });
});

describe('the next move after answers recorded in place', () => {
  it('should lead where it leads from the same snapshot resolved afresh, on every step of a walk', () => {
    for (let at = 0; at < lostFobToSummary.length; at += 1) {
      // drive ends with the machine's own snapshot, whose machine state is remembered.
      const here = drive(journey, startFixture(), lostFobToSummary.slice(0, at));
      const answered = answer(journey, here, lostFobToSummary[at] ?? {}).snapshot;
      const fromRemembered = continueFrom(journey, answered);
      // A copy is not the remembered snapshot: its machine state is resolved from its fields.
      const fromResolved = continueFrom(journey, structuredClone(answered));
      expect(JSON.stringify(fromRemembered), answered.stepId).toBe(JSON.stringify(fromResolved));
    }
  });
});

describe('answers recorded in place one field after another', () => {
  it('should lead the next move where the same snapshot resolved afresh leads, on every step of a walk', () => {
    for (let at = 0; at < lostFobToSummary.length; at += 1) {
      const here = drive(journey, startFixture(), lostFobToSummary.slice(0, at));
      // Field by field, as the page records them: each answer is recorded on the one before.
      let answeredHere = here;
      for (const [path, value] of Object.entries(lostFobToSummary[at] ?? {}))
        answeredHere = answered(journey, answeredHere, { [path]: value });
      const fromRemembered = continueFrom(journey, answeredHere);
      const fromResolved = continueFrom(journey, structuredClone(answeredHere));
      expect(JSON.stringify(fromRemembered), answeredHere.stepId).toBe(JSON.stringify(fromResolved));
      // Asked again, the remembered machine state gives the same move.
      expect(JSON.stringify(continueFrom(journey, answeredHere))).toBe(JSON.stringify(fromResolved));
    }
  });
});

/** The same answers with other values. */
function changed(edit: AnswerEdit): AnswerEdit {
  return Object.fromEntries(Object.entries(edit).map(([path, value]) => [path, `${String(value)}-changed`]));
}
