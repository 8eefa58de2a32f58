import { createContext, useContext, useRef, useSyncExternalStore, type ReactNode } from 'react';
import type { StudioState } from './studio-state';
import type { StudioStore } from './studio-store';

const StudioContext = createContext<StudioStore | null>(null);

export function StudioProvider({ store, children }: { store: StudioStore; children: ReactNode }) {
  return <StudioContext.Provider value={store}>{children}</StudioContext.Provider>;
}

/** The page's store, for its calls (edit, undo, select...). */
export function useStudioStore(): StudioStore {
  const store = useContext(StudioContext);
  if (!store) throw new Error('useStudioStore needs a <StudioProvider> around the studio page.');
  return store;
}

const shallowEqual = (a: unknown, b: unknown): boolean => {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
};

/**
 * A part of the studio's state, re-rendering when it changes. A selector may build an object or
 * an array: one shallowly equal to the last is returned as the last, so the render does not loop.
 */
export function useStudio<T>(selector: (state: StudioState) => T): T {
  return useStoreSelector(useStudioStore(), selector);
}

/** useStudio for a store given rather than read from the provider (the inspector's port binds it so). */
export function useStoreSelector<T>(store: StudioStore, selector: (state: StudioState) => T): T {
  const last = useRef<{ state: StudioState; value: T } | null>(null);
  const snapshot = () => {
    const state = store.getState();
    const cached = last.current;
    if (cached && cached.state === state) return cached.value;
    const value = selector(state);
    const kept = cached && shallowEqual(cached.value, value) ? cached.value : value;
    last.current = { state, value: kept };
    return kept;
  };
  return useSyncExternalStore(store.subscribe, snapshot, snapshot);
}
