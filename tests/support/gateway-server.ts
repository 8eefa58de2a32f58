import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../gateway/server/app';
import { createSeededTestDatabase } from './test-database';

const repoRoot = resolve(import.meta.dirname, '..', '..');

export interface GatewayServerOptions {
  /** Folder of the built portal; default dist/ (npm test builds it before the browser tests). */
  staticDir?: string;
  subscriptionKey?: string;
  adminToken?: string;
}

export interface RunningGateway {
  /** e.g. http://127.0.0.1:41234 */
  baseUrl: string;
  subscriptionKey: string;
  app: FastifyInstance;
  close(): Promise<void>;
}

/**
 * Starts the reference gateway in this process on a free port of 127.0.0.1, on a fresh seeded
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
    app = await buildApp({ database, subscriptionKey, staticDir, logger: false, adminToken: options.adminToken });
    await app.listen({ port: 0, host: '127.0.0.1' });
  } catch (error) {
    await app?.close();
    await database.close();
    throw error;
  }
  const { port } = app.server.address() as AddressInfo;
  const running = app;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    subscriptionKey,
    app: running,
    close: async () => {
      await running.close();
      await database.close();
    },
  };
}
