import { useEffect, useRef, type RefObject } from 'react';
import type { StepViewModel } from '../../engine';

/**
 * Moves focus as GOV.UK pages do: to the heading when a new step (or page of a run) shows, to the
 * error summary when a Continue fails. Call the returned function when Continue is pressed.
 */
export function useStepFocus(
  model: StepViewModel,
  heading: RefObject<HTMLHeadingElement | null>,
  summary: RefObject<HTMLDivElement | null>,
): () => void {
  const continued = useRef(false);
  const stepKey = `${model.journeyId}/${model.stepId}/${model.run?.page ?? 0}`;
  const hasErrors = model.errors.length > 0;

  useEffect(() => {
    continued.current = false;
    (summary.current ?? heading.current)?.focus();
    // Only a new step moves focus here; errors are handled after each Continue below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stepKey]);

  useEffect(() => {
    if (continued.current && hasErrors) {
      continued.current = false;
      summary.current?.focus();
    }
  });

  return () => {
    continued.current = true;
  };
}
