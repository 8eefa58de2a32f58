import { existsSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp } from '../../gateway/server/app';
import type { Database } from '../../gateway/server/db/tables';
import type { PaymentOptions } from '../../gateway/server/payments/payment-options';
import type { RepairJourneyOptions } from '../../gateway/server/repairs/repair-journey-options';
import { createSeededTestDatabase } from './test-database';

const repoRoot = resolve(import.meta.dirname, '..', '..');

export interface GatewayServerOptions {
  /** Folder of the built portal; default dist/ (npm test builds it before the browser tests). */
  staticDir?: string;
  subscriptionKey?: string;
  adminToken?: string;
  /** Card payments, e.g. how soon the payment sandbox settles a payment (sandboxSettleMs). */
  payments?: PaymentOptions;
  /**
   * The repair journey's background work. By default a submitted repair gets its job number at
   * once rather than after the reference gateway's 3 s: the portal asks for it at once and then
   * every 5 s (REP-LIF-04), so the 3 s cost every test that reports a repair a 5 s wait.
   */
  repairs?: RepairJourneyOptions;
}

export interface RunningGateway {
  /** e.g. http://127.0.0.1:41234 */
  baseUrl: string;
  subscriptionKey: string;
  app: FastifyInstance;
  /** The gateway's database: to arrange a test's records and to check what the gateway stored. */
  db: Kysely<Database>;
  /**
   * Removes the work orders saved since the gateway started (drafts and reported repairs, with
   * their notes, documents and appointments), so the next test meets the seeded records only.
   * Answers how many it removed.
   */
  removeNewWorkOrders(): Promise<number>;
  close(): Promise<void>;
}

/** A port of 127.0.0.1 that is free now (the identity provider's issuer must name it before the app listens). */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * Starts the reference gateway in this process on a free port of 127.0.0.1 (its public origin, so
 * the identity provider's issuer and redirects point at it), on a fresh seeded
 * database (PGlite in memory, or a new database on TEST_DATABASE_URL), serving the built portal.
 */
export async function startGatewayServer(options: GatewayServerOptions = {}): Promise<RunningGateway> {
  const staticDir = options.staticDir ?? join(repoRoot, 'dist');
  if (!existsSync(join(staticDir, 'index.html'))) {
    throw new Error(`No built portal in ${staticDir}: run \`npm run build\` before the browser tests.`);
  }
  const subscriptionKey = options.subscriptionKey ?? 'browser-test-key';
  const database = await createSeededTestDatabase();
  let app: FastifyInstance | undefined;
  try {
    const port = await freePort();
    const publicOrigin = `http://127.0.0.1:${port}`;
    app = await buildApp({
      database,
      subscriptionKey,
      staticDir,
      logger: false,
      adminToken: options.adminToken,
      publicOrigin,
      payments: options.payments,
      repairs: { jobNumberDelayMs: 0, ...options.repairs },
    });
    await app.listen({ port, host: '127.0.0.1' });
  } catch (error) {
    await app?.close();
    await database.close();
    throw error;
  }
  const { port } = app.server.address() as AddressInfo;
  const running = app;
  const seeded = (await database.db.selectFrom('work_orders').select('id').execute()).map((row) => row.id);
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    subscriptionKey,
    app: running,
    db: database.db,
    removeNewWorkOrders: async () => {
      // Notes, documents, appointments and history go with their work order (on delete cascade).
      const query = database.db.deleteFrom('work_orders');
      const removed = await (seeded.length > 0 ? query.where('id', 'not in', seeded) : query).executeTakeFirst();
      return Number(removed.numDeletedRows);
    },
    close: async () => {
      await running.close();
      await database.close();
    },
  };
}
