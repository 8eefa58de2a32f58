import { useId } from 'react';
import { graphNodeElement } from './graph/graph-node';
import { readOutline } from './graph/journey-outline';
import { previewStep } from './state/preview-step';
import { useStudio, useStudioStore } from './state/use-studio';
import type { StudioIssue } from './studio-api';

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

/** "No problems", or "2 errors, 1 warning": the check's answer in words. */
export function checkSummary(issues: readonly StudioIssue[]): string {
  const errors = issues.filter((issue) => issue.severity === 'error').length;
  const warnings = issues.length - errors;
  if (issues.length === 0) return 'No problems';
  return [errors > 0 ? plural(errors, 'error') : '', warnings > 0 ? plural(warnings, 'warning') : '']
    .filter(Boolean)
    .join(', ');
}

/** The step a pointer is under (/steps/3/...), by its id in the held text. */
export function stepOfPointer(text: string, pointer: string): string | undefined {
  const index = /^\/steps\/(\d+)(\/|$)/.exec(pointer)?.[1];
  if (index === undefined) return undefined;
  return readOutline(text).steps.find((step) => step.index === Number(index))?.id;
}

/** The check's status in the header, with the problems listed; each one of a step opens that step. */
export function CheckStatus() {
  const store = useStudioStore();
  const issues = useStudio((state) => state.issues);
  const checking = useStudio((state) => state.checking);
  const milliseconds = useStudio((state) => state.checkMilliseconds);
  const journeys = useStudio((state) => state.held.journeys);
  const id = useId();
  const errors = issues.some((issue) => issue.severity === 'error');
  return (
    <div className="studio-check">
      <p role="status" className={errors ? 'studio-error' : issues.length > 0 ? 'studio-warning' : 'studio-success'}>
        <span aria-hidden="true">{errors ? '✖ ' : issues.length > 0 ? '⚠ ' : '✔ '}</span>
        {checking ? 'Checking…' : checkSummary(issues)}
        {!checking && milliseconds !== null ? (
          <span className="studio-hint"> (checked in {milliseconds} ms)</span>
        ) : null}
      </p>
      {issues.length > 0 ? (
        <details className="studio-details studio-check__list">
          <summary id={id}>Show the problems</summary>
          <ul aria-labelledby={id}>
            {issues.map((issue, at) => {
              const stepId = stepOfPointer(journeys[issue.file] ?? '', issue.pointer);
              const text = `${issue.severity === 'error' ? 'Error' : 'Warning'}${stepId ? ` in ${stepId}` : ` in ${issue.file}`}: ${issue.message}`;
              return (
                <li key={at}>
                  <span aria-hidden="true">{issue.severity === 'error' ? '✖ ' : '⚠ '}</span>
                  {stepId ? (
                    <button
                      type="button"
                      className="studio-link"
                      onClick={() => {
                        store.select(issue.file, stepId);
                        void previewStep(store, stepId);
                        // To the step on the graph (which pans to it), where its problem badge is.
                        graphNodeElement(`step:${stepId}`)?.focus({ preventScroll: true });
                      }}
                    >
                      {text}
                    </button>
                  ) : (
                    <span>
                      {text} (at {issue.pointer || 'the top of the file'})
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        </details>
      ) : null}
    </div>
  );
}
