import { useCallback, useEffect, useRef, useState } from 'react';

/** How long the request-statement messages show (ACC-STM-09). */
export const SUCCESS_MESSAGE_MS = 5_000;
export const FAILURE_MESSAGE_MS = 4_000;

/**
 * A message that shows for a while, then runs `after` (if any) and goes. Only one shows at a
 * time; leaving the page or closing the dialog cancels the wait.
 *
 * @example
 * const message = useTimedMessage<'sent' | 'failed'>();
 * message.show('sent', SUCCESS_MESSAGE_MS, onClose);
 * message.current; // 'sent' for 5 s, then undefined
 */
export function useTimedMessage<Kind extends string>() {
  const [current, setCurrent] = useState<Kind>();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = useCallback((kind: Kind, durationMs: number, after?: () => void) => {
    clearTimeout(timer.current);
    setCurrent(kind);
    timer.current = setTimeout(() => {
      setCurrent(undefined);
      after?.();
    }, durationMs);
  }, []);
  return { current, show };
}
