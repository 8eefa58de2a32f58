import type { PreviewAt } from '../preview/preview-protocol';
import type { PathFile } from '../../../engine/browser';
import type { StudioFiles, StudioIssue, StudioPath, StudioWorld } from '../studio-api';

/** The texts the studio holds: every journey file by path (journeys/repair.json), and the locale file's text. */
export interface Held {
  journeys: Record<string, string>;
  words: string;
}

/** One step of undo: the whole texts of the files an edit changed, before and after it. */
export interface HistoryEntry {
  /** What the edit did, in words: "Changed the heading of emergency". */
  label: string;
  before: Partial<Held>;
  after: Partial<Held>;
}

/** Where the preview's resident is (the preview's "at" message). */
export type { PreviewAt } from '../preview/preview-protocol';

/** What the generated paths reach, for the graph's coverage view: step ids, and routes as "from>to". */
export interface Coverage {
  steps: string[];
  routes: string[];
}

export interface StudioState {
  /** loading until the files first arrive; failed when they could not be read (problem says why). */
  status: 'loading' | 'ready' | 'failed';
  /** The files as they are on disk (GET /files), null before they arrive. */
  disk: StudioFiles | null;
  held: Held;
  /** The journey in focus, by path. */
  focused: string;
  selected: { file: string; stepId: string } | null;
  issues: StudioIssue[];
  checking: boolean;
  /** How long the last check took, from the request to its answer. */
  checkMilliseconds: number | null;
  undoStack: HistoryEntry[];
  redoStack: HistoryEntry[];
  /** True while a held text differs from the file on disk. */
  dirty: boolean;
  previewAt: PreviewAt | null;
  /** Set while the coverage view is on. */
  coverage: Coverage | null;
  /** The focused journey's generated paths, for the draft they were made from (null until asked for). */
  paths: { draft: string; list: StudioPath[] } | null;
  pathsLoading: boolean;
  /** What the preview shows: the journey walked along a path (or from its start), and why, when that is not what was asked. */
  preview: { path: PathFile | null; moves?: number; note: string | null };
  /** The world the focused journey's paths run in (GET /world), by journey id. */
  world: { journeyId: string; world: StudioWorld } | null;
  /** The variant of that world the paths and the preview are made in (its index); null: the world itself. */
  variant: number | null;
  /** The last call that failed, in words the page shows (the expired link, a server that stopped). */
  problem: string | null;
}

export const initialState: StudioState = {
  status: 'loading',
  disk: null,
  held: { journeys: {}, words: '' },
  focused: '',
  selected: null,
  issues: [],
  checking: false,
  checkMilliseconds: null,
  undoStack: [],
  redoStack: [],
  dirty: false,
  previewAt: null,
  coverage: null,
  paths: null,
  pathsLoading: false,
  preview: { path: null, note: null },
  world: null,
  variant: null,
  problem: null,
};

/** The held texts as on disk. */
export function heldOf(files: StudioFiles): Held {
  return {
    journeys: Object.fromEntries(files.journeys.map((file) => [file.path, file.text])),
    words: files.words.text,
  };
}

/** The part of `next` that differs from `base`: the journeys changed, and the words if they changed. */
export function changedPart(base: Held, next: Held): Partial<Held> {
  const journeys = Object.fromEntries(
    Object.entries(next.journeys).filter(([path, text]) => base.journeys[path] !== text),
  );
  return {
    ...(Object.keys(journeys).length > 0 ? { journeys } : {}),
    ...(next.words !== base.words ? { words: next.words } : {}),
  };
}

/** `held` with a part laid over it. */
export function withPart(held: Held, part: Partial<Held>): Held {
  return { journeys: { ...held.journeys, ...part.journeys }, words: part.words ?? held.words };
}

export function isDirty(disk: StudioFiles | null, held: Held): boolean {
  if (!disk) return false;
  const changed = changedPart(heldOf(disk), held);
  return changed.journeys !== undefined || changed.words !== undefined;
}
