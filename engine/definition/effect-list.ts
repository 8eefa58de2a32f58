import type { Effect, JourneyDefinition } from './types';

/** One effect of a definition with its JSON pointer. */
export interface EffectSite {
  effect: Effect;
  pointer: string;
}

/**
 * Every effect of a definition (steps' onEnter and onContinue, the exit modal's save and leave)
 * with its JSON pointer.
 *
 * @example
 * effectList(definition).map((site) => site.effect.operation) // ['load-referral-reasons', ...]
 */
export function effectList(definition: JourneyDefinition): EffectSite[] {
  const sites: EffectSite[] = [];
  const add = (effects: Effect[] | undefined, pointer: string) =>
    (effects ?? []).forEach((effect, at) => sites.push({ effect, pointer: `${pointer}/${at}` }));
  definition.steps.forEach((step, at) => {
    add(step.effects?.onEnter, `/steps/${at}/effects/onEnter`);
    add(step.effects?.onContinue, `/steps/${at}/effects/onContinue`);
  });
  add(definition.exitModal?.saveEffects, '/exitModal/saveEffects');
  add(definition.exitModal?.leaveEffects, '/exitModal/leaveEffects');
  return sites;
}
