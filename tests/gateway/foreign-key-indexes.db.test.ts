import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../gateway/server/db/connection';
import { createTestDatabase } from '../support/test-database';

/**
 * Deleting a row checks every foreign key that references its table; without an index on the
 * referencing column the check reads the whole referencing table. Repairs are deleted under load
 * (a draft left with Leave, an expired draft swept), so every reference to work_orders must be
 * indexed (migration 0012-work-order-references; docs/operations.md "Load").
 */
describe('foreign keys that reference work_orders', () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(async () => handle?.close());

  it('each have an index whose first column is the referencing column', async () => {
    const { rows } = await sql<{ referencing: string; column_name: string; indexed: boolean }>`
      select c.conrelid::regclass::text as referencing, a.attname as column_name,
        exists (
          select 1 from pg_index i where i.indrelid = c.conrelid and i.indkey[0] = c.conkey[1]
        ) as indexed
      from pg_constraint c
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
      where c.contype = 'f' and c.confrelid = 'work_orders'::regclass
      order by 1, 2`.execute(handle.db);
    // The schema has several (history, documents, appointments, notes, recalls, ...).
    expect(rows.length).toBeGreaterThanOrEqual(7);
    expect(rows.filter((row) => !row.indexed).map((row) => `${row.referencing}.${row.column_name}`)).toEqual([]);
  });
});
