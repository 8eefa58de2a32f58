import type { EffectRequest } from '../machine/effect-requests';
import type { Journey, JourneySnapshot } from './journey';
import { continueFrom, recordFacts, type ContinueResult } from './navigation';
import type { Facts, Scope } from '../definition/scope';

/** The caller's gateway operations by name: each takes the resolved parameters and the scope. */
export type EffectRegistry = Record<string, (params: Record<string, unknown>, scope: Scope) => Promise<unknown>>;

/** An effect names an operation the registry does not offer. */
export class UnknownOperationError extends Error {
  constructor(readonly operation: string) {
    super(`No operation "${operation}" in the registry`);
    this.name = 'UnknownOperationError';
  }
}

/** An operation failed; the cause is the registry's error. */
export class EffectFailedError extends Error {
  constructor(
    readonly operation: string,
    options: { cause: unknown },
  ) {
    super(`Operation "${operation}" failed`, options);
    this.name = 'EffectFailedError';
  }
}

/**
 * Runs effect requests one after another through the injected registry and returns the facts
 * they store (by each request's storeAs); results without storeAs are dropped.
 *
 * @example
 * const facts = await runEffects(registry, result.effects, snapshot); // { eligibility: { isEligible: true } }
 */
export async function runEffects(
  registry: EffectRegistry,
  requests: readonly EffectRequest[],
  scope: Scope,
): Promise<Facts> {
  const facts: Facts = {};
  for (const request of requests) {
    const operation = registry[request.operation];
    if (!operation) throw new UnknownOperationError(request.operation);
    let result: unknown;
    try {
      result = await operation(request.params, { ...scope, facts: { ...scope.facts, ...facts } });
    } catch (error) {
      throw new EffectFailedError(request.operation, { cause: error });
    }
    if (request.storeAs) facts[request.storeAs] = result;
  }
  return facts;
}

/**
 * Continue with the operations run through the registry: onContinue operations before the
 * next step is chosen, then the next step's onEnter operations, their results recorded as facts.
 *
 * @example
 * const result = await continueWithEffects(journey, snapshot, registry);
 * if (result.status === 'moved') await wait(result.delayMs);
 */
export async function continueWithEffects(
  journey: Journey,
  snapshot: JourneySnapshot,
  registry: EffectRegistry,
): Promise<ContinueResult> {
  let result = continueFrom(journey, snapshot);
  if (result.status === 'needs-effects') {
    const facts = await runEffects(registry, result.effects, result.snapshot);
    result = continueFrom(journey, recordFacts(journey, result.snapshot, facts, { settles: true }));
  }
  if ((result.status === 'moved' || result.status === 'exited') && result.effects.length > 0) {
    const facts = await runEffects(registry, result.effects, result.snapshot);
    if (result.status === 'moved') return { ...result, snapshot: recordFacts(journey, result.snapshot, facts) };
  }
  return result;
}

/** Runs a move's effects and records their facts (for start, back, change and resume). */
export async function settleEffects(
  journey: Journey,
  moved: { snapshot: JourneySnapshot; effects: EffectRequest[] },
  registry: EffectRegistry,
): Promise<JourneySnapshot> {
  if (moved.effects.length === 0 || moved.snapshot.status === 'done') return moved.snapshot;
  return recordFacts(journey, moved.snapshot, await runEffects(registry, moved.effects, moved.snapshot));
}
