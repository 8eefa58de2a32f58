import { mkdirSync, openSync, closeSync, readFileSync, unlinkSync, writeSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import { prepareStatements } from './prepared-statements';
import type { Database } from './tables';

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** Where the data lives: a folder for PGlite, the URL without password for PostgreSQL. */
  location: string;
  /**
   * The embedded database's folder as a gzipped tarball, taken while the gateway runs (PGlite
   * only; undefined on PostgreSQL, whose own tools back it up: docs/operations.md). It is taken
   * between queries after a CHECKPOINT, so it opens like a database after a clean stop.
   */
  dumpEmbedded?: () => Promise<Blob>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** postgres://... selects a PostgreSQL server; otherwise the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** Folder of the embedded database; ":memory:" keeps it in memory (tests). */
  dataDir?: string | undefined;
  /**
   * Told when the server drops an idle connection of the pool (a restart, an administrator's
   * command); the pool opens a new one for the next query. Default: a warning on stderr.
   */
  onIdleConnectionError?: (error: Error) => void;
}

export class DatabaseLockedError extends Error {}

// Numeric (1700) and bigint (20) stay strings so money and ids are never rounded.
pg.types.setTypeParser(1700, (v) => v);
pg.types.setTypeParser(20, (v) => v);

/**
 * Opens the gateway's database: PostgreSQL when a URL is given, otherwise PGlite stored in
 * dataDir (default ./data/pglite). PGlite is a single-process database, so a lock file stops a
 * second process (a seed run, say) from opening the folder while the gateway has it open.
 */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<DatabaseHandle> {
  const url = options.databaseUrl;
  if (url && /^postgres(ql)?:\/\//.test(url)) {
    // A server that is down or restarting fails a request within 5 s (the error handler answers 503)
    // rather than holding it until the resident gives up.
    const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
    // Without a listener, an idle connection the server drops would end the whole process.
    pool.on(
      'error',
      options.onIdleConnectionError ??
        ((error) =>
          console.warn(`PostgreSQL dropped an idle connection (${error.message}); the next query opens a new one.`)),
    );
    // Nor may a connection the server drops while a request holds it (between the statements of a
    // transaction, say): the request's query fails with the error (answered 503 by the error
    // handler), and the pool discards the broken client when it comes back. The pool's own
    // listener covers idle clients only, so every client gets this one for its whole life.
    // And each connection prepares the statements it runs, so the server plans them once, not on
    // every call (ADR 0015).
    pool.on('connect', (client) => {
      client.on('error', () => undefined);
      prepareStatements(client);
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', location: redact(url), close: () => db.destroy() };
  }
  if (url) throw new Error(`DATABASE_URL must start with postgres:// or postgresql:// (got "${redact(url)}").`);

  const dataDir = options.dataDir ?? resolve('data', 'pglite');
  if (dataDir === ':memory:') {
    const pglite = await PGlite.create();
    const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
    return {
      db,
      kind: 'pglite',
      location: 'memory',
      dumpEmbedded: () => dumpPglite(pglite),
      close: () => db.destroy(),
    };
  }
  mkdirSync(dataDir, { recursive: true });
  const releaseLock = lockEmbeddedFolder(dataDir);
  try {
    const pglite = await PGlite.create(dataDir);
    const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
    return {
      db,
      kind: 'pglite',
      location: resolve(dataDir),
      dumpEmbedded: () => dumpPglite(pglite),
      close: async () => {
        await db.destroy();
        releaseLock();
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}

/** Node's codes of a connection that could not be made or was cut. */
const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND']);

/** node-postgres' messages for a connection lost, or none to be had in time. */
const CONNECTION_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Client was closed and is not queryable',
];

/**
 * Whether an error means the database cannot be reached right now (PostgreSQL stopped,
 * restarting or refusing connections) rather than a fault of the request: the gateway answers
 * such a request 503 with Retry-After, and the pool reconnects by itself for the next one.
 * SQLSTATE class 08 is a connection exception; 57P01-57P03 the server shutting down or starting.
 *
 * @example
 * isDatabaseUnavailable(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })); // true
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let reason = error, depth = 0; reason instanceof Error && depth < 5; depth += 1) {
    const code = (reason as { code?: unknown }).code;
    if (typeof code === 'string' && (CONNECTION_CODES.has(code) || /^(08...|57P0[123])$/.test(code))) return true;
    if (CONNECTION_MESSAGES.some((message) => reason instanceof Error && reason.message.includes(message))) return true;
    if (reason instanceof AggregateError && reason.errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    reason = reason.cause;
  }
  return false;
}

/** The data folder as a gzipped tarball, after a CHECKPOINT so it opens without replaying the log. */
export async function dumpPglite(pglite: PGlite): Promise<Blob> {
  await pglite.exec('CHECKPOINT');
  return pglite.dumpDataDir('gzip');
}

function basename(path: string): string {
  return resolve(path).split(/[\\/]/).pop() ?? 'pglite';
}

/**
 * Takes the embedded database folder's lock file (beside the folder), so no other process opens
 * it until the returned function releases it; throws DatabaseLockedError while a live process
 * holds it.
 */
export function lockEmbeddedFolder(dataDir: string): () => void {
  return takeLock(join(resolve(dataDir), '..', `${basename(dataDir)}.lock`));
}

function takeLock(lockPath: string): () => void {
  if (existsSync(lockPath)) {
    const pid = Number(readFileSync(lockPath, 'utf8').trim());
    if (pid && pid !== process.pid && isAlive(pid)) {
      throw new DatabaseLockedError(
        `The embedded database is in use by process ${pid} (lock file ${lockPath}). ` +
          'Stop the gateway first, or use the running gateway (npm run config talks to it).',
      );
    }
    unlinkSync(lockPath);
  }
  const fd = openSync(lockPath, 'wx');
  writeSync(fd, String(process.pid));
  closeSync(fd);
  return () => {
    try {
      unlinkSync(lockPath);
    } catch {
      /* already gone */
    }
  };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function redact(url: string): string {
  return url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
}
