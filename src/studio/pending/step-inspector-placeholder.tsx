import { readOutline } from '../graph/journey-outline';
import { useStudio } from '../state/use-studio';

/** Stands in for the step inspector (src/studio/inspector/step-inspector.tsx) until its branch is merged. */
export function StepInspector() {
  const selected = useStudio((state) => state.selected);
  const text = useStudio((state) => (state.selected ? state.held.journeys[state.selected.file] : undefined));
  const step =
    selected && text !== undefined ? readOutline(text).steps.find((found) => found.id === selected.stepId) : undefined;
  return (
    <section aria-labelledby="inspector-heading">
      <h2 id="inspector-heading" className="studio-panel__heading">
        {selected ? `Step: ${selected.stepId}` : 'Step'}
      </h2>
      <p className="studio-warning">
        <span aria-hidden="true">⚠ </span>The step editor is not part of this build yet.
      </p>
      {selected ? (
        <p>
          {selected.stepId} is in {selected.file}
          {step ? `, a ${step.kind || 'step'} at ${step.route || 'no address'}` : ''}.
        </p>
      ) : (
        <p>Choose a step on the graph to see it here.</p>
      )}
    </section>
  );
}
