import { evaluateCondition } from '../conditions/evaluate';
import type { JourneyIndex } from '../definition/journey-index';
import type { GeneratedStep, QuestionStep, Rule } from '../definition/types';
import { readPath, type RunAnswer, type Scope } from '../definition/scope';
import { validatePosition } from '../validation/validate-position';
import { expandRun, runSequence } from './generated-run';
import { samePosition, type Position } from './position';

/** Where a move leads: a position in the journey, or an exit by id. */
export type Place = Position | { exit: string };

/** True when a place is an exit rather than a position. */
export function isExit(place: Place): place is { exit: string } {
  return 'exit' in place;
}

/** Longest route the engine follows before it gives up (a cycle the check would report). */
const ROUTE_LIMIT = 500;

/** Sequences by run and by the run's answers object: answers are replaced on change, never edited. */
const sequences = new WeakMap<object, WeakMap<object, number[]>>();
const NO_ANSWERS = {};

/** The pages of a run the resident goes through under the current answers. */
export function sequenceOf(step: GeneratedStep, scope: Scope): number[] {
  const run = expandRun(step, scope);
  const answers = readPath(scope.answers, step.answer) as Record<string, RunAnswer> | undefined;
  const key = answers ?? NO_ANSWERS;
  let byAnswers = sequences.get(run);
  if (!byAnswers) {
    byAnswers = new WeakMap();
    sequences.set(run, byAnswers);
  }
  let sequence = byAnswers.get(key);
  if (!sequence) {
    sequence = runSequence(step, run, answers);
    byAnswers.set(key, sequence);
  }
  return sequence;
}

/** The target of the first rule whose condition holds (a rule without one always holds). */
export function firstRuleTarget(index: JourneyIndex, rules: Rule[], scope: Scope): string | undefined {
  return rules.find((rule) => !rule.when || evaluateCondition(rule.when, scope, index.named))?.to;
}

/** True when a question step is passed over now (its skipWhen holds). */
export function isSkipped(index: JourneyIndex, step: QuestionStep, scope: Scope): boolean {
  return step.skipWhen !== undefined && evaluateCondition(step.skipWhen, scope, index.named);
}

/**
 * The place reached by moving into a step or exit. A run is entered at its first page (or its
 * last, coming back); an empty run, and a question step whose skipWhen holds, are passed straight
 * through by their own rules.
 */
export function enterPlace(
  index: JourneyIndex,
  target: string,
  scope: Scope,
  at: 'start' | 'end' = 'start',
  depth = 0,
): Place | null {
  const step = index.steps.get(target);
  if (!step) return index.exits[target] ? { exit: target } : null;
  if (step.kind === 'question' && isSkipped(index, step, scope)) {
    if (depth > ROUTE_LIMIT) return null;
    const onward = firstRuleTarget(index, step.next, scope);
    return onward === undefined ? null : enterPlace(index, onward, scope, 'start', depth + 1);
  }
  if (step.kind !== 'generated') return { step: target, page: 0 };
  const sequence = sequenceOf(step, scope);
  if (sequence.length > 0)
    return { step: target, page: (at === 'start' ? sequence[0] : sequence[sequence.length - 1]) as number };
  if (depth > ROUTE_LIMIT) return null;
  const onward = firstRuleTarget(index, step.next, scope);
  return onward === undefined ? null : enterPlace(index, onward, scope, 'start', depth + 1);
}

/** The next page of a run after this position, if the run goes on. */
export function nextPageOf(index: JourneyIndex, position: Position, scope: Scope): number | undefined {
  const step = index.steps.get(position.step);
  if (step?.kind !== 'generated') return undefined;
  const sequence = sequenceOf(step, scope);
  const at = sequence.indexOf(position.page);
  return at >= 0 && at + 1 < sequence.length ? sequence[at + 1] : undefined;
}

/**
 * Where Continue leads from a position under the current answers (ignoring validation and
 * blocks): the next page of a run, else the first rule that holds. Null when no rule holds.
 *
 * @example
 * nextPlace(index, { step: 'contact-method', page: 0 }, scope) // { step: 'another-number', page: 0 }
 */
export function nextPlace(index: JourneyIndex, position: Position, scope: Scope): Place | null {
  const page = nextPageOf(index, position, scope);
  if (page !== undefined) return { step: position.step, page };
  const step = index.steps.get(position.step);
  if (!step || step.kind === 'confirmation') return null;
  const target = firstRuleTarget(index, step.next, scope);
  return target === undefined ? null : enterPlace(index, target, scope);
}

/**
 * Replays the route from the start under the current answers, up to and including the summary
 * (or a confirmation, or the last position before an exit or a dead end). Steps whose answers are
 * missing are passed by the rules as they read the missing answers, so the whole projected route
 * is known; this is what Back, resume and the summary are derived from.
 *
 * @example
 * projectedRoute(index, scope).map((position) => position.step)
 * // ['select-property', 'case-type', 'case-questions', 'case-questions', 'contact-method', 'contact-relation', 'case-review']
 */
export function projectedRoute(index: JourneyIndex, scope: Scope): Position[] {
  return replayRoute(index, scope);
}

/**
 * The projected route, replayed only as far as `until` when it is given: the route is replayed
 * one position after another from the start, so the part before a position is the same whether
 * the replay stops there or goes on to the summary. Back needs only that part, and the page asks
 * for it on every render (issue 29 item 3).
 */
function replayRoute(index: JourneyIndex, scope: Scope, until?: Position): Position[] {
  const route: Position[] = [];
  let place = enterPlace(index, index.definition.start, scope);
  while (place && !isExit(place) && route.length < ROUTE_LIMIT) {
    const here: Position = place;
    if (route.some((seen) => samePosition(seen, here))) break;
    route.push(here);
    if (until && samePosition(here, until)) break;
    const kind = index.steps.get(here.step)?.kind;
    if (kind === 'summary' || kind === 'confirmation') break;
    place = nextPlace(index, here, scope);
  }
  return route;
}

/**
 * Where Back leads: the previous page of a run; else the step's own back rules when one holds;
 * else the position before this one on the replayed route. Null when there is none.
 *
 * @example
 * previousPlace(index, { step: 'contact-relation', page: 0 }, scope) // { step: 'another-number', page: 0 }
 */
export function previousPlace(index: JourneyIndex, position: Position, scope: Scope): Place | null {
  const step = index.steps.get(position.step);
  if (step?.kind === 'generated') {
    const sequence = sequenceOf(step, scope);
    const at = sequence.indexOf(position.page);
    if (at > 0) return { step: position.step, page: sequence[at - 1] as number };
  }
  if (step && step.kind !== 'confirmation' && step.back) {
    const target = firstRuleTarget(index, step.back, scope);
    if (target !== undefined) return enterPlace(index, target, scope, 'end');
  }
  const route = replayRoute(index, scope, position);
  const at = route.findIndex((seen) => samePosition(seen, position));
  return at > 0 ? (route[at - 1] as Position) : null;
}

/** A block or warning in force at a position. */
export interface ActiveBlock {
  key: string;
  messageKey: string;
  mode: 'block' | 'warn' | 'info';
  /** A question's blocking answer in a run (not a block the step declares). */
  fromAnswer?: true;
}

/**
 * The blocks in force at a position: the step's declared blocks whose condition holds, and for a
 * run the blocking answers chosen on the page.
 */
export function activeBlocks(index: JourneyIndex, position: Position, scope: Scope): ActiveBlock[] {
  const step = index.steps.get(position.step);
  if (!step || step.kind === 'confirmation') return [];
  const blocks: ActiveBlock[] = (step.blocks ?? []).flatMap((block, at) => {
    if (!evaluateCondition(block.when, scope, index.named)) return [];
    const mode = block.mode ?? 'block';
    if (!block.each) return [{ key: `${step.id}#${at}`, messageKey: block.messageKey, mode }];
    // A table's `others`: each value its rows do not name is its own message.
    const { fact, except } = block.each;
    const value = readPath(scope.facts, fact);
    const codes = (Array.isArray(value) ? value : [value]).filter(
      (code): code is string => typeof code === 'string' && code !== '' && !except.includes(code),
    );
    return [...new Set(codes)].map((code) => ({ key: `${step.id}#${at}#${code}`, messageKey: code, mode }));
  });
  if (step.kind === 'generated') {
    const answers = readPath(scope.answers, step.answer) as Record<string, RunAnswer> | undefined;
    for (const question of expandRun(step, scope).pages[position.page]?.questions ?? []) {
      const answer = answers?.[question.questionId];
      const chosen = (Array.isArray(answer) ? answer : answer === undefined ? [] : [answer]).filter(
        (id) => id !== '' && id !== 'Select',
      );
      if (question.blocksUnanswered && step.blockUnanswered && chosen.length === 0) {
        blocks.push({
          key: `${step.answer}.${question.questionId}#unanswered`,
          messageKey: step.blockUnanswered.messageKey,
          mode: 'block',
        });
      }
      if (question.blocking && chosen.some((id) => question.blocking?.responseIds.includes(id))) {
        blocks.push({
          key: `${step.answer}.${question.questionId}`,
          messageKey: question.blocking.messageKey,
          mode: step.blockingAnswers ?? 'warn',
          fromAnswer: true,
        });
      }
    }
  }
  return blocks;
}

/** The block that stops Continue now: a hard block, or a warning not yet shown once (never an info). */
export function stoppingBlock(
  index: JourneyIndex,
  position: Position,
  scope: Scope,
  warned: readonly string[],
): ActiveBlock | undefined {
  return activeBlocks(index, position, scope).find(
    (block) => block.mode === 'block' || (block.mode === 'warn' && !warned.includes(block.key)),
  );
}

/** A position is complete when its answers are valid and no hard block holds. */
export function isComplete(index: JourneyIndex, position: Position, scope: Scope): boolean {
  return (
    validatePosition(index, position, scope).valid &&
    !activeBlocks(index, position, scope).some((block) => block.mode === 'block')
  );
}

/**
 * True when every position from here to the summary along the route is complete, so a change
 * made from the summary can go straight back to it.
 */
export function canReturnToSummary(index: JourneyIndex, position: Position, scope: Scope): boolean {
  let place = nextPlace(index, position, scope);
  for (let steps = 0; place && !isExit(place) && steps < ROUTE_LIMIT; steps += 1) {
    if (place.step === index.summaryId) return true;
    if (!isComplete(index, place, scope)) return false;
    place = nextPlace(index, place, scope);
  }
  return false;
}
