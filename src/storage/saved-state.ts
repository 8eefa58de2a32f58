/** The single local-storage key under which the portal keeps a resident's saved state. */
export const savedStateKey = 'root';

/**
 * Forgets everything the portal saved in this browser (the start page and logging out do this).
 * Storage that the browser refuses to open (private modes, disabled cookies) has nothing to clear.
 */
export function clearSavedState(storage: Pick<Storage, 'removeItem'> | undefined = browserStorage()): void {
  try {
    storage?.removeItem(savedStateKey);
  } catch {
    // Access denied by the browser: there is no saved state to clear.
  }
}

function browserStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}
