/**
 * A response body as JSON. A body that does not parse is treated as empty (REP-API-06):
 * `undefined`, never an exception.
 *
 * @example
 * parseJsonBody('{"value":"true"}'); // { value: 'true' }
 * parseJsonBody('<html>Bad gateway</html>'); // undefined
 * parseJsonBody(''); // undefined
 */
export function parseJsonBody(text: string | null | undefined): unknown {
  if (!text?.trim()) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
