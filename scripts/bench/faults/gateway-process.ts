import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import type { Kysely } from 'kysely';
import { openDatabase, type DatabaseHandle } from '../../../gateway/server/db/connection';
import type { Database } from '../../../gateway/server/db/tables';
import { migrateToLatest } from '../../../gateway/server/db/migrate';
import { seedDemo } from '../../../gateway/server/seed/index';
import { PERSONA } from '../../../gateway/server/seed/personas';
import { DEFAULT_SUBSCRIPTION_KEY, pgliteDir } from '../../../gateway/server/settings';
import { gatewaySessions } from '../../../gateway/server/identity/gateway-sessions';
import { loadIdentityKeys } from '../../../gateway/server/identity/stored-keys';

/** Where a fault run keeps its data: a folder for the embedded database, or a PostgreSQL database. */
export type FaultDatabase = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };

/** Opens the fault run's database (after the gateway has stopped, for PGlite). */
export function openFaultDatabase(database: FaultDatabase): Promise<DatabaseHandle> {
  return openDatabase(
    database.kind === 'postgres' ? { databaseUrl: database.url } : { dataDir: pgliteDir(database.dataDir) },
  );
}

/** The resident the fault runs act as (the demo's Amara, on her house). */
export const RESIDENT = { customerId: PERSONA.amara.customerId, assetId: PERSONA.amara.houseAssetId };

/**
 * Migrates and seeds the database the way the gateway does at its start, and signs the resident in
 * (a session and its token in the database, as the token exchange leaves them). Answers the token
 * and the ids of the work orders already there.
 */
export async function prepareDatabase(database: FaultDatabase): Promise<{ token: string; before: Set<string> }> {
  const handle = await openFaultDatabase(database);
  try {
    await migrateToLatest(handle.db);
    await seedDemo(handle.db);
    return { token: await longToken(handle.db), before: await workOrderIds(handle.db) };
  } finally {
    await handle.close();
  }
}

/**
 * A session of the resident and its access token, as the token exchange leaves them, but valid
 * for 4 hours rather than 10 minutes: a run of 20 kills on a slow machine outlasts a normal token.
 */
async function longToken(db: Kysely<Database>): Promise<string> {
  const login = await db
    .selectFrom('resident_logins')
    .select('id')
    .where('customer_id', '=', RESIDENT.customerId)
    .executeTakeFirstOrThrow();
  const keys = await loadIdentityKeys(db);
  const caller = { sessionId: randomUUID(), customerId: RESIDENT.customerId, loginId: login.id };
  await db
    .insertInto('gateway_sessions')
    .values({ id: caller.sessionId, customer_id: caller.customerId, login_id: caller.loginId })
    .execute();
  return gatewaySessions(db, keys.accessTokenKey).sign(caller, Math.floor(Date.now() / 1000) + 4 * 3600);
}

/** The ids of the work orders already in the database (the demo's), left out of the checks. */
export async function workOrderIds(db: Kysely<Database>): Promise<Set<string>> {
  return new Set((await db.selectFrom('work_orders').select('id').execute()).map((row) => row.id));
}

/** A gateway running as its own process, to be killed with SIGKILL and started again. */
export interface GatewayProcess {
  baseUrl: string;
  child: ChildProcess;
  /** The last lines it wrote (stdout and stderr), for a failure's message. */
  output(): string;
  /** kill -9, and waits until the process is gone. */
  kill9(): Promise<void>;
  /** SIGTERM (a clean stop), SIGKILL after 15 s. */
  stop(): Promise<void>;
}

export interface GatewayProcessOptions {
  /** JOB_NUMBER_DELAY_MS of the gateway: how long a submitted repair waits for its job number. */
  jobNumberDelayMs?: number;
  /** How long to wait for the gateway to answer; default 120 s (a loaded machine starts slowly). */
  readyTimeoutMs?: number;
}

/** Starts `node gateway/server/main.ts` on the database (PGlite in dataDir/pglite, or the URL) and waits until it answers. */
export async function startGatewayProcess(
  database: FaultDatabase,
  options: GatewayProcessOptions = {},
): Promise<GatewayProcess> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    STATIC_DIR: resolve('dist'),
    GATEWAY_SUBSCRIPTION_KEY: DEFAULT_SUBSCRIPTION_KEY,
    JOB_NUMBER_DELAY_MS: String(options.jobNumberDelayMs ?? 3000),
  };
  delete env.DATABASE_URL;
  delete env.NODE_ENV;
  if (database.kind === 'postgres') {
    env.DATABASE_URL = database.url;
    env.DATA_DIR = resolve('data', 'faults-admin');
  } else {
    env.DATA_DIR = database.dataDir;
  }
  const child = spawn(process.execPath, ['--import', 'tsx', 'gateway/server/main.ts'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-6000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const gone = () => child.exitCode !== null || child.signalCode !== null;
  const baseUrl = `http://127.0.0.1:${port}`;
  const gateway: GatewayProcess = {
    baseUrl,
    child,
    output: () => output,
    kill9: async () => {
      if (!gone()) child.kill('SIGKILL');
      await exited;
    },
    stop: async () => {
      if (gone()) return;
      child.kill('SIGTERM');
      const stopped = await Promise.race([exited.then(() => true), sleep(15_000).then(() => false)]);
      if (!stopped) await gateway.kill9();
    },
  };
  const deadline = Date.now() + (options.readyTimeoutMs ?? 120_000);
  for (;;) {
    if (gone()) throw new GatewayStartError(`The gateway exited while starting:\n${output}`);
    try {
      const response = await fetch(`${baseUrl}/docs/json`, { signal: AbortSignal.timeout(5000) });
      if (response.ok) return gateway;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      await gateway.kill9();
      throw new GatewayStartError(
        `The gateway did not answer within ${options.readyTimeoutMs ?? 120_000} ms:\n${output}`,
      );
    }
    await sleep(200);
  }
}

/** The gateway did not start (for the embedded database: it could not reopen its folder). */
export class GatewayStartError extends Error {}

export const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.on('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no port'))));
    });
  });
}
