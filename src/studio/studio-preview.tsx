import { useEffect, useId, useMemo, useState } from 'react';
import type { Facts, Toggles } from '../../engine/browser';
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
  const variant = useStudio((state) => state.variant);
  const chooserId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const journeyId = useMemo(() => readOutline(journeys[focused] ?? '').id, [journeys, focused]);
  const words = useMemo(() => ({ ...otherWords, ...readWords(wordsText) }), [otherWords, wordsText]);

  useEffect(() => {
    if (journeyId) void store.loadWorld(journeyId);
  }, [journeyId, store]);
  useEffect(() => setProblem(null), [preview]);

  const own = world?.journeyId === journeyId ? world.world : null;
  const chosen = variant === null ? undefined : own?.variants[variant];
  const start =
    preview.path?.assumes ??
    (own ? { facts: { ...own.facts, ...chosen?.facts }, toggles: { ...own.toggles, ...chosen?.toggles } } : null);
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
      {own && own.variants.length > 0 ? (
        <div className="studio-field">
          <label htmlFor={chooserId}>The resident’s world</label>
          <p className="studio-hint" id={`${chooserId}-hint`}>
            The records and settings the preview and the test paths start with: pages the demo settings never show
            appear in a variant.
          </p>
          <select
            id={chooserId}
            aria-describedby={`${chooserId}-hint`}
            value={variant === null ? '' : String(variant)}
            onChange={(event) => store.setVariant(event.target.value === '' ? null : Number(event.target.value))}
          >
            <option value="">
              {own.persona ? `${capitalised(own.persona)}, with the demo settings` : 'The demo settings'}
            </option>
            {own.variants.map((found, at) => (
              <option key={at} value={at}>
                {`Variant ${at + 1}: ${describeVariant(found)}`}
              </option>
            ))}
          </select>
        </div>
      ) : null}
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

const capitalised = (name: string) => `${name.slice(0, 1).toUpperCase()}${name.slice(1)}`;

/** A variant of a journey's world in words: each setting and fact it changes. */
export function describeVariant(variant: { facts?: Facts; toggles?: Toggles }): string {
  const settings = Object.entries(variant.toggles ?? {}).map(([name, value]) => `the setting ${name} is ${value}`);
  const facts = Object.entries(variant.facts ?? {}).map(([name, value]) =>
    Array.isArray(value) ? `${name}: ${value.length} of them` : `${name} is ${JSON.stringify(value)}`,
  );
  return [...settings, ...facts].join('; ') || 'as the demo';
}
