import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect } from 'kysely';
import pg from 'pg';
import { dumpPglite, openDatabase, type DatabaseHandle } from '../../gateway/server/db/connection';
import { migrateToLatest } from '../../gateway/server/db/migrate';
import type { Database } from '../../gateway/server/db/tables';
import { seedDemo, type SeedDemoOptions } from '../../gateway/server/seed';

/**
 * Fresh databases for `*.db.test.ts` files.
 *
 * - Default: an in-memory PGlite. Starting PGlite costs 2-4 s of CPU, so each test process
 *   builds one migrated (and, on first use, one seeded) template and hands out clones of it;
 *   a clone takes about 1 s. Create one database per file (`beforeAll`) rather than per test.
 * - `TEST_DATABASE_URL=postgres://user@host:port/db`: each call creates a new uniquely named
 *   database on that server (CREATE DATABASE), migrates it (and seeds it), and `close()` drops
 *   it again. The URL's own database is only used to run CREATE and DROP DATABASE.
 *
 * Always `await handle.close()` (e.g. in `afterAll`), or PostgreSQL keeps the database.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) return createServerDatabase(serverUrl, null);
  return clonePglite(await pgliteTemplate('migrated'));
}

/**
 * Like {@link createTestDatabase}, with the demo residents seeded by `seedDemo`.
 * With no `today` the PGlite template is seeded once per test process (dates relative to the
 * moment the template was made); passing `today` seeds a new copy for that date.
 */
export async function createSeededTestDatabase(options: SeedDemoOptions = {}): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) return createServerDatabase(serverUrl, options);
  if (options.today === undefined) return clonePglite(await pgliteTemplate('seeded'));
  const handle = await clonePglite(await pgliteTemplate('migrated'));
  try {
    await seedDemo(handle.db, options);
    return handle;
  } catch (error) {
    await handle.close();
    throw error;
  }
}

type TemplateKind = 'migrated' | 'seeded';
const templates = new Map<TemplateKind, Promise<PGlite>>();

function pgliteTemplate(kind: TemplateKind): Promise<PGlite> {
  let template = templates.get(kind);
  if (!template) {
    template = buildTemplate(kind);
    // A failed build is not cached, so the next test gets a fresh attempt and the real error.
    template.catch(() => templates.delete(kind));
    templates.set(kind, template);
  }
  return template;
}

async function buildTemplate(kind: TemplateKind): Promise<PGlite> {
  if (kind === 'seeded') {
    const pglite = (await (await pgliteTemplate('migrated')).clone()) as PGlite;
    await seedDemo(new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) }));
    return pglite;
  }
  const pglite = await PGlite.create();
  await migrateToLatest(new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) }));
  return pglite;
}

async function clonePglite(template: PGlite): Promise<DatabaseHandle> {
  const pglite = (await template.clone()) as PGlite;
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
  return { db, kind: 'pglite', location: 'memory', dumpEmbedded: () => dumpPglite(pglite), close: () => db.destroy() };
}

async function createServerDatabase(serverUrl: string, seed: SeedDemoOptions | null): Promise<DatabaseHandle> {
  if (!/^postgres(ql)?:\/\//.test(serverUrl)) {
    throw new Error('TEST_DATABASE_URL must start with postgres:// or postgresql://');
  }
  const name = `test_${process.pid}_${randomBytes(8).toString('hex')}`;
  await adminQuery(serverUrl, `create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  let handle: DatabaseHandle | undefined;
  try {
    handle = await openDatabase({ databaseUrl: url.toString() });
    await migrateToLatest(handle.db);
    if (seed) await seedDemo(handle.db, seed);
  } catch (error) {
    await handle?.close();
    await adminQuery(serverUrl, `drop database if exists "${name}" with (force)`);
    throw error;
  }
  const opened = handle;
  return {
    ...opened,
    close: async () => {
      await opened.close();
      await adminQuery(serverUrl, `drop database if exists "${name}" with (force)`);
    },
  };
}

async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
