import { useSyncExternalStore } from 'react';

/** Widest screen that shows the repair cards instead of the table (repairs.md §9: 414 px). */
export const NARROW_SCREEN_PX = 414;
const QUERY = `(max-width: ${NARROW_SCREEN_PX}px)`;

function subscribe(onChange: () => void): () => void {
  const list = globalThis.matchMedia?.(QUERY);
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

const isNarrow = () => globalThis.matchMedia?.(QUERY).matches ?? false;

/** True on a screen 414 px wide or narrower, following rotation and resizing. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, isNarrow, () => false);
}
