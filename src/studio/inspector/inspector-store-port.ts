/**
 * What the step inspector needs of the studio's store (src/studio/state/, the shell's): a narrow
 * port, so that the inspector and its tests depend on these few names only. The shell provides
 * its store through StudioStoreContext; the inspector's tests provide the in-memory store of
 * memory-studio-store.ts, which makes the same edits on the same texts.
 */
import { createContext, useContext } from 'react';
import type { StudioIssue } from '../studio-api';

/** The texts the studio holds: the source of truth that every form edits. */
export interface HeldTexts {
  /** Every journey file's text by its path: journeys/repair.json. */
  journeys: Record<string, string>;
  /** The text of the journeys' locale file (src/i18n/locales/en-GB/journeys.json), flat keys. */
  words: string;
}

/** The step open for editing: its journey file and its id. */
export interface StepSelection {
  file: string;
  stepId: string;
}

/** The part of the studio's state the inspector reads. */
export interface InspectorState {
  held: HeldTexts;
  selected: StepSelection | null;
  /** The check's problems of the held texts. */
  issues: readonly StudioIssue[];
  /** The journey file in focus: journeys/repair.json. */
  focused: string;
  /**
   * The files on disk as the server read them; the inspector reads only the words of the portal's
   * other namespaces (common.json, the renderer's own), flat, which the studio shows but never edits.
   */
  disk?: { otherWords: Record<string, string> } | null;
}

/** The store calls the inspector makes. */
export interface InspectorStore {
  /** One change, one entry of the undo stack, named by `label` ("Changed the words of …"). */
  edit(label: string, change: (held: HeldTexts) => HeldTexts): void;
  undo(): void;
  redo(): void;
  select(file: string, stepId: string): void;
  /** A React hook reading part of the state; re-renders when that part changes. */
  useStudio<T>(selector: (state: InspectorState) => T): T;
}

/** The studio's store, as the shell provides it around the inspector. */
export const StudioStoreContext = createContext<InspectorStore | null>(null);

/** The store of the nearest StudioStoreContext; says what is missing when there is none. */
export function useInspectorStore(): InspectorStore {
  const store = useContext(StudioStoreContext);
  if (!store)
    throw new Error('The step inspector needs the studio store: wrap it in <StudioStoreContext value={store}>.');
  return store;
}

/** The path of the journeys' locale file, the `words` of HeldTexts. */
export const WORDS_FILE = 'src/i18n/locales/en-GB/journeys.json';
