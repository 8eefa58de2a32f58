import { useEffect, useState } from 'react';
import { ModalDialog } from '../../../renderer/widget-kit/modal-dialog';
import { useStudioStore } from '../state/use-studio';
import type { StudioDiff, StudioImpact, StudioIssue } from '../studio-api';
import { DiffView, ImpactView, IssueList } from './impact-view';

type Stage =
  | { name: 'loading' }
  | { name: 'ready'; impact: StudioImpact; diff: StudioDiff }
  | { name: 'saving'; impact: StudioImpact; diff: StudioDiff }
  | { name: 'saved'; written: string[]; diff: string }
  | { name: 'refused'; issues: StudioIssue[]; impact: StudioImpact; diff: StudioDiff }
  | { name: 'failed'; message: string };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Why Save is off, in words; null when it may be pressed. */
export function saveBlockedBecause(issues: StudioIssue[]): string | null {
  const errors = issues.filter((issue) => issue.severity === 'error').length;
  return errors === 0
    ? null
    : `Save is not possible while the check finds ${errors === 1 ? '1 error' : `${errors} errors`}: fix ${errors === 1 ? 'it' : 'them'} first.`;
}

/**
 * Review and save: what the change does to the tests (paths, reach, coverage, navigation table),
 * the check's errors, and the change as the save would write it; Save writes it, or shows why the
 * server refused and wrote nothing. Nothing is written before Save (issue 28, "Save, with its impact").
 */
export function SaveDialog({ onClose }: { onClose: () => void }) {
  const store = useStudioStore();
  const [stage, setStage] = useState<Stage>({ name: 'loading' });

  useEffect(() => {
    let live = true;
    const draft = store.draft();
    Promise.all([store.api.impact(draft), store.api.diff(draft)]).then(
      ([impact, diff]) => live && setStage({ name: 'ready', impact, diff }),
      (error: unknown) => live && setStage({ name: 'failed', message: messageOf(error) }),
    );
    return () => {
      live = false;
    };
  }, [store]);

  const save = async (impact: StudioImpact, diff: StudioDiff) => {
    setStage({ name: 'saving', impact, diff });
    try {
      const result = await store.api.save(store.draft());
      if (!result.saved) {
        setStage({ name: 'refused', issues: result.issues, impact, diff });
        return;
      }
      setStage({ name: 'saved', written: result.written, diff: result.diff });
      await store.reloadFromDisk();
    } catch (error) {
      setStage({ name: 'failed', message: messageOf(error) });
    }
  };

  return (
    <ModalDialog headingId="save-dialog-heading" onClose={onClose}>
      <div className="studio-save">
        <h2 id="save-dialog-heading">Review and save</h2>
        <SaveBody stage={stage} onSave={save} />
        <div className="studio-buttons">
          <button type="button" className="studio-button" onClick={onClose}>
            {stage.name === 'saved' ? 'Close' : 'Cancel'}
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}

function SaveBody({ stage, onSave }: { stage: Stage; onSave: (impact: StudioImpact, diff: StudioDiff) => void }) {
  if (stage.name === 'loading') return <p role="status">Working out what the change does…</p>;
  if (stage.name === 'failed')
    return (
      <p role="alert" className="studio-error">
        <span aria-hidden="true">✖ </span>
        {stage.message}
      </p>
    );
  if (stage.name === 'saved')
    return (
      <>
        <p role="status" className="studio-success">
          <span aria-hidden="true">✔ </span>Saved: {stage.written.join(', ')}
        </p>
        <DiffView diff={stage.diff} label="What was written" />
      </>
    );
  const blocked = saveBlockedBecause(stage.name === 'refused' ? stage.issues : stage.impact.issues);
  const errors = (stage.name === 'refused' ? stage.issues : stage.impact.issues).filter(
    (issue) => issue.severity === 'error',
  );
  return (
    <>
      <ImpactView impact={stage.impact} />
      {stage.name === 'refused' ? (
        <p role="alert" className="studio-error">
          <span aria-hidden="true">✖ </span>The studio's server refused the save and wrote nothing:
        </p>
      ) : null}
      {errors.length > 0 ? (
        <section aria-labelledby="save-errors-heading">
          <h3 id="save-errors-heading">Problems to fix first</h3>
          <IssueList issues={errors} />
        </section>
      ) : null}
      <section>
        <h3>The change, as it will be written</h3>
        <p className="studio-hint">
          Lines starting with + are added, lines starting with - are removed. Files:{' '}
          {stage.diff.files.join(', ') || 'none'}.
        </p>
        <DiffView diff={stage.diff.diff} label="The change, as it will be written" />
      </section>
      {blocked ? (
        <p id="save-blocked" className="studio-error">
          <span aria-hidden="true">✖ </span>
          {blocked}
        </p>
      ) : null}
      <div className="studio-buttons">
        <button
          type="button"
          className="studio-button studio-button--primary"
          disabled={blocked !== null || stage.name === 'saving'}
          aria-describedby={blocked ? 'save-blocked' : undefined}
          onClick={() => onSave(stage.impact, stage.diff)}
        >
          {stage.name === 'saving' ? 'Saving…' : 'Save'}
        </button>
      </div>
    </>
  );
}
