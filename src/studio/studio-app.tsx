import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { CheckStatus } from './check-status';
import { StudioGraph } from './graph/studio-graph';
import { StudioStoreContext } from './inspector/inspector-store-port';
import { StepInspector } from './inspector/step-inspector';
import { SaveDialog } from './save/save-dialog';
import { inspectorPort } from './state/inspector-port';
import { bindLeaveWarning, bindUndoKeys } from './state/page-bindings';
import type { StudioStore } from './state/studio-store';
import { StudioProvider, useStudio, useStudioStore } from './state/use-studio';
import { StudioPreview } from './studio-preview';
import { TestersPanel } from './testers/testers-panel';

/** The journey studio's page: the header's tools, the graph, and beside it the step, the preview and the testers' panel. */
export function StudioApp({ store, token }: { store: StudioStore; token: string }) {
  useEffect(() => {
    const unbindKeys = bindUndoKeys(store);
    const unbindLeave = bindLeaveWarning(store);
    void store.reloadFromDisk();
    return () => {
      unbindKeys();
      unbindLeave();
    };
  }, [store]);
  // The step inspector edits the same held texts, through its own port of the store.
  const port = useMemo(() => inspectorPort(store), [store]);
  return (
    <StudioProvider store={store}>
      <StudioStoreContext value={port}>
        <StudioPage token={token} />
      </StudioStoreContext>
    </StudioProvider>
  );
}

function StudioPage({ token }: { token: string }) {
  const status = useStudio((state) => state.status);
  const problem = useStudio((state) => state.problem);
  const [reviewing, setReviewing] = useState(false);
  const wasReviewing = useRef(false);
  useEffect(() => {
    // The dialog gives the focus back to Review and save, which a save has turned off: the focus
    // would be lost to the page, so it goes to the graph's area instead.
    if (wasReviewing.current && !reviewing && document.activeElement === document.body)
      document.getElementById('studio-main')?.focus();
    wasReviewing.current = reviewing;
  }, [reviewing]);
  return (
    <>
      <a className="studio-skip-link" href="#studio-main">
        Skip to the journey's steps
      </a>
      <StudioHeader onReview={() => setReviewing(true)} />
      {problem ? (
        <p role="alert" className="studio-banner studio-error">
          <span aria-hidden="true">✖ </span>
          {problem}
        </p>
      ) : null}
      {status === 'loading' ? (
        <main id="studio-main" tabIndex={-1}>
          <p role="status">Reading the journey files…</p>
        </main>
      ) : status === 'failed' ? (
        <main id="studio-main" tabIndex={-1}>
          <p>The studio could not read the journey files.</p>
        </main>
      ) : (
        <div className="studio-layout">
          <main id="studio-main" className="studio-layout__graph" tabIndex={-1}>
            <StudioGraph />
          </main>
          <aside id="studio-inspector" className="studio-panel" aria-label="The chosen step" tabIndex={-1}>
            <StepInspector />
          </aside>
          <aside className="studio-panel" aria-label="Preview">
            <StudioPreview token={token} />
          </aside>
          <aside className="studio-panel" aria-label="For testers">
            <TestersPanel />
          </aside>
        </div>
      )}
      {reviewing ? <SaveDialog onClose={() => setReviewing(false)} /> : null}
    </>
  );
}

function StudioHeader({ onReview }: { onReview: () => void }) {
  const store = useStudioStore();
  const journeys = useStudio(
    (state) => state.disk?.journeys.map((file) => ({ path: file.path, name: file.name })) ?? [],
  );
  const focused = useStudio((state) => state.focused);
  const undoLabel = useStudio((state) => state.undoStack.at(-1)?.label);
  const redoLabel = useStudio((state) => state.redoStack.at(-1)?.label);
  const dirty = useStudio((state) => state.dirty);
  const id = useId();
  return (
    <header className="studio-header">
      <h1 className="studio-header__title">Journey studio</h1>
      <div className="studio-header__tools">
        <div className="studio-field studio-field--inline">
          <label htmlFor={`${id}-journey`}>Journey</label>
          <select
            id={`${id}-journey`}
            value={focused}
            onChange={(event) => store.focus(event.target.value)}
            disabled={journeys.length === 0}
          >
            {journeys.map((journey) => (
              <option key={journey.path} value={journey.path}>
                {journey.name}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          className="studio-button"
          disabled={!undoLabel}
          aria-describedby={`${id}-undo`}
          onClick={() => store.undo()}
        >
          Undo
        </button>
        <span id={`${id}-undo`} className="studio-visually-hidden">
          {undoLabel ? `Undoes: ${undoLabel}` : 'Nothing to undo'}
        </span>
        <button
          type="button"
          className="studio-button"
          disabled={!redoLabel}
          aria-describedby={`${id}-redo`}
          onClick={() => store.redo()}
        >
          Redo
        </button>
        <span id={`${id}-redo`} className="studio-visually-hidden">
          {redoLabel ? `Redoes: ${redoLabel}` : 'Nothing to redo'}
        </span>
        <button
          type="button"
          className="studio-button studio-button--primary"
          disabled={!dirty}
          aria-describedby={`${id}-save`}
          onClick={onReview}
        >
          Review and save
        </button>
        <span id={`${id}-save`} className="studio-hint">
          {dirty ? (undoLabel ? `Last change: ${undoLabel}` : 'Unsaved changes') : 'No unsaved changes'}
        </span>
        <CheckStatus />
      </div>
    </header>
  );
}
