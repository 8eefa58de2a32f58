import type { CompiledValidation, JourneyIndex, PlacedEffect } from '../definition/journey-index';
import type { JourneyDefinition, Step } from '../definition/types';
import { computeDependants, factsFetchedWith } from '../routing/dependants';

function stepAsks(step: Step): string[] {
  if (step.kind === 'question') return step.fields.map((field) => field.answer);
  if (step.kind === 'generated') return [step.answer];
  return [];
}

function placedEffects(definition: JourneyDefinition): PlacedEffect[] {
  const placed: PlacedEffect[] = [];
  for (const step of definition.steps) {
    for (const effect of step.effects?.onEnter ?? []) placed.push({ effect, stepId: step.id, phase: 'enter' });
    for (const effect of step.effects?.onContinue ?? []) placed.push({ effect, stepId: step.id, phase: 'continue' });
  }
  for (const exit of Object.values(definition.exits ?? {}))
    for (const effect of exit.effects ?? []) placed.push({ effect, phase: 'leave' });
  for (const effect of definition.exitModal?.saveEffects ?? []) placed.push({ effect, phase: 'save' });
  for (const effect of definition.exitModal?.leaveEffects ?? []) placed.push({ effect, phase: 'leave' });
  return placed;
}

/**
 * Indexes a definition whose format is already checked, with its steps' validators compiled
 * beforehand (at run time by indexJourney, or at build time for the browser): steps by id, who
 * asks which answer, the rule graph, sections and which effects store which fact.
 *
 * @example
 * const index = indexDefinition(definition, { validators, problems: [] });
 * index.askedAt.get('contact-method') // 'contact-method'
 */
export function indexDefinition(definition: JourneyDefinition, compiled: CompiledValidation): JourneyIndex {
  const steps = new Map<string, Step>();
  const askedAt = new Map<string, string>();
  const asks = new Map<string, string[]>();
  const successors = new Map<string, string[]>();
  for (const step of definition.steps) {
    if (!steps.has(step.id)) steps.set(step.id, step);
    const keys = stepAsks(step);
    asks.set(step.id, keys);
    for (const key of keys) if (!askedAt.has(key)) askedAt.set(key, step.id);
    successors.set(step.id, step.kind === 'confirmation' ? [] : [...new Set(step.next.map((rule) => rule.to))]);
  }
  const sectionOf = new Map<string, number>();
  (definition.sections ?? []).forEach((section, index) => {
    for (const stepId of section.steps) if (!sectionOf.has(stepId)) sectionOf.set(stepId, index);
  });
  const factWriters = new Map<string, PlacedEffect[]>();
  for (const placed of placedEffects(definition)) {
    if (!placed.effect.storeAs) continue;
    factWriters.set(placed.effect.storeAs, [...(factWriters.get(placed.effect.storeAs) ?? []), placed]);
  }
  const { validators, problems } = compiled;
  const index: JourneyIndex = {
    definition,
    steps,
    stepOrder: definition.steps.map((step) => step.id),
    named: definition.conditions ?? {},
    exits: definition.exits ?? {},
    askedAt,
    asks,
    successors,
    summaryId: definition.steps.find((step) => step.kind === 'summary')?.id,
    sectionOf,
    factWriters,
    validators,
    validatorProblems: problems,
    dependants: new Map(),
    factsFetchedWith: new Map(),
  };
  index.dependants = computeDependants(index);
  index.factsFetchedWith = factsFetchedWith(index);
  return index;
}
