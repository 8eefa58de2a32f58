import type { StudioState } from './studio-state';
import type { StudioStore } from './studio-store';
import { useStoreSelector } from './use-studio';

/**
 * The store as the step inspector's port asks for it (src/studio/inspector/inspector-store-port.ts
 * on the inspector's branch: edit, undo, redo, select, and useStudio as a method). The page gives
 * this to the inspector's StudioStoreContext, so the inspector edits the same held texts.
 */
export function inspectorPort(store: StudioStore) {
  return {
    edit: store.edit,
    undo: store.undo,
    redo: store.redo,
    select: store.select,
    useStudio: <T>(selector: (state: StudioState) => T): T => useStoreSelector(store, selector),
  };
}
