import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../gateway/server/db/connection';
import { createTestDatabase } from '../support/test-database';

const serverUrl = process.env.TEST_DATABASE_URL;

// Only a PostgreSQL server drops connections; on PGlite there is nothing to drop.
describe.skipIf(!serverUrl)('the gateway’s PostgreSQL pool', () => {
  let database: DatabaseHandle;
  let pool: DatabaseHandle;
  const dropped: Error[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    // A second pool on the same database, like the gateway's, told of dropped connections.
    const url = new URL(serverUrl as string);
    url.pathname = `/${await currentDatabase(database)}`;
    pool = await openDatabase({ databaseUrl: url.toString(), onIdleConnectionError: (error) => dropped.push(error) });
  });
  afterAll(async () => {
    await pool?.close();
    await database?.close();
  });

  it('carries on when the server drops its idle connections, and says so', async () => {
    // Three connections open and idle in the pool: their server processes' ids.
    const pids = await Promise.all(
      [1, 2, 3].map(async () => {
        const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid, pg_sleep(0.05)`.execute(pool.db);
        return rows[0]!.pid;
      }),
    );
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      const { rowCount } = await client.query('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [pids]);
      expect(rowCount).toBe(pids.length);
      // pg_terminate_backend only signals: wait until the server processes have ended.
      await expect
        .poll(async () => (await client.query('select pid from pg_stat_activity where pid = any($1)', [pids])).rowCount)
        .toBe(0);
    } finally {
      await client.end();
    }
    // Each dropped connection is reported, and none is handed out again.
    await expect.poll(() => dropped.length).toBe(new Set(pids).size);
    expect(dropped[0]?.message).toMatch(/terminating connection/);
    // The pool opens new connections for the next queries.
    expect(await pool.db.selectFrom('work_orders').select('id').limit(1).execute()).toEqual([]);
  });
});

async function currentDatabase(handle: DatabaseHandle): Promise<string> {
  const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(handle.db);
  return rows[0]?.name ?? '';
}
