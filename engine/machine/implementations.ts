import { assign, type NonReducibleUnknown } from 'xstate';
import { evaluateCondition } from '../conditions/evaluate';
import type { JourneyIndex } from '../definition/journey-index';
import type { Condition } from '../definition/types';
import type { Facts } from '../definition/scope';
import { applyAnswers, type AnswerEdit } from './apply-answers';
import {
  activeBlocks,
  canReturnToSummary,
  enterPlace,
  isExit,
  isSkipped,
  nextPageOf,
  previousPlace,
  sequenceOf,
  stoppingBlock,
} from '../routing/route';
import { validatePosition } from '../validation/validate-position';
import { applicableEffects } from './effect-requests';
import type { JourneyContext, JourneyEvent } from './machine-types';

type Args = { context: JourneyContext; event: JourneyEvent };
type StepParams = { step: string };

const here = (context: JourneyContext, step: string) => ({ step, page: context.page });

function leavesStep(index: JourneyIndex, context: JourneyContext, step: string): boolean {
  return (
    nextPageOf(index, here(context, step), context) === undefined ||
    (context.mode === 'changing' && canReturnToSummary(index, here(context, step), context))
  );
}

/** What entering a position sets besides its page: no warnings shown yet, its operations not yet run. */
const FRESH = { warned: [] as string[], settled: false };

/** Whether entering a page would change nothing: the context is on page 0 and already {@link FRESH}. */
const enteringChangesNothing = (context: JourneyContext) =>
  context.page === 0 && context.warned.length === 0 && context.settled === FRESH.settled;

/**
 * The guards of a compiled journey, by name. Each takes JSON parameters from the configuration
 * and reads the context; none has side effects.
 */
export function journeyGuards(index: JourneyIndex) {
  return {
    condition: ({ context }: Args, params: { when: Condition }) => evaluateCondition(params.when, context, index.named),
    enteredFresh: ({ context }: Args, params: { when?: Condition }) =>
      enteringChangesNothing(context) && (!params.when || evaluateCondition(params.when, context, index.named)),
    answersInvalid: ({ context }: Args, { step }: StepParams) =>
      !validatePosition(index, here(context, step), context).valid,
    effectsPending: ({ context }: Args, { step }: StepParams) =>
      !context.settled &&
      leavesStep(index, context, step) &&
      applicableEffects(index, index.steps.get(step)?.effects?.onContinue, context).length > 0,
    blocked: ({ context }: Args, { step }: StepParams) =>
      stoppingBlock(index, here(context, step), context, context.warned) !== undefined,
    returnsToSummary: ({ context }: Args, { step }: StepParams) =>
      context.mode === 'changing' && canReturnToSummary(index, here(context, step), context),
    hasNextPage: ({ context }: Args, { step }: StepParams) =>
      nextPageOf(index, here(context, step), context) !== undefined,
    hasPreviousPage: ({ context }: Args, { step }: StepParams) => {
      const previous = previousPlace(index, here(context, step), context);
      return !!previous && !isExit(previous) && previous.step === step && previous.page !== context.page;
    },
    isChangeStart: ({ context }: Args, { step }: StepParams) =>
      context.mode === 'changing' && context.changeFrom?.step === step && context.changeFrom.page === context.page,
    previousIs: ({ context }: Args, params: { step: string; previous: string }) => {
      const previous = previousPlace(index, here(context, params.step), context);
      return !!previous && (isExit(previous) ? previous.exit : previous.step) === params.previous;
    },
    changeTargetIs: ({ event }: Args, { step }: StepParams) => event.type === 'CHANGE' && event.step === step,
    skipped: ({ context }: Args, params: { step: string; when?: Condition }) => {
      const step = index.steps.get(params.step);
      return (
        step?.kind === 'question' &&
        isSkipped(index, step, context) &&
        (!params.when || evaluateCondition(params.when, context, index.named))
      );
    },
    runIsEmpty: ({ context }: Args, params: { step: string; when?: Condition }) => {
      const step = index.steps.get(params.step);
      return (
        step?.kind === 'generated' &&
        sequenceOf(step, context).length === 0 &&
        (!params.when || evaluateCondition(params.when, context, index.named))
      );
    },
  };
}

/** A context update action with typed parameters. */
function update<TParams extends NonReducibleUnknown>(
  assigner: (args: Args, params: TParams) => Partial<JourneyContext>,
) {
  return assign<JourneyContext, JourneyEvent, TParams, JourneyEvent, never>(({ context, event }, params) =>
    assigner({ context, event }, params),
  );
}

/** The facts without those fetched with an answer that has just changed (or gone). */
function withoutStaleFacts(index: JourneyIndex, context: JourneyContext, answers: JourneyContext['answers']) {
  let stale: Set<string> | undefined;
  index.factsFetchedWith.forEach((facts, key) => {
    const before = context.answers[key];
    const after = answers[key];
    // An answer the edit did not touch keeps its value object, so most keys need no comparing.
    if (before === after) return;
    let held = false;
    for (const fact of facts) if (fact in context.facts) held = true;
    if (held && JSON.stringify(before) !== JSON.stringify(after))
      for (const fact of facts) if (fact in context.facts) (stale ??= new Set()).add(fact);
  });
  if (!stale) return context.facts;
  const gone = stale;
  return Object.fromEntries(Object.entries(context.facts).filter(([name]) => !gone.has(name)));
}

/**
 * What an ANSWER changes in the context (the machine's recordAnswers action): the answers with
 * the edit applied, the facts without those fetched with a changed answer, and not settled.
 * engine/runtime/navigation.ts answer applies it directly where the machine has nothing else to do,
 * with `cleared` when its caller knows what clearedBy gives for this context and edit.
 */
export function answeredContext(
  index: JourneyIndex,
  context: JourneyContext,
  values: AnswerEdit,
  cleared?: readonly string[],
): Pick<JourneyContext, 'answers' | 'facts' | 'settled'> {
  const { answers } = applyAnswers(index, context, values, cleared);
  return { answers, facts: withoutStaleFacts(index, context, answers), settled: false };
}

/**
 * What a RECORD_FACTS changes in the context (the machine's recordFacts action): the facts with
 * the new ones over them, and settled when the event says so. engine/runtime/navigation.ts
 * recordFacts applies it directly where the machine has nothing else to do.
 */
export function factsRecordedContext(
  context: JourneyContext,
  facts: Facts,
  settles: boolean | undefined,
): Pick<JourneyContext, 'facts' | 'settled'> {
  return { facts: { ...context.facts, ...facts }, settled: settles ?? context.settled };
}

/** The actions of a compiled journey, by name: context updates, and effect requests the caller runs. */
export function journeyActions(index: JourneyIndex) {
  return {
    recordAnswers: update(({ context, event }: Args) =>
      event.type === 'ANSWER' ? answeredContext(index, context, event.values) : {},
    ),
    recordFacts: update(({ context, event }: Args) =>
      event.type === 'RECORD_FACTS' ? factsRecordedContext(context, event.facts, event.settles) : {},
    ),
    setToggles: update(({ event }: Args) => (event.type === 'SET_TOGGLES' ? { toggles: { ...event.toggles } } : {})),
    clearAnswers: update(() => ({ answers: {} })),
    enterStep: update(({ context }: Args, params: { step: string; at: 'start' | 'end' }) => {
      const place = enterPlace(index, params.step, context, params.at);
      const page = place && !isExit(place) && place.step === params.step ? place.page : 0;
      const ending = params.step === index.summaryId ? { mode: 'answering' as const, changeFrom: null } : {};
      return { page, ...FRESH, ...ending };
    }),
    turnPage: update(({ context }: Args, params: { step: string; direction: 'next' | 'previous' }) => {
      const position = here(context, params.step);
      const page =
        params.direction === 'next'
          ? nextPageOf(index, position, context)
          : (previousPlace(index, position, context) as { page: number } | null)?.page;
      return { page: page ?? context.page, ...FRESH };
    }),
    goBack: update(({ context }: Args, { step }: StepParams) => {
      const previous = previousPlace(index, here(context, step), context);
      return { page: previous && !isExit(previous) ? previous.page : 0, ...FRESH };
    }),
    acknowledgeWarnings: update(({ context }: Args, { step }: StepParams) => ({
      warned: [
        ...new Set([
          ...context.warned,
          ...activeBlocks(index, here(context, step), context)
            .filter((block) => block.mode === 'warn')
            .map((block) => block.key),
        ]),
      ],
    })),
    startChange: update(({ context, event }: Args) => {
      if (event.type !== 'CHANGE') return {};
      const entered = enterPlace(index, event.step, context, 'start');
      const page = event.page ?? (entered && !isExit(entered) ? entered.page : 0);
      return { mode: 'changing' as const, changeFrom: { step: event.step, page }, page, ...FRESH };
    }),
    requestEffect: () => {
      /* The caller runs effects: the runtime reports these actions as effect requests. */
    },
  };
}
