import { sql, type Kysely } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/support/test-database';
import type { DatabaseHandle } from '../db/connection';
import type { Database } from '../db/tables';
import { DEMO_SEED_NAME, PERSONA, SeedRefusedError, seedDemo } from './index';

const TODAY = new Date('2025-03-10T10:00:00Z');
const TABLES = [
  'configuration_values',
  'reference_data',
  'repair_reasons',
  'contractors',
  'assets',
  'asset_associates',
  'customers',
  'tenancies',
  'resident_logins',
  'accounts',
  'transactions',
  'statement_documents',
  'work_orders',
  'work_order_history',
  'documents',
  'communications',
  'cases',
  'case_activities',
  'compliance_records',
  'seed_runs',
] as const;

async function rowCounts(db: Kysely<Database>): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return counts;
}

describe('seedDemo', () => {
  const handles: DatabaseHandle[] = [];
  const fresh = async () => {
    const handle = await createTestDatabase();
    handles.push(handle);
    return handle.db;
  };
  afterAll(async () => {
    await Promise.all(handles.map((h) => h.close()));
  });

  describe('on one database', () => {
    let db: Kysely<Database>;
    beforeAll(async () => {
      db = await fresh();
    });

    it('writes every table once and records the run; a second call changes nothing', async () => {
      const first = await seedDemo(db, { today: TODAY });
      expect(first.seeded).toBe(true);
      const afterFirst = await rowCounts(db);
      for (const table of TABLES) expect(afterFirst[table], table).toBeGreaterThan(0);
      expect(first.counts).toEqual(Object.fromEntries(Object.entries(afterFirst).filter(([t]) => t !== 'seed_runs')));

      const second = await seedDemo(db, { today: new Date('2025-06-01T09:00:00Z') });
      expect(second).toEqual({ seeded: false, counts: {} });
      expect(await rowCounts(db)).toEqual(afterFirst);
      const run = await db
        .selectFrom('seed_runs')
        .selectAll()
        .where('name', '=', DEMO_SEED_NAME)
        .executeTakeFirstOrThrow();
      expect(run.seeded_on.toISOString().slice(0, 10)).toBe('2025-03-10');
    });

    it('lets only one of two simultaneous calls seed', async () => {
      const other = await fresh();
      const results = await Promise.all([seedDemo(other, { today: TODAY }), seedDemo(other, { today: TODAY })]);
      expect(results.map((r) => r.seeded).sort()).toEqual([false, true]);
      expect(await rowCounts(other)).toEqual(await rowCounts(db));
    });
  });

  describe('refusals and failures', () => {
    const previous = process.env.NODE_ENV;
    afterEach(() => {
      process.env.NODE_ENV = previous;
    });

    it('refuses while NODE_ENV=production, naming the demo password, and writes nothing', async () => {
      const db = await fresh();
      process.env.NODE_ENV = 'production';
      await expect(seedDemo(db)).rejects.toThrow(SeedRefusedError);
      await expect(seedDemo(db)).rejects.toThrow(/NODE_ENV=production.*demo password/);
      process.env.NODE_ENV = previous;
      expect(Object.values(await rowCounts(db)).every((n) => n === 0)).toBe(true);
    });

    it('writes nothing at all when one insert fails half-way', async () => {
      const db = await fresh();
      // A customer already holding one of the demo ids makes the customers insert fail.
      await db
        .insertInto('customers')
        .values({
          id: PERSONA.chloe.customerId,
          title: null,
          given_name: 'Someone',
          surname: 'Else',
          date_of_birth: null,
          email: null,
          mobile_phone: null,
          home_phone: null,
          work_phone: null,
          etag: 'x',
        })
        .execute();
      await expect(seedDemo(db, { today: TODAY })).rejects.toThrow();
      const counts = await rowCounts(db);
      expect(counts).toMatchObject({
        customers: 1,
        seed_runs: 0,
        configuration_values: 0,
        repair_reasons: 0,
        assets: 0,
      });
      // Once the clash is gone the seed runs normally.
      await db.deleteFrom('customers').execute();
      expect((await seedDemo(db, { today: TODAY })).seeded).toBe(true);
    });
  });

  it('gives the same rows on two databases seeded for the same day', async () => {
    const [a, b] = [await fresh(), await fresh()];
    await seedDemo(a, { today: TODAY });
    await seedDemo(b, { today: TODAY });
    const fingerprint = async (db: Kysely<Database>, table: string, order: string) => {
      const { rows } = await sql<{ digest: string }>`
        select md5(string_agg(t::text, '|' order by ${sql.raw(order)})) as digest from ${sql.table(table)} t`.execute(
        db,
      );
      return rows[0]?.digest;
    };
    for (const [table, order] of [
      ['work_orders', 'id'],
      ['work_order_history', 'identifier'],
      ['transactions', 'id'],
      ['documents', 'id'],
      ['customers', 'id'],
      ['reference_data', 'namespace, key'],
    ] as const) {
      expect(await fingerprint(a, table, order), table).toBe(await fingerprint(b, table, order));
    }
  });
});
