/**
 * The case questionnaire of journeys/case.json against a model of ACC-CAS-06 to ACC-CAS-08,
 * written here without the engine: random case types (Radio, List and Text questions, disabled
 * questions, skips of 1 to 4, jumps to the end, blocking answers, options for some tenancy types
 * only) answered at random, then checked:
 * - skips: the questions asked are exactly those the model's counter visits;
 * - blocking: a blocking answer stops the first Continue with its message, the second goes on;
 * - truncation: changing an earlier answer removes the later answers, and the journey asks again
 *   the questions the model's counter visits from there.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  answer,
  editFromSummary,
  expandRun,
  positionOf,
  type Journey,
  type JourneySnapshot,
  type RunAnswer,
} from '../../engine';
import { continueSettled, startIn, type SyncEffects } from '../../engine/test-fixtures/journey-walker';
import { caseResults, CASE_FACTS } from '../../scripts/journeys/case-world';
import { loadJourneyFile } from '../../scripts/journeys/load-journey-file';
import type { CaseQuestion, CaseType } from '../../schemas/generated/types';

const journey: Journey = loadJourneyFile('journeys/case.json');
const TENANCY_TYPE = 'GNT';
const TEXT = 'It happened on Tuesday.';

// ---- The model: ACC-CAS-06 to ACC-CAS-08, the case questionnaire ---------------------

type ModelAnswers = Record<string, string>;

/** Options of a question the tenancy is offered (dependsOnAttributes all match). */
function offered(question: CaseQuestion) {
  return question.options.filter((option) =>
    (option.dependsOnAttributes ?? []).every((need) => need.key === 'TenancyType' && need.value === TENANCY_TYPE),
  );
}

/**
 * The questions asked, in order: the counter starts at the first question and moves forward by 1,
 * or by the chosen option's skip; a disabled question is passed; a jump ends the questionnaire.
 */
function modelVisits(questions: readonly CaseQuestion[], answers: ModelAnswers, from = 0): number[] {
  const visited: number[] = [];
  let counter = from;
  while (counter < questions.length) {
    const question = questions[counter] as CaseQuestion;
    if (!question.isEnabled) {
      counter += 1;
      continue;
    }
    visited.push(counter);
    const chosen = offered(question).find((option) => option.id === answers[question.questionId]);
    if (chosen?.endsQuestionnaire) break;
    counter += chosen?.skipQuestions ?? 1;
  }
  return visited;
}

/** True when the answer is one of the question's blocking answers. */
function blocks(question: CaseQuestion, answerId: string | undefined): boolean {
  return Boolean(question.blocking?.dependsOn.some((entry) => entry.responseId === answerId));
}

// ---- Random case types -----------------------------------------------------------------------

const optionArb = (id: string, restricted: boolean) =>
  fc
    .record({
      skip: fc.constantFrom(undefined, 1, 2, 3, 4),
      ends: fc.integer({ min: 0, max: 9 }).map((roll) => roll < 2),
      onlyFor: restricted ? fc.constantFrom(undefined, 'GNT', 'LEASE') : fc.constant(undefined),
    })
    .map(({ skip, ends, onlyFor }) => ({
      id,
      value: `Answer ${id}`,
      ...(skip ? { skipQuestions: skip } : {}),
      ...(ends ? { endsQuestionnaire: true } : {}),
      ...(onlyFor ? { dependsOnAttributes: [{ key: 'TenancyType', value: onlyFor }] } : {}),
    }));

const questionArb = (at: number): fc.Arbitrary<CaseQuestion> =>
  fc
    .record({
      type: fc.constantFrom('Radio', 'List', 'Text' as const),
      enabled: fc.integer({ min: 0, max: 9 }).map((roll) => roll > 0),
      optionCount: fc.integer({ min: 1, max: 4 }),
      blockOn: fc.option(fc.integer({ min: 0, max: 3 }), { nil: undefined }),
      alert: fc.boolean(),
    })
    .chain(({ type, enabled, optionCount, blockOn, alert }) =>
      (type === 'Text'
        ? fc.constant<CaseQuestion['options']>([])
        : fc
            .tuple(...Array.from({ length: optionCount }, (_, index) => optionArb(`o${index}`, index > 0)))
            .map((options): CaseQuestion['options'] => [...options])
      ).map((options): CaseQuestion => ({
        questionId: `q${at + 1}`,
        label: `Question number ${at + 1}`,
        type,
        isEnabled: enabled,
        options,
        ...(type !== 'Text' && blockOn !== undefined && blockOn < options.length
          ? { blocking: { errorCode: 'Case_Generated_Block', dependsOn: [{ responseId: `o${blockOn}` }] } }
          : {}),
        ...(alert ? { alertMessageCode: { code: 'Case_Generated_Alert' } } : {}),
      })),
    );

const caseTypeArb: fc.Arbitrary<CaseType> = fc
  .integer({ min: 1, max: 8 })
  .chain((count) => fc.tuple(...Array.from({ length: count }, (_, at) => questionArb(at))))
  .map((questions) => ({
    id: 'CT-GENERATED',
    description: 'Generated request',
    keywords: [],
    tenancyGroups: ['All'],
    isVisibleForSelfServe: true,
    subType: 'Generated',
    subTypeCategory: 'Generated',
    assetType: 'Property',
    additionalInfo: questions,
  }));

// ---- Driving the engine ------------------------------------------------------------------------

function effectsFor(type: CaseType): SyncEffects {
  const results = caseResults([type]);
  return (requests, scope) => {
    const facts: Record<string, unknown> = {};
    for (const request of requests) {
      const run = results[request.operation];
      if (!run) throw new Error(`no result for ${request.operation}`);
      if (request.storeAs) facts[request.storeAs] = run(request.params, scope);
    }
    return facts;
  };
}

/** The question index (in the type's list) of the page the snapshot is on, or undefined off the questionnaire. */
function questionHere(snapshot: JourneySnapshot): number | undefined {
  const position = positionOf(snapshot);
  const step = journey.index.steps.get(position.step);
  if (step?.kind !== 'generated') return undefined;
  return expandRun(step, snapshot).pages[position.page]?.questions[0]?.index;
}

function runAnswers(snapshot: JourneySnapshot): Record<string, RunAnswer> {
  return (snapshot.answers['case-answers'] ?? {}) as Record<string, RunAnswer>;
}

interface Walked {
  snapshot: JourneySnapshot;
  asked: number[];
  given: ModelAnswers;
  warnings: number;
}

/**
 * Answers the questionnaire from wherever the snapshot is, choosing each option by the next pick,
 * pressing Continue again after a warning, until the journey leaves the questionnaire.
 */
function answerQuestionnaire(
  type: CaseType,
  start: JourneySnapshot,
  picks: readonly number[],
  given: ModelAnswers = {},
): Walked {
  const run = effectsFor(type);
  let snapshot = start;
  const asked: number[] = [];
  let warnings = 0;
  for (let turn = 0; ; turn += 1) {
    const at = questionHere(snapshot);
    if (at === undefined) break;
    if (turn > 40) throw new Error('the questionnaire did not end');
    asked.push(at);
    const question = type.additionalInfo[at] as CaseQuestion;
    const options = offered(question);
    const value = question.type === 'Text' ? TEXT : (options[(picks[turn] ?? 0) % options.length]?.id as string);
    given[question.questionId] = value;
    snapshot = answer(journey, snapshot, { [`case-answers.${question.questionId}`]: value }).snapshot;
    let result = continueSettled(journey, snapshot, run);
    if (blocks(question, value)) {
      expect(result.status, `blocking answer ${value} of ${question.questionId}`).toBe('warned');
      if (result.status === 'warned') expect(result.block.messageKey).toBe('Case_Generated_Block');
      expect(questionHere(result.snapshot)).toBe(at);
      warnings += 1;
      result = continueSettled(journey, result.snapshot, run);
    }
    expect(result.status, `Continue from ${question.questionId}`).toBe('moved');
    snapshot = result.snapshot;
  }
  return { snapshot, asked, given, warnings };
}

/** Starts the journey for a type and arrives at its first question (Amara has one home: no property page). */
function openQuestionnaire(type: CaseType): JourneySnapshot {
  const run = effectsFor(type);
  const world = { facts: CASE_FACTS, toggles: {}, effects: run };
  const onType = answer(journey, startIn(journey, world), { 'case-type': type.id }).snapshot;
  const result = continueSettled(journey, onType, run);
  expect(result.status).toBe('moved');
  return result.snapshot;
}

const hasEnabled = (type: CaseType) => type.additionalInfo.some((question) => question.isEnabled);
const picksArb = fc.array(fc.nat({ max: 11 }), { minLength: 40, maxLength: 40 });
const runs = { numRuns: 150 };

describe('the case questionnaire against the model of ACC-CAS-06 to ACC-CAS-08', () => {
  it('asks exactly the questions the counter visits, skipping and jumping as the answers say', () => {
    fc.assert(
      fc.property(caseTypeArb, picksArb, (type, picks) => {
        const walked = answerQuestionnaire(type, openQuestionnaire(type), picks);
        expect(walked.asked).toEqual(modelVisits(type.additionalInfo, walked.given));
        expect(positionOf(walked.snapshot).step).toBe('contact-details');
        // Only the questions asked keep answers.
        const kept = Object.keys(runAnswers(walked.snapshot)).sort();
        const asked = walked.asked.map((at) => (type.additionalInfo[at] as CaseQuestion).questionId).sort();
        expect(kept).toEqual(hasEnabled(type) ? asked : []);
      }),
      runs,
    );
  });

  it('warns once on a blocking answer, then goes on', () => {
    fc.assert(
      fc.property(caseTypeArb, picksArb, (type, picks) => {
        const walked = answerQuestionnaire(type, openQuestionnaire(type), picks);
        const blocked = walked.asked.filter((at) => {
          const question = type.additionalInfo[at] as CaseQuestion;
          return blocks(question, walked.given[question.questionId]);
        });
        expect(walked.warnings).toBe(blocked.length);
      }),
      runs,
    );
  });

  it('truncates the later answers when an earlier one changes, and asks the questions again from there', () => {
    let changes = 0;
    fc.assert(
      fc.property(caseTypeArb, picksArb, picksArb, fc.nat(), (type, picks, newPicks, which) => {
        const first = answerQuestionnaire(type, openQuestionnaire(type), picks);
        const choices = first.asked.filter((at) => offered(type.additionalInfo[at] as CaseQuestion).length > 1);
        fc.pre(choices.length > 0);
        const run = effectsFor(type);
        // Contact details, then the review, where the change link is.
        const contact = answer(journey, first.snapshot, {
          'phone-number': '07700900123',
          'contact-name': 'Amara Okafor',
          'contact-relation': 'Customer',
        }).snapshot;
        const review = continueSettled(journey, contact, run);
        expect(review.status).toBe('moved');
        const changed = choices[which % choices.length] as number;
        const question = type.additionalInfo[changed] as CaseQuestion;
        const questionsStep = journey.index.steps.get('case-questions');
        if (questionsStep?.kind !== 'generated') throw new Error('case.json has no questionnaire step');
        // The run's page of that question (pages count every enabled question, asked or not).
        const page = expandRun(questionsStep, review.snapshot).pages.findIndex(
          (candidate) => candidate.questions[0]?.index === changed,
        );
        const editing = editFromSummary(journey, review.snapshot, 'case-questions', page).snapshot;
        expect(questionHere(editing)).toBe(changed);
        const options = offered(question);
        const before = first.given[question.questionId];
        const other = options.find((option) => option.id !== before)?.id as string;
        const edited = answer(journey, editing, { [`case-answers.${question.questionId}`]: other });
        // Every later answer goes; earlier ones stay as they were.
        const later = first.asked.filter((at) => at > changed);
        expect(edited.cleared.sort()).toEqual(
          later.map((at) => `case-answers.${(type.additionalInfo[at] as CaseQuestion).questionId}`).sort(),
        );
        const left = runAnswers(edited.snapshot);
        for (const at of first.asked.filter((at) => at < changed)) {
          const id = (type.additionalInfo[at] as CaseQuestion).questionId;
          expect(left[id]).toBe(first.given[id]);
        }
        // Continue asks again what the model's counter visits after the changed question.
        const given: ModelAnswers = Object.fromEntries(
          first.asked
            .filter((at) => at < changed)
            .map((at) => {
              const id = (type.additionalInfo[at] as CaseQuestion).questionId;
              return [id, first.given[id] as string];
            }),
        );
        given[question.questionId] = other;
        let after = continueSettled(journey, edited.snapshot, run);
        if (blocks(question, other)) after = continueSettled(journey, after.snapshot, run);
        expect(after.status).toBe('moved');
        const again = answerQuestionnaire(type, after.snapshot, newPicks, given);
        const expected = modelVisits(type.additionalInfo, given).filter((at) => at > changed);
        expect(again.asked).toEqual(expected);
        changes += 1;
      }),
      runs,
    );
    // The precondition (a question with a choice was asked) held often enough to mean something.
    expect(changes).toBeGreaterThan(runs.numRuns / 3);
  });
});
