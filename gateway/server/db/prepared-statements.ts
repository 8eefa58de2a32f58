import type pg from 'pg';

/**
 * How many prepared statements each PostgreSQL connection keeps: more than the gateway's hot
 * statements (a few dozen), few enough that the server's memory per connection stays small.
 */
export const PREPARED_STATEMENTS_PER_CONNECTION = 200;

/** PostgreSQL's refusal to run a prepared statement whose columns changed (a migration added one). */
const STALE_RESULT_TYPE = 'cached plan must not change result type';

/**
 * Makes a pooled PostgreSQL connection prepare each parametrised statement it runs, once (ADR
 * 0015): Kysely sends every query unnamed, so the server parses and plans it afresh on every call,
 * which costs more than running it for the gateway's small indexed reads (the session look-up:
 * about 0.2 ms to plan, 0.04 ms to run). A statement's text gets a name on this connection the
 * first time it runs; later runs send only its parameters.
 *
 * - Beyond `capacity` the least recently used statement is deallocated. A name is never reused,
 *   so a deallocation that fails (in an aborted transaction) leaves a statement unused on the
 *   server rather than two texts under one name.
 * - A statement whose result columns changed since it was prepared (a migration by another
 *   gateway added a column to a `select *`) is prepared again under a new name, and run again at
 *   once outside a transaction, where nothing ran; inside one the error stands, as the
 *   transaction is aborted.
 * - Untouched: statements without parameters (migrations' scripts of several statements need the
 *   simple protocol), calls with a callback, and query objects (a cursor's stream).
 *
 * @example
 * pool.on('connect', (client) => prepareStatements(client));
 */
export function prepareStatements(client: pg.ClientBase, capacity = PREPARED_STATEMENTS_PER_CONNECTION): void {
  if (!Number.isInteger(capacity) || capacity < 1)
    throw new Error(`A connection must keep at least one prepared statement (got ${capacity}).`);
  const original = client.query as (...args: unknown[]) => Promise<pg.QueryResult>;
  /** Statement text → name, least recently used first (a Map keeps insertion order). */
  const names = new Map<string, string>();
  let made = 0;

  const forget = (text: string, name: string) => {
    names.delete(text);
    original.call(client, `deallocate "${name}"`).catch(() => undefined);
  };

  const nameOf = (text: string): string => {
    const known = names.get(text);
    names.delete(text);
    if (known === undefined) {
      const [oldest] = names.size >= capacity ? names : [];
      if (oldest) forget(...oldest);
      made += 1;
    }
    const name = known ?? `gw_${made}`;
    names.set(text, name);
    return name;
  };

  const run = async (text: string, values: unknown[], again: boolean): Promise<pg.QueryResult> => {
    const name = nameOf(text);
    try {
      return await original.call(client, { name, text, values });
    } catch (error) {
      if (!(error instanceof Error && error.message === STALE_RESULT_TYPE)) throw error;
      forget(text, name);
      if (!again || client.getTransactionStatus() !== 'I') throw error;
      return run(text, values, false);
    }
  };

  const preparing = (...args: unknown[]) => {
    const [text, values] = args;
    if (typeof text !== 'string' || !Array.isArray(values) || values.length === 0 || args.length > 2)
      return original.apply(client, args);
    return run(text, values, true);
  };
  Object.assign(client, { query: preparing });
}
