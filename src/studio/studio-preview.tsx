import { useEffect, useMemo, useState } from 'react';
import { readOutline, readWords } from './graph/journey-outline';
import { PreviewPane } from './preview/preview-pane';
import { useStudio, useStudioStore } from './state/use-studio';

/** The preview panel: the focused journey, walked along the chosen path, in the portal's own renderer. */
export function StudioPreview({ token }: { token: string }) {
  const store = useStudioStore();
  const focused = useStudio((state) => state.focused);
  const journeys = useStudio((state) => state.held.journeys);
  const wordsText = useStudio((state) => state.held.words);
  const otherWords = useStudio((state) => state.disk?.otherWords);
  const preview = useStudio((state) => state.preview);
  const world = useStudio((state) => state.world);
  const [problem, setProblem] = useState<string | null>(null);
  const journeyId = useMemo(() => readOutline(journeys[focused] ?? '').id, [journeys, focused]);
  const words = useMemo(() => ({ ...otherWords, ...readWords(wordsText) }), [otherWords, wordsText]);

  useEffect(() => {
    if (journeyId) void store.loadWorld(journeyId);
  }, [journeyId, store]);
  useEffect(() => setProblem(null), [preview]);

  const start =
    preview.path?.assumes ??
    (world?.journeyId === journeyId ? { facts: world.world.facts, toggles: world.world.toggles } : null);
  /** The file a step is defined in: the focused journey, or the included journey that holds it. */
  const fileOf = (stepId: string) =>
    Object.entries(journeys).find(([path, text]) =>
      path === focused ? false : readOutline(text).steps.some((step) => step.id === stepId),
    )?.[0] ?? focused;

  return (
    <section aria-labelledby="preview-heading">
      <h2 id="preview-heading" className="studio-panel__heading">
        Preview
      </h2>
      <p className="studio-hint">
        {preview.path
          ? `Along the path ${preview.path.name}${preview.moves === undefined ? '' : `, move ${preview.moves} of ${preview.path.moves.length}`}.`
          : "From the journey's start."}
      </p>
      {preview.note ? (
        <p className="studio-warning" role="status">
          <span aria-hidden="true">⚠ </span>
          {preview.note}
        </p>
      ) : null}
      {problem ? (
        <p className="studio-error" role="alert">
          <span aria-hidden="true">✖ </span>
          {problem}
        </p>
      ) : null}
      {start && focused ? (
        <PreviewPane
          journeys={journeys}
          journey={focused}
          words={words}
          world={start}
          path={preview.path}
          {...(preview.moves === undefined ? {} : { moves: preview.moves })}
          token={token}
          onAt={(at) => store.setPreviewAt(at)}
          onEdit={(stepId) => store.select(fileOf(stepId), stepId)}
          onProblem={setProblem}
        />
      ) : (
        <p role="status">Reading the journey's world…</p>
      )}
    </section>
  );
}
