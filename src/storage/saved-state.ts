/** The single local-storage key under which the portal keeps a resident's saved state. */
export const savedStateKey = 'root';

/** Prefixes of the sessionStorage keys the portal writes (PKCE verifiers, one-off notices). */
const sessionKeyPrefixes = ['pkce:', 'portal:'];

/**
 * Forgets everything the portal saved in this browser (the start page and logging out do this):
 * the state under "root" and the portal's own sessionStorage entries. Storage that the browser
 * refuses to open (private modes, disabled cookies) has nothing to clear.
 */
export function clearSavedState(
  storage: Pick<Storage, 'removeItem'> | undefined = browserStorage('localStorage'),
  session: Storage | undefined = browserStorage('sessionStorage'),
): void {
  try {
    storage?.removeItem(savedStateKey);
  } catch {
    // Access denied by the browser: there is no saved state to clear.
  }
  try {
    if (!session) return;
    const keys = Array.from({ length: session.length }, (_, index) => session.key(index) ?? '');
    for (const key of keys) if (sessionKeyPrefixes.some((prefix) => key.startsWith(prefix))) session.removeItem(key);
  } catch {
    // As above.
  }
}

/** localStorage or sessionStorage, or undefined where the browser refuses access. */
export function browserStorage(name: 'localStorage' | 'sessionStorage'): Storage | undefined {
  try {
    return globalThis[name];
  } catch {
    return undefined;
  }
}
