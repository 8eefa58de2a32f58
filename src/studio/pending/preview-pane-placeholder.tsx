import type { Facts, PathFile, Toggles } from '../../../engine/browser';

/** The props of the preview pane (src/studio/preview/preview-pane.tsx), as the lead's brief gives them. */
export interface PreviewPaneProps {
  journeys: Record<string, string>;
  journey: string;
  words: Record<string, string>;
  world: { facts: Facts; toggles: Toggles };
  path: PathFile | null;
  moves?: number;
  token: string;
  onAt(at: { stepId: string; page: number; route: string; status: 'active' | 'done'; moves: number }): void;
  onEdit(stepId: string): void;
  onProblem(message: string): void;
}

/** Stands in for the preview pane until its branch is merged: says what it would show. */
export function PreviewPane({ journey, path, moves }: PreviewPaneProps) {
  return (
    <div className="studio-preview-placeholder">
      <p className="studio-warning">
        <span aria-hidden="true">⚠ </span>The preview is not part of this build yet.
      </p>
      <p>
        It would show {journey}{' '}
        {path
          ? `along the path "${path.name}" (${moves === undefined ? 'all' : moves} of ${path.moves.length} moves)`
          : 'from its start'}
        .
      </p>
    </div>
  );
}
