import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect } from 'kysely';
import pg from 'pg';
import { inject } from 'vitest';
import { dumpPglite, openDatabase, type DatabaseHandle } from '../../gateway/server/db/connection';
import { migrateToLatest } from '../../gateway/server/db/migrate';
import type { Database } from '../../gateway/server/db/tables';
import { seedDemo, type SeedDemoOptions } from '../../gateway/server/seed';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Template databases on TEST_DATABASE_URL's server, made once per run by tests/support/db-global-setup.ts. */
    serverTemplates?: ServerTemplates | undefined;
  }
}

/** Names of the migrated and the seeded template database on the test server. */
export interface ServerTemplates {
  migrated: string;
  seeded: string;
}

/**
 * Fresh databases for `*.db.test.ts` files.
 *
 * - Default: an in-memory PGlite. Starting PGlite costs 2-4 s of CPU, so each test process
 *   builds one migrated (and, on first use, one seeded) template and hands out clones of it;
 *   a clone takes about 1 s. Create one database per file (`beforeAll`) rather than per test.
 * - `TEST_DATABASE_URL=postgres://user@host:port/db`: each call creates a new uniquely named
 *   database on that server and `close()` drops it again. The db project's global set-up
 *   (tests/support/db-global-setup.ts) migrates and seeds two template databases once per run,
 *   and each database is a copy of one (CREATE DATABASE ... TEMPLATE, well under a second,
 *   where migrating and seeding costs seconds of server CPU). Without templates (another
 *   project) each database is migrated and seeded itself. The URL's own database is only used
 *   to run CREATE and DROP DATABASE.
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

/** The global set-up's templates, when this test runs under it (inject throws outside a vitest worker). */
function providedTemplates(): ServerTemplates | undefined {
  try {
    return inject('serverTemplates');
  } catch {
    return undefined;
  }
}

async function createServerDatabase(serverUrl: string, seed: SeedDemoOptions | null): Promise<DatabaseHandle> {
  if (!/^postgres(ql)?:\/\//.test(serverUrl)) {
    throw new Error('TEST_DATABASE_URL must start with postgres:// or postgresql://');
  }
  const templates = providedTemplates();
  // A seed for another day starts from the migrated template and seeds the copy.
  const copiesSeeded = templates !== undefined && seed !== null && seed.today === undefined;
  const template = copiesSeeded ? templates.seeded : templates?.migrated;
  const name = uniqueName('test');
  await adminQuery(serverUrl, `create database "${name}"${template ? ` template "${template}"` : ''}`);
  let handle: DatabaseHandle | undefined;
  try {
    handle = await openDatabase({ databaseUrl: databaseUrl(serverUrl, name) });
    if (!template) await migrateToLatest(handle.db);
    if (seed && !copiesSeeded) await seedDemo(handle.db, seed);
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

/**
 * Makes the migrated and the seeded template databases on the server (for the global set-up),
 * and answers their names with a function that drops them again.
 */
export async function createServerTemplates(
  serverUrl: string,
): Promise<{ templates: ServerTemplates; drop(): Promise<void> }> {
  const templates: ServerTemplates = {
    migrated: uniqueName('template_migrated'),
    seeded: uniqueName('template_seeded'),
  };
  const drop = async () => {
    for (const name of Object.values(templates)) {
      await adminQuery(serverUrl, `drop database if exists "${name}" with (force)`);
    }
  };
  try {
    await adminQuery(serverUrl, `create database "${templates.migrated}"`);
    const migrated = await openDatabase({ databaseUrl: databaseUrl(serverUrl, templates.migrated) });
    try {
      await migrateToLatest(migrated.db);
    } finally {
      await migrated.close(); // a template must have no open connections to be copied
    }
    await adminQuery(serverUrl, `create database "${templates.seeded}" template "${templates.migrated}"`);
    const seeded = await openDatabase({ databaseUrl: databaseUrl(serverUrl, templates.seeded) });
    try {
      await seedDemo(seeded.db);
    } finally {
      await seeded.close();
    }
  } catch (error) {
    await drop();
    throw error;
  }
  return { templates, drop };
}

function uniqueName(prefix: string): string {
  return `${prefix}_${process.pid}_${randomBytes(8).toString('hex')}`;
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
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
