import { computeDependants, factsFetchedWith } from '../routing/dependants';
import type { StepValidators, ValidatorProblem } from '../validation/compile-validators';
import type { Effect, ExitPlace, JourneyDefinition, NamedCondition, Step } from './types';

/** An effect together with the step (or modal) that runs it. */
export interface PlacedEffect {
  effect: Effect;
  stepId?: string;
  phase: 'enter' | 'continue' | 'save' | 'leave';
}

/** A definition with the lookups the engine needs, computed once. */
export interface JourneyIndex {
  definition: JourneyDefinition;
  steps: Map<string, Step>;
  stepOrder: string[];
  named: Record<string, NamedCondition>;
  exits: Record<string, ExitPlace>;
  /** Answer key to the id of the step that asks it. */
  askedAt: Map<string, string>;
  /** Step id to the answer keys it asks. */
  asks: Map<string, string[]>;
  /** Step id to the targets (steps or exits) of its next rules. */
  successors: Map<string, string[]>;
  summaryId: string | undefined;
  /** Step id to the index of its section. */
  sectionOf: Map<string, number>;
  /** Fact name to the effects that store it. */
  factWriters: Map<string, PlacedEffect[]>;
  validators: StepValidators;
  validatorProblems: ValidatorProblem[];
  /** Answer key to the answer keys a change of it clears (see computeDependants). */
  dependants: Map<string, Set<string>>;
  /** Answer key to the facts fetched with it, dropped when it changes (see factsFetchedWith). */
  factsFetchedWith: Map<string, Set<string>>;
}

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

/** The compiled validation of a definition's steps, and the fragments that did not compile. */
export interface CompiledValidation {
  validators: StepValidators;
  problems: ValidatorProblem[];
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
