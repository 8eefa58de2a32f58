import type { ErrorObject } from 'ajv';
import { evaluateCondition } from '../conditions/evaluate';
import type { JourneyIndex } from '../definition/journey-index';
import type { Field, GeneratedStep, QuestionStep } from '../definition/types';
import { expandRun, type RunQuestion } from '../routing/generated-run';
import type { Position } from '../routing/position';
import { hasValue, readPath, type RunAnswer, type Scope } from '../definition/scope';
import { fieldOptions, type OfferedOption } from './field-options';

/** One validation error: the answer path of the field and the message key to show. */
export interface FieldError {
  field: string;
  messageKey: string;
}

export interface ValidationResult {
  valid: boolean;
  errors: FieldError[];
}

const VALID: ValidationResult = Object.freeze({ valid: true, errors: Object.freeze([]) as unknown as FieldError[] });

/** Message key when a choice is not among the options offered. */
export const INVALID_OPTION_KEY = 'journey.invalid-option';

function fieldOfError(error: ErrorObject): string {
  const original = error.keyword === 'errorMessage' ? ((error.params.errors as ErrorObject[])[0] ?? error) : error;
  const segments = original.instancePath.split('/').slice(1);
  if (original.keyword === 'required' && segments.length === 0) return String(original.params.missingProperty);
  return (segments[0] ?? '').replace(/~1/g, '/').replace(/~0/g, '~');
}

function messageOfError(error: ErrorObject): string {
  return error.keyword === 'errorMessage' && error.message ? error.message : `validation.${error.keyword}`;
}

/** Fields of a question step that are shown under the current answers. */
export function visibleFields(index: JourneyIndex, step: QuestionStep, scope: Scope): Field[] {
  if (!step.fields.some((field) => field.shownWhen)) return step.fields;
  return step.fields.filter((field) => !field.shownWhen || evaluateCondition(field.shownWhen, scope, index.named));
}

const allowedValues = new WeakMap<OfferedOption[], Set<string>>();

/** The values a list of options allows, computed once per list. */
function allowedOf(options: OfferedOption[]): Set<string> {
  let allowed = allowedValues.get(options);
  if (!allowed) {
    allowed = new Set(options.map((option) => option.value));
    allowedValues.set(options, allowed);
  }
  return allowed;
}

function questionErrors(index: JourneyIndex, step: QuestionStep, scope: Scope): FieldError[] {
  const fields = visibleFields(index, step, scope);
  const data: Record<string, unknown> = {};
  for (const field of fields) {
    const value = scope.answers[field.answer];
    if (hasValue(value)) data[field.answer] = value;
  }
  const errors: FieldError[] = [];
  const validate = index.validators.answers.get(step.id);
  if (validate && !validate(data)) {
    // An if/then adds "must match then schema" beside the error inside then: keep only that one.
    for (const error of validate.errors ?? [])
      if (error.keyword !== 'if') errors.push({ field: fieldOfError(error), messageKey: messageOfError(error) });
  }
  for (const field of fields) {
    // The contact-number picker offers saved numbers but also takes another one: no membership check.
    const options = field.widget === 'contact-number' ? undefined : fieldOptions(field, scope, index.named);
    const value = data[field.answer];
    if (!options || value === undefined) continue;
    const allowed = allowedOf(options);
    const fits = Array.isArray(value) ? value.every((item) => allowed.has(String(item))) : allowed.has(String(value));
    if (!fits) errors.push({ field: field.answer, messageKey: field.invalidOptionKey ?? INVALID_OPTION_KEY });
  }
  return errors;
}

function runQuestionError(
  index: JourneyIndex,
  step: GeneratedStep,
  question: RunQuestion,
  answer: RunAnswer | undefined,
): string | undefined {
  if (question.type === 'Text') {
    if (typeof answer !== 'string' || !hasValue(answer)) return step.requiredMessageKey;
    const validate = index.validators.text.get(step.id);
    if (validate && !validate(answer)) return messageOfError((validate.errors ?? [])[0] as ErrorObject);
    return undefined;
  }
  const chosen = Array.isArray(answer)
    ? answer
    : typeof answer === 'string' && answer !== 'Select' && answer !== ''
      ? [answer]
      : [];
  if (chosen.length === 0) return step.requiredMessageKey;
  if (question.type !== 'Multiple' && chosen.length > 1) return INVALID_OPTION_KEY;
  const allowed = new Set(question.options.map((option) => option.id));
  return chosen.every((id) => allowed.has(id)) ? undefined : INVALID_OPTION_KEY;
}

function runErrors(index: JourneyIndex, step: GeneratedStep, page: number, scope: Scope): FieldError[] {
  const runPage = expandRun(step, scope).pages[page];
  if (!runPage) return [];
  const answers = readPath(scope.answers, step.answer) as Record<string, RunAnswer> | undefined;
  const errors: FieldError[] = [];
  for (const question of runPage.questions) {
    const messageKey = runQuestionError(index, step, question, answers?.[question.questionId]);
    if (messageKey) errors.push({ field: `${step.answer}.${question.questionId}`, messageKey });
  }
  return errors;
}

/**
 * Validates the answers of one position: a question step's visible fields against its schema
 * fragment and its options, or the questions of one page of a run. One error per field, in order.
 *
 * @example
 * validatePosition(index, { step: 'another-number', page: 0 }, scope)
 * // { valid: false, errors: [{ field: 'phone-number', messageKey: 'SSR002' }] }
 */
export function validatePosition(index: JourneyIndex, position: Position, scope: Scope): ValidationResult {
  const step = index.steps.get(position.step);
  let errors: FieldError[] = [];
  if (step?.kind === 'question') errors = questionErrors(index, step, scope);
  else if (step?.kind === 'generated') errors = runErrors(index, step, position.page, scope);
  if (errors.length === 0) return VALID;
  const seen = new Set<string>();
  errors = errors.filter((error) => (seen.has(error.field) ? false : (seen.add(error.field), true)));
  return { valid: false, errors };
}
