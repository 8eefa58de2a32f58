import { Writable } from 'node:stream';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp, type AppOptions } from '../../gateway/server/app';
import type { DatabaseHandle } from '../../gateway/server/db/connection';
import type { Database } from '../../gateway/server/db/tables';
import type { PersonaName } from '../../gateway/server/seed/personas';
import { freePort } from '../support/free-port';
import { signInAs, type SignedIn } from '../support/sign-in';
import type { SeedDemoOptions } from '../../gateway/server/seed';
import { createSeededTestDatabase } from '../support/test-database';

export const TEST_SUBSCRIPTION_KEY = 'gateway-test-subscription-key';
export const TEST_ADMIN_TOKEN = 'gateway-test-admin-token';

/** One JSON log line written by the gateway. */
export type LogLine = Record<string, unknown> & { msg?: string; correlationId?: string };

export interface TestGateway {
  app: FastifyInstance;
  db: Kysely<Database>;
  database: DatabaseHandle;
  /** Every log line written so far, parsed. */
  logs: LogLine[];
  /**
   * Calls the API with the subscription key (and any other headers given); `as` signs that demo
   * resident in first (once per gateway) and sends their bearer token.
   */
  api(options: InjectOptions & { url: string; as?: PersonaName }): Promise<LightMyRequestResponse>;
  /** Signs a demo resident in (once per gateway; later calls reuse the session). */
  signIn(persona: PersonaName): Promise<SignedIn>;
  close(): Promise<void>;
}

/**
 * The gateway on a fresh seeded database (PGlite in memory, or a new database on
 * TEST_DATABASE_URL), its log captured as JSON lines, for tests through `inject`. `seed.today`
 * seeds the demo for that day (pair it with a clock fixed on the same day).
 */
export async function startTestGateway(
  overrides: Partial<Omit<AppOptions, 'database' | 'logger'>> = {},
  seed: SeedDemoOptions = {},
): Promise<TestGateway> {
  const database = await createSeededTestDatabase(seed);
  const logs: LogLine[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) if (line.trim()) logs.push(JSON.parse(line) as LogLine);
      done();
    },
  });
  const app = await buildApp({
    database,
    subscriptionKey: TEST_SUBSCRIPTION_KEY,
    adminToken: TEST_ADMIN_TOKEN,
    staticDir: '/nonexistent-portal-build',
    ...overrides,
    logger: { level: 'info', stream },
  });
  const sessions = new Map<PersonaName, Promise<SignedIn>>();
  const signIn = (persona: PersonaName) => {
    let session = sessions.get(persona);
    if (!session) {
      session = signInAs(app, persona, { subscriptionKey: TEST_SUBSCRIPTION_KEY });
      sessions.set(persona, session);
    }
    return session;
  };
  return {
    app,
    db: database.db,
    database,
    logs,
    signIn,
    api: async ({ as, ...options }) => {
      const bearer = as ? { authorization: (await signIn(as)).headers.authorization } : {};
      return app.inject({
        ...options,
        headers: { 'ocp-apim-subscription-key': TEST_SUBSCRIPTION_KEY, ...bearer, ...(options.headers ?? {}) },
      });
    },
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/**
 * A second gateway on a test gateway's database, as a restart or another process sharing it would
 * be: the test subscription key and admin token, no portal build, no log.
 *
 * @example
 * const restarted = await gatewayOn(gateway.database, { repairs: { clock } });
 */
export function gatewayOn(
  database: DatabaseHandle,
  overrides: Partial<Omit<AppOptions, 'database' | 'logger'>> = {},
): Promise<FastifyInstance> {
  return buildApp({
    database,
    subscriptionKey: TEST_SUBSCRIPTION_KEY,
    adminToken: TEST_ADMIN_TOKEN,
    staticDir: '/nonexistent-portal-build',
    logger: false,
    ...overrides,
  });
}

/**
 * Has a test gateway listen over real HTTP on a port the system chooses (for a command or the
 * portal's own gateway client to call it); answers the port.
 *
 * @example
 * const baseUrl = `http://127.0.0.1:${await listenLocally(gateway)}/api`;
 */
export async function listenLocally(gateway: TestGateway): Promise<number> {
  await gateway.app.listen({ port: 0, host: '127.0.0.1' });
  return (gateway.app.server.address() as { port: number }).port;
}

/**
 * A test gateway listening over real HTTP on a free local port, its own address as the embedded
 * provider's public origin, and the portal's redirect URI there (the sign-in flows over HTTP).
 */
export async function startListeningGateway(): Promise<{ gateway: TestGateway; origin: string; redirectUri: string }> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const gateway = await startTestGateway({ publicOrigin: origin });
  await gateway.app.listen({ port, host: '127.0.0.1' });
  return { gateway, origin, redirectUri: `${origin}/customer360View` };
}

/** The parsed JSON body of an inject response. */
export function json<T = Record<string, unknown>>(response: { body: string }): T {
  return JSON.parse(response.body) as T;
}
