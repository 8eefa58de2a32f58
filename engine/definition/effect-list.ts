import type { Effect, JourneyDefinition } from './types';

/** A key as one part of a JSON pointer. */
const pointerPart = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** One effect of a definition with its JSON pointer. */
export interface EffectSite {
  effect: Effect;
  pointer: string;
}

/**
 * Every effect of a definition (steps' onEnter and onContinue, the exits', the exit modal's save
 * and leave) with its JSON pointer.
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
  for (const [id, exit] of Object.entries(definition.exits ?? {}))
    add(exit.effects, `/exits/${pointerPart(id)}/effects`);
  add(definition.exitModal?.saveEffects, '/exitModal/saveEffects');
  add(definition.exitModal?.leaveEffects, '/exitModal/leaveEffects');
  return sites;
}
