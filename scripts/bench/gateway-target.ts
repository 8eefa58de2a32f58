import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from '../../tests/support/free-port';
import { join, resolve } from 'node:path';
import type { Kysely } from 'kysely';
import { openDatabase } from '../../gateway/server/db/connection';
import type { Database } from '../../gateway/server/db/tables';
import { GatewayHeader } from '../../schemas/http-headers';
import { runLoad, type LoadResult } from './http-load';
import { gatewayBundle } from './bench-bundles';
import { fromBundle } from '../gateway-process';
import { mintBenchTokens } from './bench-tokens';
import { pgliteDir, DEFAULT_SUBSCRIPTION_KEY } from '../../gateway/server/settings';
// @ts-expect-error plain ESM helper without type declarations
import { startPostgres } from '../pg-server.mjs';

export type DatabaseKind = 'pglite' | 'postgres';

export interface GatewayTarget {
  kind: DatabaseKind;
  baseUrl: string;
  /** The gateway's process id (its memory is read from /proc). */
  pid: number;
  /** The PostgreSQL server's URL (postgres only). */
  databaseUrl?: string;
  subscriptionKey: string;
  customerIds: string[];
  /** A bearer token per customer id (every customer-scoped route needs the owner's token). */
  tokens: Map<string, string>;
  /** Each customer's first rent account. */
  rentAccounts: Map<string, string>;
  /** Rows of the transactions table when the gateway started. */
  transactions: number;
  stop(): Promise<void>;
}

export interface GatewayTargetOptions {
  /** Work on the database after seeding, before the gateway opens it (PGlite allows one process). */
  beforeStart?: (db: Kysely<Database>) => Promise<void>;
}

/**
 * The benchmark databases are kept between runs so the volume is generated only once: the
 * embedded one in data/bench/pglite, the local PostgreSQL cluster in data/bench/postgres.
 */
export const BENCH_DATA_DIR = resolve('data', 'bench');

/**
 * Starts the reference gateway as its own process (so the load generator does not steal its CPU)
 * on a database holding `customers` synthetic customers: the embedded database in data/bench, or
 * PostgreSQL (BENCH_DATABASE_URL, else a local server on the cluster kept in data/bench/postgres).
 */
export async function startGatewayTarget(
  kind: DatabaseKind,
  customers: number,
  options: GatewayTargetOptions = {},
): Promise<GatewayTarget> {
  let databaseUrl: string | undefined;
  let stopPostgres: () => Promise<void> = async () => {};
  let gateway: ChildProcess | undefined;
  const stop = async () => {
    running.delete(stop);
    if (gateway) await stopProcess(gateway);
    await stopPostgres();
  };
  running.add(stop);
  if (kind === 'postgres') {
    databaseUrl = process.env.BENCH_DATABASE_URL;
    if (!databaseUrl) {
      const server = await startPostgres({
        log: (line: string) => console.log(`  ${line}`),
        keepIn: join(BENCH_DATA_DIR, 'postgres'),
      });
      databaseUrl = server.url as string;
      stopPostgres = server.stop as () => Promise<void>;
    }
  }
  try {
    const env = { ...process.env, DATA_DIR: BENCH_DATA_DIR, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
    if (kind === 'pglite') delete env.DATABASE_URL;
    await runToEnd('node', ['--import', 'tsx', 'scripts/seed.ts', '--customers', String(customers)], env);
    const { customerIds, tokens, rentAccounts, transactions } = await prepareCallers(kind, databaseUrl, options);
    const port = await freePort();
    // BENCH_CPU_PROF=<folder>: the gateway writes a V8 CPU profile there when it stops (read it
    // with scripts/bench/cpu-profile-summary.ts), to see where a request's time goes (issue 29).
    const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
    // The gateway as `npm start` runs it: the esbuild bundle with plain Node, its source maps on
    // (scripts/start.mjs), built by bench-bundles.ts.
    const child = spawn(process.execPath, [...profile, ...fromBundle(await gatewayBundle())], {
      env: { ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', STATIC_DIR: resolve('dist') },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    gateway = child;
    const baseUrl = `http://127.0.0.1:${port}`;
    await waitUntilReady(baseUrl, child);
    return {
      kind,
      baseUrl,
      pid: child.pid ?? 0,
      ...(databaseUrl ? { databaseUrl } : {}),
      subscriptionKey: process.env.GATEWAY_SUBSCRIPTION_KEY ?? DEFAULT_SUBSCRIPTION_KEY,
      customerIds,
      tokens,
      rentAccounts,
      transactions,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The stop of every target still running, for {@link stopAllTargets}. */
const running = new Set<() => Promise<void>>();

/**
 * Stops every gateway (and local PostgreSQL) still running: for a bench interrupted by a signal,
 * whose `finally` blocks do not run.
 */
export async function stopAllTargets(): Promise<void> {
  await Promise.all([...running].map((stop) => stop()));
}

/**
 * Runs `beforeStart`, reads the customers and their rent accounts and signs each customer in
 * (before the gateway starts: PGlite allows one process).
 */
async function prepareCallers(
  kind: DatabaseKind,
  databaseUrl: string | undefined,
  options: GatewayTargetOptions,
): Promise<Pick<GatewayTarget, 'customerIds' | 'tokens' | 'rentAccounts' | 'transactions'>> {
  const handle = await openDatabase(kind === 'postgres' ? { databaseUrl } : { dataDir: pgliteDir(BENCH_DATA_DIR) });
  try {
    await options.beforeStart?.(handle.db);
    const accounts = await handle.db
      .selectFrom('accounts')
      .select(['customer_id', (eb) => eb.fn.min('id').as('id')])
      .where('account_type', '=', 'REN')
      .groupBy('customer_id')
      .execute();
    const rentAccounts = new Map(accounts.map((row) => [row.customer_id, String(row.id)]));
    const { n } = await handle.db
      .selectFrom('transactions')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const rows = await handle.db.selectFrom('customers').select('id').orderBy('id').execute();
    const customerIds = rows.map((r) => r.id);
    const started = Date.now();
    const tokens = await mintBenchTokens(handle.db, customerIds);
    console.log(`  signed in ${tokens.size} customers for the run in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return { customerIds, tokens, rentAccounts, transactions: Number(n) };
  } finally {
    await handle.close();
  }
}

function runToEnd(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { env, stdio: 'inherit' });
    child.on('error', fail);
    child.on('exit', (code) => (code === 0 ? done() : fail(new Error(`${args.join(' ')} exited with ${code}`))));
  });
}

async function waitUntilReady(baseUrl: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The gateway exited with status ${child.exitCode} while starting.`);
    try {
      const response = await fetch(`${baseUrl}/docs/json`);
      if (response.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('The gateway did not start within 2 minutes.');
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

/**
 * Drives the target for `durationSeconds`, each request from a customer picked at random (a
 * seeded generator, so runs repeat) and signed in as that customer, at the path `pathFor` gives.
 *
 * @example
 * const result = await loadAsRandomCustomers(target, 10, (id) => `/api/customers/${id}`);
 */
export function loadAsRandomCustomers(
  target: GatewayTarget,
  durationSeconds: number,
  pathFor: (customerId: string) => string,
  seed = 0,
  connections = 10,
): Promise<LoadResult> {
  const ids = target.customerIds;
  let n = seed;
  return runLoad({
    baseUrl: target.baseUrl,
    headers: { [GatewayHeader.subscriptionKey]: target.subscriptionKey },
    durationSeconds,
    connections,
    nextRequest: () => {
      n = (n * 1103515245 + 12345) % 2147483648;
      const id = ids[n % ids.length] ?? '';
      return { path: pathFor(id), headers: { authorization: `Bearer ${target.tokens.get(id) ?? ''}` } };
    },
  });
}
