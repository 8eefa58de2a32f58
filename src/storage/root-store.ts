import { browserStorage, clearSavedState, savedStateKey } from './saved-state';

/** Everything the portal keeps between page loads, as JSON under the single key "root". */
export type RootState = Record<string, unknown>;

type Listener = () => void;
const listeners = new Set<Listener>();
let cachedText: string | null | undefined;
let cachedState: RootState = {};

/** The saved state (an empty object when nothing or something unreadable is saved). */
export function readRootState(): RootState {
  const text = readText();
  if (text === cachedText) return cachedState;
  cachedText = text;
  try {
    const parsed: unknown = text ? JSON.parse(text) : {};
    cachedState = typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as RootState) : {};
  } catch {
    cachedState = {};
  }
  return cachedState;
}

/** One part of the saved state, e.g. readSlice('session'). */
export function readSlice<T>(name: string): T | undefined {
  return readRootState()[name] as T | undefined;
}

/** Replaces (or with undefined removes) one part of the saved state and tells the subscribers. */
export function writeSlice(name: string, value: unknown): void {
  const next = { ...readRootState() };
  if (value === undefined) delete next[name];
  else next[name] = value;
  try {
    browserStorage('localStorage')?.setItem(savedStateKey, JSON.stringify(next));
  } catch {
    // Storage full or refused: the state lives only until the page is left.
  }
  notify();
}

/** Forgets all saved state (logout, 401, the start page) and tells the subscribers. */
export function clearAllState(): void {
  clearSavedState();
  notify();
}

/** Calls `listener` after every change, including changes made in another tab; returns the unsubscribe. */
export function subscribeRootState(listener: Listener): () => void {
  listeners.add(listener);
  if (listeners.size === 1) globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) globalThis.removeEventListener?.('storage', onStorage);
  };
}

function onStorage(event: StorageEvent): void {
  if (event.key === savedStateKey || event.key === null) notify();
}

function notify(): void {
  for (const listener of [...listeners]) listener();
}

function readText(): string | null {
  try {
    return browserStorage('localStorage')?.getItem(savedStateKey) ?? null;
  } catch {
    return null;
  }
}
