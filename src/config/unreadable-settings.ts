import { GatewayError } from '../../gateway/client';

/**
 * Configuration values (feature toggles) that could not be read. A failure is only logged on
 * every page (REP-TGL-03) but the dashboard: there a configuration failure goes to
 * /customerApiErrorPage instead of quietly hiding a card or button the setting governs
 * (ACC-DSH-14). So every reader of a setting tells this module, and the dashboard listens while
 * it is shown.
 */
type Listener = (name: string) => void;

const listeners = new Set<Listener>();

/**
 * Whether a failed read says the value is not set (404: the gateway has no such value), which
 * reads as off like an empty value, rather than that it could not be read (no answer, a timeout,
 * a server error): only the latter is a failure the dashboard must not hide.
 *
 * @example
 * isSettingNotSet(new GatewayError({ method: 'GET', path: '/configuration/X', kind: 'http', status: 404, correlationId: 'c', attempts: 1 })); // true
 */
export function isSettingNotSet(error: unknown): boolean {
  return error instanceof GatewayError && error.kind === 'http' && error.status === 404;
}

/**
 * A reader of a setting reports a failed read (after logging it); a value that is not set is no
 * failure and is not reported.
 *
 * @example
 * readValue().catch((error) => { console.warn(error); noteSettingFailure('IsCaseCardRequired', error); });
 */
export function noteSettingFailure(name: string, error: unknown): void {
  if (isSettingNotSet(error)) return;
  for (const listener of [...listeners]) listener(name);
}

/**
 * Calls `listener` with the name of each setting that fails to be read from now on; answers the
 * function that stops it.
 *
 * @example
 * useEffect(() => onSettingFailure((name) => navigate('/customerApiErrorPage')), [navigate]);
 */
export function onSettingFailure(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
