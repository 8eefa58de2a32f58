import { evaluateCondition } from '../conditions/evaluate';
import type { JourneyIndex } from '../definition/journey-index';
import type { Effect } from '../definition/types';
import { readPath, type Scope } from '../definition/scope';

/** An operation the caller should run, with its parameters read from the scope. */
export interface EffectRequest {
  operation: string;
  params: Record<string, unknown>;
  /** The fact the result is recorded as; absent when the result is not kept. */
  storeAs?: string;
  phase: 'enter' | 'continue' | 'save' | 'leave';
  /** The step that asked for it; absent for the exit modal's operations. */
  step?: string;
}

/** The effects of a list whose condition holds (an effect without one always applies). */
export function applicableEffects(index: JourneyIndex, effects: Effect[] | undefined, scope: Scope): Effect[] {
  return (effects ?? []).filter((effect) => !effect.when || evaluateCondition(effect.when, scope, index.named));
}

/**
 * Reads an effect's parameters: {answer}, {fact} and {toggle} become their current values,
 * plain values stay as they are.
 *
 * @example
 * resolveParams({ caseTypeId: { answer: 'case-type' }, channel: 'CustomerSelfService' }, scope)
 * // { caseTypeId: 'CT-LOSTFOB', channel: 'CustomerSelfService' }
 */
export function resolveParams(params: Effect['params'], scope: Scope): Record<string, unknown> {
  const resolved: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(params ?? {})) {
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      if ('answer' in value) resolved[name] = readPath(scope.answers, value.answer);
      else if ('fact' in value) resolved[name] = readPath(scope.facts, value.fact);
      else resolved[name] = scope.toggles[value.toggle];
    } else resolved[name] = value;
  }
  return resolved;
}

/** Turns an effect into a request for the caller. */
export function toRequest(effect: Effect, phase: EffectRequest['phase'], scope: Scope, step?: string): EffectRequest {
  return {
    operation: effect.operation,
    params: resolveParams(effect.params, scope),
    ...(effect.storeAs ? { storeAs: effect.storeAs } : {}),
    phase,
    ...(step ? { step } : {}),
  };
}
