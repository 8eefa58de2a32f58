/**
 * The studio page's state, framework-free (the project's habit: state that outlives a render lives
 * in an object the UI subscribes to, so it also runs headless in tests). The held TEXTS are the
 * source of truth: every edit replaces whole texts, undo keeps the texts an edit changed, and the
 * check runs on the draft of what differs from disk after every edit, undo and redo.
 */
import type { StudioApi } from '../api';
import type { StudioDraft, StudioFile, StudioPath, StudioWorld } from '../studio-api';
import {
  changedPart,
  heldOf,
  initialState,
  isDirty,
  withPart,
  type Coverage,
  type Held,
  type HistoryEntry,
  type PreviewAt,
  type StudioState,
} from './studio-state';

/** How long the check waits for more typing before it asks the server (the issue asks for problems in under 1 s). */
export const CHECK_DELAY_MS = 150;

export interface StudioStore {
  /** The server's API, for the calls that do not change the state (impact, diff, replay). */
  api: StudioApi;
  getState(): StudioState;
  subscribe(listener: () => void): () => void;
  /** Reads the files from disk; the held texts become them (after a save, or to drop the changes). */
  reloadFromDisk(): Promise<void>;
  /** Changes the held texts: `change` gets them and returns the new ones; one undo step, labelled. */
  edit(label: string, change: (held: Held) => Held): void;
  undo(): void;
  redo(): void;
  select(file: string, stepId: string): void;
  /** Clears the selection. */
  deselect(): void;
  focus(path: string): void;
  /** The unsaved work the server checks, replays and saves: the focused journey and the files that differ from disk. */
  draft(): StudioDraft;
  setPreviewAt(at: PreviewAt | null): void;
  setCoverage(coverage: Coverage | null): void;
  /** Shows a failure's message in the page (null clears it). */
  setProblem(message: string | null): void;
  /** The focused journey's generated paths for the draft as it is (asked for again only after a change); null when they cannot be made (the page shows why). */
  loadPaths(): Promise<StudioPath[] | null>;
  /** What the paths held were made for: the draft and the world's variant (a different key: they are stale). */
  pathsKey(): string;
  /** Chooses the world's variant the paths and the preview are made in (null: the world itself); the paths are made again. */
  setVariant(variant: number | null): void;
  /** The world the focused journey's paths run in, asked for once per journey. */
  loadWorld(journeyId: string): Promise<StudioWorld | null>;
  setPreview(preview: StudioState['preview']): void;
  /** Runs the check now rather than after the pause (the page calls it once the files are read). */
  checkNow(): Promise<void>;
}

export interface StudioStoreOptions {
  api: StudioApi;
  /** The journey to focus first, when there is one at that path (journeys/repair.json). */
  initialJourney?: string;
  /** Milliseconds since some fixed point, for timing the check (performance.now in the page). */
  now?: () => number;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function createStudioStore({
  api,
  initialJourney,
  now = () => performance.now(),
}: StudioStoreOptions): StudioStore {
  let state: StudioState = initialState;
  const listeners = new Set<() => void>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let latestCheck = 0;
  let running: AbortController | undefined;

  const set = (patch: Partial<StudioState>) => {
    state = { ...state, ...patch };
    for (const listener of [...listeners]) listener();
  };

  function draft(): StudioDraft {
    const files: StudioFile[] = [];
    if (state.disk) {
      const changed = changedPart(heldOf(state.disk), state.held);
      for (const [path, text] of Object.entries(changed.journeys ?? {})) files.push({ path, text });
      if (changed.words !== undefined) files.push({ path: state.disk.words.path, text: changed.words });
    }
    return { journey: state.focused, files };
  }

  function pathsKey(): string {
    return JSON.stringify({ draft: draft(), variant: state.variant });
  }

  async function checkNow(): Promise<void> {
    clearTimeout(timer);
    timer = undefined;
    if (!state.focused) return;
    // A newer check supersedes an older one: the older request is cancelled and its answer, if it
    // still comes, is not stored.
    running?.abort();
    const controller = new AbortController();
    running = controller;
    const id = ++latestCheck;
    const started = now();
    set({ checking: true });
    try {
      const result = await api.check(draft(), controller.signal);
      if (id !== latestCheck) return;
      set({ issues: result.issues, checking: false, checkMilliseconds: Math.round(now() - started), problem: null });
    } catch (error) {
      if (id !== latestCheck) return;
      set({ checking: false, problem: messageOf(error) });
    } finally {
      if (running === controller) running = undefined;
    }
  }

  function scheduleCheck() {
    clearTimeout(timer);
    timer = setTimeout(() => void checkNow(), CHECK_DELAY_MS);
  }

  function apply(held: Held, stacks: Pick<StudioState, 'undoStack' | 'redoStack'>) {
    set({ held, ...stacks, dirty: isDirty(state.disk, held) });
    scheduleCheck();
  }

  return {
    api,
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async reloadFromDisk() {
      try {
        const disk = await api.files();
        const paths = disk.journeys.map((file) => file.path);
        const focused = paths.includes(state.focused)
          ? state.focused
          : initialJourney && paths.includes(initialJourney)
            ? initialJourney
            : (paths[0] ?? '');
        const selected = state.selected && paths.includes(state.selected.file) ? state.selected : null;
        set({
          status: 'ready',
          disk,
          held: heldOf(disk),
          focused,
          selected,
          undoStack: [],
          redoStack: [],
          dirty: false,
          problem: null,
        });
        await checkNow();
      } catch (error) {
        set({ status: state.disk ? 'ready' : 'failed', problem: messageOf(error) });
      }
    },
    edit(label, change) {
      const next = change(state.held);
      const after = changedPart(state.held, next);
      if (after.journeys === undefined && after.words === undefined) return;
      const before: Partial<Held> = {
        ...(after.journeys
          ? {
              journeys: Object.fromEntries(
                Object.keys(after.journeys).map((path) => [path, state.held.journeys[path] ?? '']),
              ),
            }
          : {}),
        ...(after.words !== undefined ? { words: state.held.words } : {}),
      };
      const entry: HistoryEntry = { label, before, after };
      apply(withPart(state.held, after), { undoStack: [...state.undoStack, entry], redoStack: [] });
    },
    undo() {
      const entry = state.undoStack.at(-1);
      if (!entry) return;
      apply(withPart(state.held, entry.before), {
        undoStack: state.undoStack.slice(0, -1),
        redoStack: [...state.redoStack, entry],
      });
    },
    redo() {
      const entry = state.redoStack.at(-1);
      if (!entry) return;
      apply(withPart(state.held, entry.after), {
        undoStack: [...state.undoStack, entry],
        redoStack: state.redoStack.slice(0, -1),
      });
    },
    select(file, stepId) {
      set({ selected: { file, stepId } });
    },
    deselect() {
      set({ selected: null });
    },
    focus(path) {
      if (path === state.focused) return;
      set({
        focused: path,
        selected: null,
        previewAt: null,
        coverage: null,
        issues: [],
        paths: null,
        preview: { path: null, note: null },
        // A variant belongs to a journey's world.
        variant: null,
      });
      scheduleCheck();
    },
    draft,
    setPreviewAt: (previewAt) => set({ previewAt }),
    setCoverage: (coverage) => set({ coverage }),
    setProblem: (problem) => set({ problem }),
    setPreview: (preview) => set({ preview }),
    pathsKey,
    setVariant: (variant) => set({ variant, paths: null, preview: { path: null, note: null } }),
    async loadPaths() {
      const asked = { ...draft(), ...(state.variant === null ? {} : { variant: state.variant }) };
      const key = pathsKey();
      if (state.paths?.draft === key) return state.paths.list;
      set({ pathsLoading: true });
      try {
        const { paths } = await api.paths(asked);
        if (pathsKey() === key) set({ paths: { draft: key, list: paths }, pathsLoading: false });
        return paths;
      } catch (error) {
        set({ pathsLoading: false, problem: messageOf(error) });
        return null;
      }
    },
    async loadWorld(journeyId) {
      if (state.world?.journeyId === journeyId) return state.world.world;
      try {
        const world = await api.world(journeyId);
        set({ world: { journeyId, world } });
        return world;
      } catch (error) {
        set({ problem: messageOf(error) });
        return null;
      }
    },
    checkNow,
  };
}
