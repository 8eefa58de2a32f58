import type { StudioStore } from './studio-store';

/** True when the key goes to something that keeps its own undo: a text field, a list, the JSON editor. */
function ownsUndo(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target.closest('.cm-editor, [contenteditable=""], [contenteditable="true"]')) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement)
    return !['button', 'checkbox', 'radio', 'submit', 'reset', 'file', 'range', 'color'].includes(target.type);
  return false;
}

/**
 * Ctrl/Cmd+Z undoes, Ctrl/Cmd+Shift+Z and Ctrl+Y redo the studio's last change, except in a text
 * field or the JSON editor, whose own undo the analyst expects there. Returns the unbinding.
 */
export function bindUndoKeys(store: Pick<StudioStore, 'undo' | 'redo'>, target: Window = window): () => void {
  const onKey = (event: KeyboardEvent) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey || ownsUndo(event.target)) return;
    const key = event.key.toLowerCase();
    if (key === 'z' && !event.shiftKey) store.undo();
    else if ((key === 'z' && event.shiftKey) || (key === 'y' && event.ctrlKey && !event.shiftKey)) store.redo();
    else return;
    event.preventDefault();
  };
  target.addEventListener('keydown', onKey);
  return () => target.removeEventListener('keydown', onKey);
}

/** While the studio holds unsaved changes, leaving the page asks first. Returns the unbinding. */
export function bindLeaveWarning(store: Pick<StudioStore, 'getState'>, target: Window = window): () => void {
  const onLeave = (event: BeforeUnloadEvent) => {
    if (!store.getState().dirty) return;
    event.preventDefault();
    // Older browsers show the prompt only when returnValue is set.
    event.returnValue = '';
  };
  target.addEventListener('beforeunload', onLeave);
  return () => target.removeEventListener('beforeunload', onLeave);
}
