import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestDatabase, createTestDatabase } from '../../../tests/support/test-database';
import type { DatabaseHandle } from '../db/connection';
import type { Database } from '../db/tables';
import { generateSynthetic, SYNTHETIC_SEED_NAME, SyntheticSeedError } from './synthetic';

const TODAY = new Date('2025-03-10T10:00:00Z');
const N = 20;

async function syntheticCounts(db: Kysely<Database>) {
  const { rows } = await sql<Record<string, string>>`
    select
      (select count(*) from customers where id like 'SYN-%') as customers,
      (select count(*) from assets where id like 'SYN-E%') as estates,
      (select count(*) from assets where id like 'SYN-B%') as blocks,
      (select count(*) from assets where id like 'SYN-P%') as homes,
      (select count(*) from tenancies where id like 'SYN-%') as tenancies,
      (select count(*) from accounts where id like 'SYN-%') as accounts,
      (select count(*) from transactions where account_id like 'SYN-%') as transactions,
      (select count(*) from work_orders where id like 'SYN-%') as work_orders,
      (select count(*) from communications where id like 'SYN-%') as messages,
      (select count(*) from work_orders where id not like 'SYN-%') as demo_work_orders`.execute(db);
  return Object.fromEntries(Object.entries(rows[0]!).map(([k, v]) => [k, Number(v)]));
}

const fingerprint = async (db: Kysely<Database>, table: string) => {
  const { rows } = await sql<{ digest: string }>`
    select md5(string_agg(t::text, '|' order by t::text)) as digest from ${sql.table(table)} t`.execute(db);
  return rows[0]!.digest;
};

describe('generateSynthetic', () => {
  const handles: DatabaseHandle[] = [];
  let db: Kysely<Database>;
  beforeAll(async () => {
    const handle = await createSeededTestDatabase({ today: TODAY });
    handles.push(handle);
    db = handle.db;
  });
  afterAll(async () => {
    await Promise.all(handles.map((h) => h.close()));
  });

  it('adds N customers, each with a home, tenancy, rent account, 200 transactions, about 100 repairs and 20 messages', async () => {
    const before = await syntheticCounts(db);
    const result = await generateSynthetic(db, { customers: N, today: TODAY, batchSize: 7 });
    expect(result).toMatchObject({ existing: 0, added: N });
    const counts = await syntheticCounts(db);
    expect(counts).toMatchObject({
      customers: N,
      estates: 1,
      blocks: 2,
      homes: N,
      tenancies: N,
      accounts: N,
      transactions: N * 200,
    });
    expect(counts.work_orders).toBeGreaterThanOrEqual(N * 80);
    expect(counts.work_orders).toBeLessThanOrEqual(N * 120);
    expect(counts.messages).toBeGreaterThanOrEqual(N * 15);
    expect(counts.messages).toBeLessThanOrEqual(N * 25);
    expect(counts.demo_work_orders).toBe(before.demo_work_orders);
    expect(result.rows.work_orders).toBe(counts.work_orders);
  });

  it('spreads statuses, channels and raised dates realistically, with reasons from the catalogue', async () => {
    const { rows } = await sql<{
      statuses: number;
      channels: number;
      oldest: Date;
      newest: Date;
      unknown_sor: string;
      open_old: string;
      drafts_old: string;
    }>`
      select count(distinct status)::int as statuses, count(distinct channel)::int as channels,
        min(raised_date) as oldest, max(raised_date) as newest,
        count(*) filter (where sor_code not in (select sor_code from repair_reasons)) as unknown_sor,
        count(*) filter (where status in ('Unappointed', 'Appointed') and raised_date < ${TODAY}::timestamptz - interval '61 days') as open_old,
        count(*) filter (where is_draft and raised_date < ${TODAY}::timestamptz - interval '48 hours') as drafts_old
      from work_orders where id like 'SYN-%'`.execute(db);
    const stats = rows[0]!;
    expect(stats.statuses).toBe(10);
    expect(stats.channels).toBe(4);
    expect((TODAY.getTime() - new Date(stats.oldest).getTime()) / 86_400_000 / 365).toBeGreaterThan(4);
    expect(new Date(stats.newest).getTime()).toBeLessThanOrEqual(TODAY.getTime());
    expect(Number(stats.unknown_sor)).toBe(0);
    expect(Number(stats.open_old)).toBe(0);
    expect(Number(stats.drafts_old)).toBe(0);
  });

  it('keeps running balances consistent and the live balance equal to the last one', async () => {
    const { rows } = await sql<{ wrong_running: number; wrong_live: number }>`
      with t as (
        select account_id, running_balance, sum(case when payment_code = 'DR' then amount else -amount end)
          over (partition by account_id order by transaction_date, id) as expected,
          row_number() over (partition by account_id order by transaction_date desc, id desc) as newest
        from transactions where account_id like 'SYN-%')
      select (count(*) filter (where running_balance <> expected))::int as wrong_running,
        (select count(*) from accounts a join t on t.account_id = a.id and t.newest = 1 where a.live_balance <> t.running_balance)::int as wrong_live
      from t`.execute(db);
    expect(rows[0]).toEqual({ wrong_running: 0, wrong_live: 0 });
  });

  it('adds nothing on a second run with the same number, tops up to a larger one, and refuses another seed', async () => {
    const before = await syntheticCounts(db);
    expect(await generateSynthetic(db, { customers: N })).toMatchObject({ existing: N, added: 0, rows: {} });
    expect(await syntheticCounts(db)).toEqual(before);
    const topUp = await generateSynthetic(db, { customers: N + 3 });
    expect(topUp).toMatchObject({ existing: N, added: 3 });
    expect((await syntheticCounts(db)).customers).toBe(N + 3);
    await expect(generateSynthetic(db, { customers: N + 10, seed: 99 })).rejects.toThrow(/seed 1.*not 99/);
    const run = await db
      .selectFrom('seed_runs')
      .select('details')
      .where('name', '=', SYNTHETIC_SEED_NAME)
      .executeTakeFirstOrThrow();
    expect(run.details).toMatchObject({ customers: N + 3, seed: 1 });
  });

  it('makes the same data from the same seed on another database', async () => {
    const handle = await createSeededTestDatabase({ today: TODAY });
    handles.push(handle);
    await generateSynthetic(handle.db, { customers: N + 3, today: TODAY });
    for (const table of ['work_orders', 'customers', 'assets', 'communications', 'accounts']) {
      expect(await fingerprint(handle.db, table), table).toBe(await fingerprint(db, table));
    }
  });

  it('explains what is wrong with bad options or a database without the demo data', async () => {
    await expect(generateSynthetic(db, { customers: -1 })).rejects.toThrow(SyntheticSeedError);
    await expect(generateSynthetic(db, { customers: 2.5 })).rejects.toThrow(/whole number/);
    await expect(generateSynthetic(db, { customers: 10, seed: -3 })).rejects.toThrow(/seed must be/);
    const empty = await createTestDatabase();
    handles.push(empty);
    await expect(generateSynthetic(empty.db, { customers: 5 })).rejects.toThrow(/seed the demo data/);
  });
});
