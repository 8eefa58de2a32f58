import { conditionReads, conditionSites, type JourneyDefinition, type ValueSource } from '../../engine';

/** A fact or toggle a journey reads, and where. */
export interface WorldRead {
  kind: 'fact' | 'toggle';
  name: string;
  pointer: string;
}

function paramReads(params: Record<string, unknown> | undefined, pointer: string): WorldRead[] {
  return Object.entries(params ?? {}).flatMap(([name, value]): WorldRead[] => {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return [];
    const source = value as ValueSource;
    if ('fact' in source) return [{ kind: 'fact', name: source.fact, pointer: `${pointer}/${name}` }];
    if ('toggle' in source) return [{ kind: 'toggle', name: source.toggle, pointer: `${pointer}/${name}` }];
    return [];
  });
}

/**
 * Every fact and toggle a journey reads: in conditions, operation parameters, options built
 * from a fact and the questions of a data-driven run. Fact paths are reduced to the fact's name.
 *
 * @example
 * worldReads(definition).filter((read) => read.kind === 'toggle') // [{ kind: 'toggle', name: 'isDMCEnabledMyPb', ... }]
 */
export function worldReads(definition: JourneyDefinition): WorldRead[] {
  const reads: WorldRead[] = [];
  for (const site of conditionSites(definition)) {
    const found = conditionReads(site.condition, {});
    for (const fact of found.facts) reads.push({ kind: 'fact', name: fact, pointer: site.pointer });
    for (const toggle of found.toggles) reads.push({ kind: 'toggle', name: toggle, pointer: site.pointer });
  }
  const effectLists = (effects: { params?: Record<string, unknown> }[] | undefined, pointer: string) =>
    (effects ?? []).forEach((effect, at) => reads.push(...paramReads(effect.params, `${pointer}/${at}/params`)));
  definition.steps.forEach((step, at) => {
    const pointer = `/steps/${at}`;
    effectLists(step.effects?.onEnter, `${pointer}/effects/onEnter`);
    effectLists(step.effects?.onContinue, `${pointer}/effects/onContinue`);
    if (step.kind === 'question') {
      step.fields.forEach((field, f) => {
        if (field.optionsFrom)
          reads.push({
            kind: 'fact',
            name: field.optionsFrom.fact,
            pointer: `${pointer}/fields/${f}/optionsFrom/fact`,
          });
      });
    }
    if (step.kind === 'generated') {
      reads.push({ kind: 'fact', name: step.source.fact, pointer: `${pointer}/source/fact` });
      if (step.optionAttributes)
        reads.push({ kind: 'fact', name: step.optionAttributes.fact, pointer: `${pointer}/optionAttributes/fact` });
    }
  });
  for (const [id, exit] of Object.entries(definition.exits ?? {})) effectLists(exit.effects, `/exits/${id}/effects`);
  effectLists(definition.exitModal?.saveEffects, '/exitModal/saveEffects');
  effectLists(definition.exitModal?.leaveEffects, '/exitModal/leaveEffects');
  return reads.map((read) => (read.kind === 'fact' ? { ...read, name: read.name.split('.')[0] as string } : read));
}
