import { randomUUID } from 'node:crypto';
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
import { fromBundle, startGatewayProcess, type GatewayProcess } from '../../gateway-process';
import { gatewayBundle } from '../bench-bundles';

export { GatewayStartError, type GatewayProcess } from '../../gateway-process';

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

export interface GatewayProcessOptions {
  /** JOB_NUMBER_DELAY_MS of the gateway: how long a submitted repair waits for its job number. */
  jobNumberDelayMs?: number;
  /** How long to wait for the gateway to answer; default 120 s (a loaded machine starts slowly). */
  readyTimeoutMs?: number;
}

/** Starts the gateway as its own process on the database (PGlite in dataDir/pglite, or the URL) and waits until it answers. */
export async function startFaultGateway(
  database: FaultDatabase,
  options: GatewayProcessOptions = {},
): Promise<GatewayProcess> {
  return startGatewayProcess(
    {
      LOG_LEVEL: 'warn',
      STATIC_DIR: resolve('dist'),
      GATEWAY_SUBSCRIPTION_KEY: DEFAULT_SUBSCRIPTION_KEY,
      JOB_NUMBER_DELAY_MS: String(options.jobNumberDelayMs ?? 3000),
      NODE_ENV: undefined,
      ...(database.kind === 'postgres'
        ? { DATABASE_URL: database.url, DATA_DIR: resolve('data', 'faults-admin') }
        : { DATABASE_URL: undefined, DATA_DIR: database.dataDir }),
    },
    options.readyTimeoutMs,
    // The gateway as `npm start` runs it, like the bench's other sections (bench-bundles.ts).
    fromBundle(await gatewayBundle()),
  );
}

export const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));
