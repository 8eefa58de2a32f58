import type Ajv from 'ajv';
import type { ValidateFunction } from 'ajv';
import type { StepValidators, ValidatorProblem } from '../definition/journey-index';
import type { JourneyDefinition } from '../definition/types';

/** The fragments each Ajv compiled, by their text. */
const compiled = new WeakMap<Ajv, Map<string, ValidateFunction>>();

/** Compiles a fragment, or returns the function this Ajv already compiled from the same text. */
function compileOnce(ajv: Ajv, schema: Record<string, unknown>): ValidateFunction {
  const byText = compiled.get(ajv) ?? new Map<string, ValidateFunction>();
  compiled.set(ajv, byText);
  const key = JSON.stringify(schema);
  const known = byText.get(key);
  if (known) return known;
  const validate = ajv.compile(schema);
  byText.set(key, validate);
  return validate;
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
      return compileOnce(ajv, schema);
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
