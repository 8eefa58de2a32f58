import type Ajv from 'ajv';
import type { ValidateFunction } from 'ajv';
import type { JourneyDefinition } from '../definition/types';

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

/**
 * Compiles every step's validation fragment once, with ajv-errors for message keys. Fragments
 * that do not compile are reported, not thrown, so the check can list them all.
 *
 * @example
 * const { validators, problems } = compileValidators(definition, createJourneyAjv());
 */
export function compileValidators(
  definition: JourneyDefinition,
  ajv: Ajv,
): { validators: StepValidators; problems: ValidatorProblem[] } {
  const validators: StepValidators = { answers: new Map(), text: new Map() };
  const problems: ValidatorProblem[] = [];
  const compile = (schema: Record<string, unknown>, pointer: string): ValidateFunction | undefined => {
    try {
      return ajv.compile(schema);
    } catch (error) {
      problems.push({ pointer, message: `does not compile: ${(error as Error).message}` });
      return undefined;
    }
  };
  definition.steps.forEach((step, index) => {
    if (step.kind === 'question' && step.validation) {
      const validate = compile(step.validation, `/steps/${index}/validation`);
      if (validate) validators.answers.set(step.id, validate);
    }
    if (step.kind === 'generated' && step.textValidation) {
      const validate = compile(step.textValidation, `/steps/${index}/textValidation`);
      if (validate) validators.text.set(step.id, validate);
    }
  });
  return { validators, problems };
}
