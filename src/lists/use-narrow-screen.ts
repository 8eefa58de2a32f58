import { useCallback, useSyncExternalStore } from 'react';

/** Widest screen that shows the repair cards instead of the table (REP-LST-06: 414 px). */
export const NARROW_SCREEN_PX = 414;

const query = (maxWidthPx: number) => `(max-width: ${maxWidthPx}px)`;

/**
 * True on a screen `maxWidthPx` wide or narrower (by default the repairs list's 414 px; the case
 * list uses 820 px, ACC-TXN-06), following rotation and resizing.
 */
export function useNarrowScreen(maxWidthPx: number = NARROW_SCREEN_PX): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = globalThis.matchMedia?.(query(maxWidthPx));
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [maxWidthPx],
  );
  const isNarrow = () => globalThis.matchMedia?.(query(maxWidthPx)).matches ?? false;
  return useSyncExternalStore(subscribe, isNarrow, () => false);
}
