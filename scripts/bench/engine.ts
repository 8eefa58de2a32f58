/**
 * The journey engine's cost: one referral walked through the engine against the same walk
 * through a hand-written XState machine (ratio measured in this run), and the time to compile
 * every journey. Figures, not pass/fail.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { initialTransition, transition } from 'xstate';
import {
  answer,
  continueFrom,
  loadJourney,
  OPERATION_NAMES,
  recordFacts,
  startJourney,
  type AnswerEdit,
  type Journey,
  type JourneySnapshot,
} from '../../engine';
import { journeyWorld } from '../journeys/worlds';
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
/** Transitions per walk: an answer and a Continue on each of the five pages. */
const TRANSITIONS = WALK.length * 2;

function engineWalk(journey: Journey): JourneySnapshot {
  const world = journeyWorld(journey.definition.id);
  const settle = (moved: { snapshot: JourneySnapshot; effects: readonly { storeAs?: string }[] }) =>
    moved.effects.length > 0
      ? recordFacts(journey, moved.snapshot, world.effects(moved.effects as never, moved.snapshot))
      : moved.snapshot;
  let snapshot = settle(startJourney(journey, { facts: world.facts, toggles: world.toggles }));
  for (const edit of WALK) {
    snapshot = answer(journey, snapshot, edit).snapshot;
    let result = continueFrom(journey, snapshot);
    if (result.status === 'needs-effects') {
      snapshot = recordFacts(journey, result.snapshot, world.effects(result.effects, result.snapshot), {
        settles: true,
      });
      result = continueFrom(journey, snapshot);
    }
    if (result.status !== 'moved') throw new Error(`the engine walk stopped at ${snapshot.stepId}: ${result.status}`);
    snapshot = settle(result);
  }
  return snapshot;
}

function handWalk(reasons: string[]): string {
  let [state] = initialTransition(handReferralMachine);
  state = { ...state, context: { ...state.context, reasons } } as typeof state;
  for (const edit of WALK) {
    [state] = transition(handReferralMachine, state, { type: 'ANSWER', values: edit as HandAnswers });
    [state] = transition(handReferralMachine, state, { type: 'CONTINUE' });
  }
  return String(state.value);
}

/** Mean time of one call in microseconds, after a warm-up. */
function timeEach(run: () => unknown, budgetMs: number): number {
  for (let i = 0; i < 50; i += 1) run();
  let calls = 0;
  const started = performance.now();
  while (performance.now() - started < budgetMs) {
    run();
    calls += 1;
  }
  return ((performance.now() - started) * 1000) / calls;
}

/** Runs the engine benchmark and returns the lines to print. */
export async function benchEngine(): Promise<string[]> {
  const files = readdirSync('journeys')
    .filter((file) => file.endsWith('.json'))
    .sort();
  const raws = files.map((file) => JSON.parse(readFileSync(join('journeys', file), 'utf8')) as unknown);
  const compileStarted = performance.now();
  const journeys = raws.map((raw) => loadJourney(structuredClone(raw), { operations: OPERATION_NAMES }));
  const compileMs = performance.now() - compileStarted;
  const referral = journeys.find((journey) => journey.definition.id === 'financial-advice-referral');
  if (!referral) throw new Error('journeys/ has no financial-advice-referral journey to measure');
  if (engineWalk(referral).stepId !== 'enquiry-confirmation') throw new Error('the engine walk did not finish');
  const reasons = ['Help with debt', 'Rent arrears', 'Claiming benefits'];
  if (handWalk(reasons) !== 'confirmation') throw new Error('the hand-written walk did not finish');
  const recompileMs =
    timeEach(() => raws.map((raw) => loadJourney(structuredClone(raw), { operations: OPERATION_NAMES })), 1000) / 1000;
  // Alternate short rounds so that load from other processes hits both sides alike; take medians.
  const rounds = Array.from({ length: 7 }, () => ({
    engine: timeEach(() => engineWalk(referral), 300) / TRANSITIONS,
    hand: timeEach(() => handWalk(reasons), 300) / TRANSITIONS,
  }));
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
  const engineUs = median(rounds.map((round) => round.engine));
  const handUs = median(rounds.map((round) => round.hand));
  const ratio = median(rounds.map((round) => round.engine / round.hand));
  return [
    `Journey engine, referral walk (${TRANSITIONS} transitions): engine ${engineUs.toFixed(1)} µs per transition, hand-written XState ${handUs.toFixed(1)} µs per transition: ratio ${ratio.toFixed(2)}x (target at most 1.3x: ${ratio <= 1.3 ? 'met' : 'NOT met'})`,
    `Journey engine, compile all ${journeys.length} journeys: ${compileMs.toFixed(0)} ms cold (first in this process), ${recompileMs.toFixed(1)} ms warm`,
  ];
}
