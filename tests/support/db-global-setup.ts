import type { TestProject } from 'vitest/node';
import { createServerTemplates } from './test-database';

/**
 * The db project's global set-up: on a PostgreSQL server (TEST_DATABASE_URL), migrates and seeds
 * the template databases every test database is copied from, once per run rather than once per
 * database, and drops them at the end. On PGlite there is nothing to share across processes
 * (each worker builds its in-memory templates, tests/support/test-database.ts).
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return undefined;
  const { templates, drop } = await createServerTemplates(serverUrl);
  project.provide('serverTemplates', templates);
  return drop;
}
