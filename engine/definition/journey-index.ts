import type { ValidateFunction } from 'ajv';
import type { Effect, ExitPlace, JourneyDefinition, NamedCondition, Step } from './types';

/** Compiled validation of each step: its answers schema, and for a run its Text answers schema. */
export interface StepValidators {
  answers: Map<string, ValidateFunction>;
  text: Map<string, ValidateFunction>;
}

/** A validation fragment that does not compile, with the pointer of the fragment. */
export interface ValidatorProblem {
  pointer: string;
  message: string;
}

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

/** The compiled validation of a definition's steps, and the fragments that did not compile. */
export interface CompiledValidation {
  validators: StepValidators;
  problems: ValidatorProblem[];
}
