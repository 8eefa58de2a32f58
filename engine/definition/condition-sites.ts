import type { Condition, Effect, JourneyDefinition, Step } from './types';

/** Where a condition sits in a definition. */
export interface ConditionSite {
  condition: Condition;
  pointer: string;
  /** The step it belongs to; absent for named conditions and exit-modal effects. */
  stepId?: string;
  role: 'next' | 'back' | 'block' | 'shown-when' | 'skip-when' | 'effect' | 'named';
}

function effectSites(effects: Effect[] | undefined, pointer: string, stepId?: string): ConditionSite[] {
  return (effects ?? []).flatMap((effect, index) =>
    effect.when
      ? [{ condition: effect.when, pointer: `${pointer}/${index}/when`, role: 'effect' as const, stepId }]
      : [],
  );
}

function stepSites(step: Step, pointer: string): ConditionSite[] {
  const sites: ConditionSite[] = [];
  const stepId = step.id;
  if (step.kind !== 'confirmation') {
    step.next.forEach((rule, index) => {
      if (rule.when)
        sites.push({ condition: rule.when, pointer: `${pointer}/next/${index}/when`, stepId, role: 'next' });
    });
    step.back?.forEach((rule, index) => {
      if (rule.when)
        sites.push({ condition: rule.when, pointer: `${pointer}/back/${index}/when`, stepId, role: 'back' });
    });
    step.blocks?.forEach((block, index) => {
      sites.push({ condition: block.when, pointer: `${pointer}/blocks/${index}/when`, stepId, role: 'block' });
    });
  }
  if (step.kind === 'question') {
    if (step.skipWhen)
      sites.push({ condition: step.skipWhen, pointer: `${pointer}/skipWhen`, stepId, role: 'skip-when' });
    step.fields.forEach((field, index) => {
      if (field.shownWhen)
        sites.push({
          condition: field.shownWhen,
          pointer: `${pointer}/fields/${index}/shownWhen`,
          stepId,
          role: 'shown-when',
        });
      field.options?.forEach((option, at) => {
        if (option.shownWhen)
          sites.push({
            condition: option.shownWhen,
            pointer: `${pointer}/fields/${index}/options/${at}/shownWhen`,
            stepId,
            role: 'shown-when',
          });
      });
    });
  }
  sites.push(...effectSites(step.effects?.onEnter, `${pointer}/effects/onEnter`, stepId));
  sites.push(...effectSites(step.effects?.onContinue, `${pointer}/effects/onContinue`, stepId));
  return sites;
}

/**
 * Lists every condition of a definition with its JSON pointer and the step it belongs to.
 *
 * @example
 * conditionSites(definition).filter((site) => site.role === 'next')
 */
export function conditionSites(definition: JourneyDefinition): ConditionSite[] {
  const sites: ConditionSite[] = Object.entries(definition.conditions ?? {}).map(([name, named]) => ({
    condition: named.when,
    pointer: `/conditions/${name}/when`,
    role: 'named' as const,
  }));
  definition.steps.forEach((step, index) => sites.push(...stepSites(step, `/steps/${index}`)));
  for (const [id, exit] of Object.entries(definition.exits ?? {}))
    sites.push(...effectSites(exit.effects, `/exits/${id.replace(/~/g, '~0').replace(/\//g, '~1')}/effects`));
  sites.push(...effectSites(definition.exitModal?.saveEffects, '/exitModal/saveEffects'));
  sites.push(...effectSites(definition.exitModal?.leaveEffects, '/exitModal/leaveEffects'));
  return sites;
}
