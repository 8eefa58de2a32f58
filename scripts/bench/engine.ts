/**
 * The journey engine's cost: one referral walked through the engine against the same walk
 * through a hand-written XState machine (ratio measured in this run), and the time to compile
 * every journey. Figures, not pass/fail.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createActor, type EventFromLogic } from 'xstate';
import {
  answer,
  continueFrom,
  expandRun,
  loadJourney,
  positionOf,
  OPERATION_NAMES,
  recordFacts,
  startJourney,
  type AnswerEdit,
  type Journey,
  type JourneySnapshot,
  type Scope,
} from '../../engine';
import { includeFrom } from '../journeys/journey-files';
import { SELF_SERVICE_CASE_TYPES } from '../journeys/case-world';
import { caseTypeWorld, journeyWorld, type JourneyWorld } from '../journeys/worlds';
import { pageWalk } from './engine-as-page';
import { handReferralMachine, type HandAnswers } from './referral-machine';

const WALK: AnswerEdit[] = [
  { 'referral-for': 'Myself' },
  { 'referral-reasons': ['Help with debt', 'Rent arrears'] },
  { 'additional-details': 'I have fallen behind on my energy bills & rent since my hours were cut.' },
  {
    'phone-number': '07700900999',
    'contact-name': 'Amara Okafor',
    'contact-relation': 'Customer',
  },
  {},
];
/**
 * Events of one walk on either side: an answer and a Continue on each of the five pages, and
 * the results of the three operations recorded (the reasons offered, the saved numbers, the
 * submission). The engine sends one more: Continue again once the submission is recorded.
 */
const TRANSITIONS = WALK.length * 2 + 3;

/** One referral through the engine, as the portal drives it; returns the snapshot and the events sent. */
export function engineWalk(journey: Journey): { snapshot: JourneySnapshot; sent: number } {
  const world = journeyWorld(journey.definition.id);
  let sent = 0;
  const settle = (moved: { snapshot: JourneySnapshot; effects: readonly { storeAs?: string }[] }) => {
    if (moved.effects.length === 0) return moved.snapshot;
    sent += 1;
    return recordFacts(journey, moved.snapshot, world.effects(moved.effects as never, moved.snapshot));
  };
  let snapshot = settle(startJourney(journey, { facts: world.facts, toggles: world.toggles }));
  for (const edit of WALK) {
    snapshot = answer(journey, snapshot, edit).snapshot;
    let result = continueFrom(journey, snapshot);
    sent += 2;
    if (result.status === 'needs-effects') {
      snapshot = recordFacts(journey, result.snapshot, world.effects(result.effects, result.snapshot), {
        settles: true,
      });
      result = continueFrom(journey, snapshot);
      sent += 2;
    }
    if (result.status !== 'moved') throw new Error(`the engine walk stopped at ${snapshot.stepId}: ${result.status}`);
    snapshot = settle(result);
  }
  return { snapshot, sent };
}

/** The operation results the hand-written walk records, from the same world as the engine's. */
export function handResults(journey: Journey) {
  const world = journeyWorld(journey.definition.id);
  const run = (operation: string, storeAs: string, scope: Scope) =>
    world.effects([{ operation, params: {}, storeAs, phase: 'enter' }], scope);
  return {
    reasons: (scope: Scope) => run('load-financial-referral-reasons', 'referral-reasons', scope),
    numbers: (scope: Scope) => run('load-contact-numbers', 'contact-numbers', scope),
    submit: (scope: Scope) => run('submit-financial-referral', 'referral-result', scope)['referral-result'],
  };
}

/**
 * The same referral through the hand-written machine, run as an app would run it: one actor,
 * started, sent each answer, Continue and operation result.
 */
export function handWalk(results: ReturnType<typeof handResults>): { state: string; sent: number } {
  const actor = createActor(handReferralMachine).start();
  let sent = 0;
  const sendHand = (event: EventFromLogic<typeof handReferralMachine>) => {
    actor.send(event);
    sent += 1;
  };
  const scope = () => ({ answers: actor.getSnapshot().context.answers, facts: {}, toggles: {} });
  for (const edit of WALK) {
    sendHand({ type: 'ANSWER', values: edit as HandAnswers });
    sendHand({ type: 'CONTINUE' });
    const at = actor.getSnapshot().value;
    if (at === 'reason') sendHand({ type: 'LOADED', facts: results.reasons(scope()) });
    if (at === 'contact') sendHand({ type: 'LOADED', facts: results.numbers(scope()) });
    if (at === 'submitting') sendHand({ type: 'SUBMITTED', result: results.submit(scope()) });
  }
  const state = String(actor.getSnapshot().value);
  actor.stop();
  return { state, sent };
}

/** The seeded case type the case walk raises: the lost fob, whose "3 or more" answer skips a question. */
const CASE_TYPE_ID = 'CT-LOSTFOB';

/** The answers of a case page: the type, each question (its last option offered, or a sentence), the contact. */
function caseEdit(journey: Journey, snapshot: JourneySnapshot): AnswerEdit {
  const position = positionOf(snapshot);
  const step = journey.index.steps.get(position.step);
  if (step?.kind === 'generated') {
    const question = expandRun(step, snapshot).pages[position.page]?.questions[0];
    if (!question) throw new Error('the case walk found a questionnaire page without a question');
    const value = question.type === 'Text' ? 'I think I dropped it by the bins.' : question.options.at(-1)?.id;
    return { [`${step.answer}.${question.questionId}`]: value ?? '' };
  }
  if (position.step === 'case-type') return { 'case-type': CASE_TYPE_ID };
  if (position.step === 'contact-details')
    return { 'phone-number': '07700900999', 'contact-name': 'Amara Okafor', 'contact-relation': 'Customer' };
  return {};
}

/**
 * One service request through the engine: the type, its questionnaire (a warning passed where an
 * answer blocks), the contact and the review, as the portal drives it. Counts the transitions
 * (answers, Continues and operation results recorded).
 */
export function caseWalk(journey: Journey, world: JourneyWorld): { snapshot: JourneySnapshot; transitions: number } {
  let transitions = 0;
  const record = (snapshot: JourneySnapshot, effects: readonly unknown[], settles: boolean) => {
    transitions += 1;
    return recordFacts(journey, snapshot, world.effects(effects as never, snapshot), { settles });
  };
  const started = startJourney(journey, { facts: world.facts, toggles: world.toggles });
  let snapshot = started.effects.length > 0 ? record(started.snapshot, started.effects, false) : started.snapshot;
  while (snapshot.status !== 'done') {
    snapshot = answer(journey, snapshot, caseEdit(journey, snapshot)).snapshot;
    transitions += 1;
    for (let presses = 0; ; presses += 1) {
      if (presses > 3) throw new Error(`the case walk is stuck at ${snapshot.stepId}`);
      const result = continueFrom(journey, snapshot);
      transitions += 1;
      if (result.status === 'needs-effects') snapshot = record(result.snapshot, result.effects, true);
      else if (result.status === 'warned') snapshot = result.snapshot;
      else if (result.status === 'moved' || result.status === 'exited') {
        snapshot =
          result.effects.length > 0 && result.snapshot.status !== 'done'
            ? record(result.snapshot, result.effects, false)
            : result.snapshot;
        break;
      } else throw new Error(`the case walk stopped at ${snapshot.stepId}: ${result.status}`);
    }
  }
  return { snapshot, transitions };
}

/**
 * Mean CPU time of one call in microseconds, after a warm-up. CPU time rather than wall time, so
 * that time this process spends waiting for a core (other processes' load) does not count.
 */
function timeEach(run: () => unknown, budgetMs: number): number {
  for (let i = 0; i < 20; i += 1) run();
  let calls = 0;
  const started = performance.now();
  const cpu = process.cpuUsage();
  while (performance.now() - started < budgetMs) {
    run();
    calls += 1;
  }
  const used = process.cpuUsage(cpu);
  return (used.user + used.system) / calls;
}

/** The same as {@link timeEach} for a call that resolves later (the journey session's moves). */
async function timeEachAsync(run: () => Promise<unknown>, budgetMs: number): Promise<number> {
  for (let i = 0; i < 20; i += 1) await run();
  let calls = 0;
  const started = performance.now();
  const cpu = process.cpuUsage();
  while (performance.now() - started < budgetMs) {
    await run();
    calls += 1;
  }
  const used = process.cpuUsage(cpu);
  return (used.user + used.system) / calls;
}

/** The engine against the hand-written machine on the referral walk: µs per transition and their ratio. */
export interface EngineRatio {
  transitions: number;
  engineSent: number;
  handSent: number;
  engineUs: number;
  handUs: number;
  /** Median over the rounds of engine time / hand-written time. */
  ratio: number;
  /** The walk as the journey page calls the engine (engine-as-page.ts): µs per transition. */
  pageUs: number;
  /** Median over the rounds of the page's walk time / hand-written time. */
  pageRatio: number;
  /** View models the page's walk computed. */
  pageModels: number;
}

/** Runs the engine benchmark: the lines to print, and the ratio (printed as a budget by engine-as-shipped.ts). */
export async function benchEngine(): Promise<{ lines: string[]; ratio: EngineRatio }> {
  const files = readdirSync('journeys')
    .filter((file) => file.endsWith('.json'))
    .sort();
  const raws = files.map((file) => JSON.parse(readFileSync(join('journeys', file), 'utf8')) as unknown);
  const compileStarted = performance.now();
  const journeys = raws.map((raw) =>
    loadJourney(structuredClone(raw), { operations: OPERATION_NAMES, include: includeFrom('journeys') }),
  );
  const compileMs = performance.now() - compileStarted;
  const referral = journeys.find((journey) => journey.definition.id === 'financial-advice-referral');
  if (!referral) throw new Error('journeys/ has no financial-advice-referral journey to measure');
  const engineRun = engineWalk(referral);
  if (engineRun.snapshot.stepId !== 'enquiry-confirmation') throw new Error('the engine walk did not finish');
  const results = handResults(referral);
  const handRun = handWalk(results);
  if (handRun.state !== 'confirmation') throw new Error('the hand-written walk did not finish');
  const pageRun = await pageWalk(referral, WALK);
  if (pageRun.stepId !== 'enquiry-confirmation') throw new Error(`the page walk ended at ${pageRun.stepId}`);
  const recompileMs =
    timeEach(
      () =>
        raws.map((raw) =>
          loadJourney(structuredClone(raw), { operations: OPERATION_NAMES, include: includeFrom('journeys') }),
        ),
      1000,
    ) / 1000;
  // Both sides walk the same referral, and each walk is divided by the same count. Many short
  // alternating rounds, so that a burst of load from other processes rarely falls on one side of
  // a round only; the figures are medians.
  const rounds = Array.from({ length: 25 }, () => ({
    engine: timeEach(() => engineWalk(referral), 100) / TRANSITIONS,
    hand: timeEach(() => handWalk(results), 100) / TRANSITIONS,
  }));
  // The page's walk in rounds of its own beside the hand-written machine, the same way.
  const pageRounds: { page: number; hand: number }[] = [];
  for (let i = 0; i < 25; i += 1) {
    pageRounds.push({
      page: (await timeEachAsync(() => pageWalk(referral, WALK), 100)) / TRANSITIONS,
      hand: timeEach(() => handWalk(results), 100) / TRANSITIONS,
    });
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
  const engineUs = median(rounds.map((round) => round.engine));
  const handUs = median(rounds.map((round) => round.hand));
  const ratio = median(rounds.map((round) => round.engine / round.hand));
  const caseJourney = journeys.find((journey) => journey.definition.id === 'raise-a-case');
  const lostFob = SELF_SERVICE_CASE_TYPES.find((type) => type.id === CASE_TYPE_ID);
  if (!caseJourney || !lostFob) throw new Error('journeys/ has no raise-a-case journey, or the seed no lost fob type');
  const caseWorld = caseTypeWorld(lostFob);
  const caseRun = caseWalk(caseJourney, caseWorld);
  if (caseRun.snapshot.stepId !== 'created') throw new Error(`the case walk ended at ${caseRun.snapshot.stepId}`);
  const caseUs = median(
    Array.from({ length: 25 }, () => timeEach(() => caseWalk(caseJourney, caseWorld), 100) / caseRun.transitions),
  );
  return {
    lines: [
      `Journey engine, case walk (lost fob with a skip, ${caseRun.transitions} transitions): engine ${caseUs.toFixed(1)} µs per transition; the referral's: ${engineUs.toFixed(1)} µs per transition`,
      `Journey engine, compile all ${journeys.length} journeys: ${compileMs.toFixed(0)} ms cold (first in this process), ${recompileMs.toFixed(1)} ms warm (CPU time)`,
    ],
    ratio: {
      transitions: TRANSITIONS,
      engineSent: engineRun.sent,
      handSent: handRun.sent,
      engineUs,
      handUs,
      ratio,
      pageUs: median(pageRounds.map((round) => round.page)),
      pageRatio: median(pageRounds.map((round) => round.page / round.hand)),
      pageModels: pageRun.models,
    },
  };
}
