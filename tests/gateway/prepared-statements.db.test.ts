import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../gateway/server/db/connection';
import { prepareStatements } from '../../gateway/server/db/prepared-statements';
import { createTestDatabase } from '../support/test-database';

const serverUrl = process.env.TEST_DATABASE_URL;

/** The prepared statements of a connection's session on the server, by name. */
async function preparedOn(client: pg.ClientBase): Promise<Record<string, string>> {
  const { rows } = await client.query<{ name: string; statement: string }>(
    'select name, statement from pg_prepared_statements order by name',
  );
  return Object.fromEntries(rows.map((row) => [row.name, row.statement]));
}

it('refuses a capacity below one prepared statement, saying so', () => {
  expect(() => prepareStatements(new pg.Client(), 0)).toThrow(
    'A connection must keep at least one prepared statement (got 0).',
  );
});

// ADR 0015: PGlite runs in the process, with no statements to plan over a connection.
describe.skipIf(!serverUrl)('PostgreSQL connections prepare their parametrised statements', () => {
  let database: DatabaseHandle;
  let url: string;
  let client: pg.Client | undefined;

  beforeAll(async () => {
    database = await createTestDatabase();
    const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(database.db);
    const parsed = new URL(serverUrl as string);
    parsed.pathname = `/${rows[0]?.name ?? ''}`;
    url = parsed.toString();
  });
  afterEach(async () => {
    await client?.end();
    client = undefined;
  });
  afterAll(async () => database?.close());

  const connected = async (capacity?: number) => {
    client = new pg.Client({ connectionString: url });
    await client.connect();
    prepareStatements(client, capacity);
    return client;
  };

  it('prepares a statement with parameters once and runs it again by name, with each call’s values', async () => {
    const c = await connected();
    const text = 'select $1::int + 1 as next';
    expect((await c.query(text, [1])).rows).toEqual([{ next: 2 }]);
    expect((await c.query(text, [41])).rows).toEqual([{ next: 42 }]);
    expect(Object.values(await preparedOn(c))).toEqual([text]);
  });

  it('leaves statements without parameters to the simple protocol, so a script of several still runs', async () => {
    const c = await connected();
    await c.query('create temporary table scratch (n int); insert into scratch values (7)', []);
    expect((await c.query('select n from scratch')).rows).toEqual([{ n: 7 }]);
    expect(await preparedOn(c)).toEqual({});
  });

  it('deallocates the least recently used statement beyond its capacity and never reuses a name', async () => {
    const c = await connected(2);
    const [a, b, third] = ['select $1::int as a', 'select $1::int as b', 'select $1::int as c'];
    await c.query(a, [1]);
    await c.query(b, [1]);
    await c.query(a, [2]); // a is now the more recently used
    await c.query(third, [1]); // b goes
    expect(Object.values(await preparedOn(c)).sort()).toEqual([a, third]);
    await c.query(b, [3]); // back under a new name; a goes
    const prepared = await preparedOn(c);
    expect(Object.values(prepared).sort()).toEqual([b, third]);
    expect(Object.keys(prepared).sort()).toEqual(['gw_3', 'gw_4']);
  });

  it('carries on when a deallocation fails in an aborted transaction, with no clash of names', async () => {
    const c = await connected(1);
    const [one, boom, two] = ['select $1::int as one', 'select 1 / $1::int as boom', 'select $1::int as two'];
    await c.query(one, [1]);
    await c.query('begin');
    await expect(c.query(boom, [0])).rejects.toThrow(/division by zero/);
    // The transaction is aborted: boom's deallocation fails, and so does two's preparation.
    await expect(c.query(two, [2])).rejects.toThrow(/current transaction is aborted/);
    await c.query('rollback');
    expect((await c.query(two, [2])).rows).toEqual([{ two: 2 }]);
    // boom is still prepared on the server under its old name; it comes back under a new one.
    expect((await c.query(boom, [1])).rows).toEqual([{ boom: 1 }]);
    expect((await c.query(one, [5])).rows).toEqual([{ one: 5 }]);
  });

  it('prepares a statement again when a migration changed its columns, running it again outside a transaction', async () => {
    const c = await connected();
    await c.query('create temporary table widened (a int)');
    await c.query('insert into widened values (1)');
    const text = 'select * from widened where a = $1';
    expect((await c.query(text, [1])).rows).toEqual([{ a: 1 }]);
    // Another gateway's migration adds a column while this connection holds the statement.
    await c.query('alter table widened add column b int');
    expect((await c.query(text, [1])).rows).toEqual([{ a: 1, b: null }]);
    // Inside a transaction nothing can run again after the error: it stands, the next call is fine.
    await c.query('alter table widened add column c int');
    await c.query('begin');
    await expect(c.query(text, [1])).rejects.toThrow('cached plan must not change result type');
    await c.query('rollback');
    expect((await c.query(text, [1])).rows).toEqual([{ a: 1, b: null, c: null }]);
  });

  it('is how the gateway’s pool runs its queries (openDatabase)', async () => {
    const gateway = await openDatabase({ databaseUrl: url });
    try {
      // One transaction: one connection of the pool, asked twice and then for its statements.
      const statements = await gateway.db.transaction().execute(async (trx) => {
        for (const id of ['CUS-1', 'CUS-2']) {
          await trx.selectFrom('customers').select('id').where('id', '=', id).execute();
        }
        return sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(trx);
      });
      expect(statements.rows.map((row) => row.statement)).toContain('select "id" from "customers" where "id" = $1');
    } finally {
      await gateway.close();
    }
  });
});
