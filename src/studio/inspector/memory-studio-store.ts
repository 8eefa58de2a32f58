/**
 * A small, real store of the inspector's port (inspector-store-port.ts) kept in memory: edits
 * change the held texts, undo and redo walk whole-text snapshots, select sets the selection.
 * The inspector's tests run on it; the studio page runs on the shell's store (src/studio/state/),
 * which adds the check and the server.
 */
import { useSyncExternalStore } from 'react';
import type { StudioIssue } from '../studio-api';
import type { HeldTexts, InspectorState, InspectorStore } from './inspector-store-port';

/** The in-memory store, with what a test needs to look at and set. */
export interface MemoryStudioStore extends InspectorStore {
  state(): InspectorState;
  /** The labels of the undo stack, oldest first. */
  history(): string[];
  /** Sets the check's problems, as the shell's store does when a check answers. */
  setIssues(issues: readonly StudioIssue[]): void;
}

/**
 * Creates the store on some held texts.
 *
 * @example
 * const store = createMemoryStudioStore({ held: { journeys: { 'journeys/a.json': text }, words: '{}' }, focused: 'journeys/a.json' });
 * store.select('journeys/a.json', 'start');
 */
export function createMemoryStudioStore(
  initial: Pick<InspectorState, 'held' | 'focused'> & Partial<InspectorState>,
): MemoryStudioStore {
  let state: InspectorState = { selected: null, issues: [], ...initial };
  const undoStack: { label: string; held: HeldTexts }[] = [];
  const redoStack: { label: string; held: HeldTexts }[] = [];
  const listeners = new Set<() => void>();
  const set = (next: InspectorState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };

  return {
    state: () => state,
    history: () => undoStack.map((entry) => entry.label),
    setIssues: (issues) => set({ ...state, issues }),
    edit(label, change) {
      const held = change(state.held);
      if (held.words === state.held.words && held.journeys === state.held.journeys) return;
      undoStack.push({ label, held: state.held });
      redoStack.length = 0;
      set({ ...state, held });
    },
    undo() {
      const entry = undoStack.pop();
      if (!entry) return;
      redoStack.push({ label: entry.label, held: state.held });
      set({ ...state, held: entry.held });
    },
    redo() {
      const entry = redoStack.pop();
      if (!entry) return;
      undoStack.push({ label: entry.label, held: state.held });
      set({ ...state, held: entry.held });
    },
    select(file, stepId) {
      set({ ...state, selected: { file, stepId } });
    },
    useStudio<T>(selector: (current: InspectorState) => T): T {
      return useSyncExternalStore(subscribe, () => selector(state));
    },
  };
}
