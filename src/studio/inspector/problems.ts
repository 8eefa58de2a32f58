/**
 * The check's problems where they are: those of one step (their pointer under /steps/<i>), and
 * each as an rjsf error schema keyed by the path of the field it names, so that the message sits
 * under that field (rjsf ties it to the field with aria-describedby).
 */
import type { ErrorSchema } from '@rjsf/utils';
import type { StudioIssue } from '../studio-api';
import { pointerPath } from './json-text-edits';

/** The problems of a file whose pointer is the step's or under it. */
export function stepIssues(issues: readonly StudioIssue[], file: string, index: number): StudioIssue[] {
  const pointer = `/steps/${index}`;
  return issues.filter(
    (issue) => issue.file === file && (issue.pointer === pointer || issue.pointer.startsWith(`${pointer}/`)),
  );
}

/** "This step has 1 problem", "This step has 3 problems", "This step has no problems". */
export function problemCount(count: number): string {
  if (count === 0) return 'This step has no problems';
  return `This step has ${count} problem${count === 1 ? '' : 's'}`;
}

/** A problem in words for the page: "Error: …" (never colour alone). */
export function problemText(issue: StudioIssue): string {
  return `${issue.severity === 'error' ? 'Error' : 'Warning'}: ${issue.message}`;
}

/**
 * The error schema of the problems under `base` (a pointer such as /steps/3/fields) for a form
 * whose data is `data`: each message goes at the deepest part of its path that the data holds
 * (a missing property's problem shows on the object that lacks it).
 */
export function formErrors(issues: readonly StudioIssue[], base: string, data: unknown): ErrorSchema | undefined {
  const schema: Record<string, unknown> = {};
  let any = false;
  for (const issue of issues) {
    if (issue.pointer !== base && !issue.pointer.startsWith(`${base}/`)) continue;
    const parts = pointerPath(issue.pointer.slice(base.length));
    let node = schema;
    let value = data;
    for (const part of parts) {
      const inner =
        typeof value === 'object' && value !== null ? (value as Record<string | number, unknown>)[part] : undefined;
      if (inner === undefined) break;
      value = inner;
      node = (node[part] ??= {}) as Record<string, unknown>;
    }
    const errors = ((node.__errors as string[] | undefined) ??= []);
    errors.push(problemText(issue));
    any = true;
  }
  return any ? (schema as ErrorSchema) : undefined;
}
