import type { ErrorObject } from 'ajv';
import {
  validateConfirmationStep,
  validateGeneratedStep,
  validateJourneyFile,
  validateQuestionStep,
  validateSummaryStep,
  type StandaloneValidator,
} from '../../schemas/generated/journey-format-validators';
import { conditionIssues } from './condition-issues';
import { JourneyDefinitionError, type DefinitionIssue } from './definition-issue';
import type { JourneyFile } from './types';

export { JourneyDefinitionError, type DefinitionIssue } from './definition-issue';

/**
 * The format's validators, compiled from schemas/journey.schema.json ahead of time by
 * `npm run schemas:types` (a check starts without compiling the schema); each step kind's for
 * precise messages about a step.
 */
const STEP_VALIDATORS: Record<string, StandaloneValidator> = {
  question: validateQuestionStep,
  summary: validateSummaryStep,
  confirmation: validateConfirmationStep,
  generated: validateGeneratedStep,
};

const SUMMARY_KEYWORDS = new Set(['oneOf', 'anyOf', 'allOf', 'if', 'not']);
const CONDITION_ROOT = /^(.*?\/(?:when|shownWhen))(?:\/|$)/;

function valueAt(data: unknown, pointer: string): unknown {
  let value = data;
  for (const part of pointer.split('/').slice(1)) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return value;
}

function leafIssues(errors: ErrorObject[], prefix: string): DefinitionIssue[] {
  const isLeaf = (error: ErrorObject) => !SUMMARY_KEYWORDS.has(error.keyword);
  return errors
    .filter(
      (error) =>
        isLeaf(error) ||
        !errors.some((other) => isLeaf(other) && `${other.instancePath}/`.startsWith(`${error.instancePath}/`)),
    )
    .map((error) => ({
      severity: 'error' as const,
      code: `format-${error.keyword}`,
      pointer: prefix + error.instancePath,
      message:
        error.keyword === 'additionalProperties'
          ? `unknown property "${String(error.params.additionalProperty)}"`
          : (error.message ?? 'is invalid'),
    }));
}

const RULE_ITEM = /\/(?:next|back|exits\/[^/]+)\/\d+$/;

/**
 * A rule list item is either a rule or `{ "use": name }`: of a failed oneOf between them, only
 * the errors of the branch the item is written in say anything (a rule is not told it lacks "use").
 */
function ofWrittenBranch(error: ErrorObject, data: unknown): boolean {
  if (!RULE_ITEM.test(error.instancePath)) return true;
  const item = valueAt(data, error.instancePath);
  const uses = item !== null && typeof item === 'object' && 'use' in item;
  const { missingProperty, additionalProperty } = error.params as Record<string, unknown>;
  if (uses) return missingProperty !== 'to' && additionalProperty !== 'use';
  return missingProperty !== 'use' && additionalProperty !== 'to' && additionalProperty !== 'when';
}

/**
 * Turns Ajv errors into issues. Errors inside a condition are replaced by the condition
 * checker's explanation, since a failed oneOf lists every branch of the language.
 */
function toIssues(allErrors: ErrorObject[], data: unknown, prefix = ''): DefinitionIssue[] {
  const written = allErrors.filter((error) => ofWrittenBranch(error, data));
  // The rule-or-use oneOf says nothing more once its branch's own errors are there.
  const errors = written.filter(
    (error) =>
      error.keyword !== 'oneOf' ||
      !RULE_ITEM.test(error.instancePath) ||
      !written.some(
        (other) =>
          other !== error &&
          (other.instancePath === error.instancePath || other.instancePath.startsWith(`${error.instancePath}/`)),
      ),
  );
  const roots = new Set<string>();
  const plain: ErrorObject[] = [];
  for (const error of errors) {
    const root = CONDITION_ROOT.exec(error.instancePath)?.[1];
    if (root) roots.add(root);
    else plain.push(error);
  }
  const issues = leafIssues(plain, prefix);
  for (const root of roots) {
    const explained = conditionIssues(valueAt(data, root), prefix + root);
    const own = errors.filter((error) => error.instancePath === root || error.instancePath.startsWith(`${root}/`));
    const found =
      explained.length > 0
        ? explained.map((issue) => ({ severity: 'error' as const, code: 'format-condition', ...issue }))
        : leafIssues(own, prefix);
    issues.push(...found);
  }
  const seen = new Set<string>();
  return issues.filter((issue) => {
    const key = `${issue.pointer} ${issue.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Step errors are re-checked against the schema of the step's own kind, for precise messages. */
function stepIssues(raw: Record<string, unknown>, errors: ErrorObject[]): DefinitionIssue[] {
  const steps = STEP_VALIDATORS;
  const stepList = Array.isArray(raw.steps) ? (raw.steps as unknown[]) : [];
  const outside = errors.filter((error) => !/^\/steps\/\d+/.test(error.instancePath));
  const issues = toIssues(outside, raw);
  stepList.forEach((step, index) => {
    const pointer = `/steps/${index}`;
    if (!errors.some((error) => error.instancePath === pointer || error.instancePath.startsWith(`${pointer}/`))) return;
    const kind = step !== null && typeof step === 'object' ? (step as Record<string, unknown>).kind : undefined;
    const validate = typeof kind === 'string' ? steps[kind] : undefined;
    if (!validate) {
      issues.push({
        severity: 'error',
        code: 'format-kind',
        pointer: `${pointer}/kind`,
        message: `must be one of ${Object.keys(STEP_VALIDATORS).join(', ')}`,
      });
    } else if (!validate(step)) {
      issues.push(...toIssues(validate.errors ?? [], step, pointer));
    }
  });
  return issues;
}

/**
 * Checks a parsed journey file against schemas/journey.schema.json and returns the issues found,
 * each with the JSON pointer of the offending value. An empty list means the format is right.
 *
 * @example
 * formatIssues({ id: 'x' }) // [{ pointer: '', message: "must have required property 'version'", ... }, ...]
 */
export function formatIssues(raw: unknown): DefinitionIssue[] {
  if (validateJourneyFile(raw)) return [];
  const errors = validateJourneyFile.errors ?? [];
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return toIssues(errors, raw);
  return stepIssues(raw as Record<string, unknown>, errors);
}

/** Narrows a parsed file to a journey file once formatIssues found nothing. */
export function asDefinition(raw: unknown): JourneyFile {
  const issues = formatIssues(raw);
  if (issues.length > 0) throw new JourneyDefinitionError(issues);
  return raw as JourneyFile;
}
