import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { claimRows } from '../../gateway/server/db/claim-rows';
import type { DatabaseHandle } from '../../gateway/server/db/connection';
import { createTestDatabase } from '../support/test-database';

/**
 * The row claim every background worker uses (db/claim-rows.ts): on PGlite, and with
 * TEST_DATABASE_URL on PostgreSQL, where two claims at once must split the rows, not share or
 * wait for them (`node scripts/pg-server.mjs npx vitest run --project db <this file>`).
 */
const NOW = new Date('2025-03-14T10:00:00Z');
let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => handle?.close());

beforeEach(async () => {
  await handle.db.deleteFrom('outbox').execute();
  await handle.db
    .insertInto('outbox')
    .values(
      ['mail-1', 'mail-2', 'mail-3'].map((id) => ({
        id,
        kind: 'test',
        customer_id: null,
        sender: 'Portal <portal@example.org>',
        recipient: 'resident@example.org',
        subject: id,
        text_body: 'Hello',
        attachments: JSON.stringify([]),
        status: 'pending' as const,
        attempts: 0,
        next_attempt_at: NOW,
        created_at: NOW,
      })),
    )
    .execute();
});

const pending = (limit: number) => (trx: DatabaseHandle['db']) =>
  trx.selectFrom('outbox').select('id').where('status', '=', 'pending').orderBy('id').limit(limit);

async function statuses(): Promise<Record<string, string>> {
  const rows = await handle.db.selectFrom('outbox').select(['id', 'status']).orderBy('id').execute();
  return Object.fromEntries(rows.map((row) => [row.id, row.status]));
}

describe('claiming rows for a background worker', () => {
  it('hands the claimed rows to the work in the same transaction, and answers undefined when none is there', async () => {
    const claimed = await claimRows(handle.db, pending(2), async (trx, rows) => {
      const ids = rows.map((row) => row.id);
      await trx.updateTable('outbox').set({ status: 'sent' }).where('id', 'in', ids).execute();
      return ids;
    });
    expect(claimed).toEqual(['mail-1', 'mail-2']);
    expect(await statuses()).toEqual({ 'mail-1': 'sent', 'mail-2': 'sent', 'mail-3': 'pending' });

    await handle.db.updateTable('outbox').set({ status: 'sent' }).execute();
    let called = false;
    const none = await claimRows(handle.db, pending(2), async () => {
      called = true;
      return 'worked';
    });
    expect({ none, called }).toEqual({ none: undefined, called: false });
  });

  it('changes nothing when the work fails: the rows are claimed again by the next pass', async () => {
    await expect(
      claimRows(handle.db, pending(3), async (trx, rows) => {
        await trx.updateTable('outbox').set({ status: 'sent' }).where('id', '=', rows[0].id).execute();
        throw new Error('the mail server hung up');
      }),
    ).rejects.toThrow('the mail server hung up');
    expect(await statuses()).toEqual({ 'mail-1': 'pending', 'mail-2': 'pending', 'mail-3': 'pending' });
    const again = await claimRows(handle.db, pending(3), async (_trx, rows) => rows.map((row) => row.id));
    expect(again).toEqual(['mail-1', 'mail-2', 'mail-3']);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'lets a second claim at once skip the rows the first holds, without waiting for it (PostgreSQL)',
    async () => {
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      let signalClaimed = () => {};
      const firstHasClaimed = new Promise<void>((resolve) => (signalClaimed = resolve));
      const first = claimRows(handle.db, pending(2), async (_trx, rows) => {
        signalClaimed();
        await held;
        return rows.map((row) => row.id);
      });
      await firstHasClaimed;
      // The first transaction still holds mail-1 and mail-2: the second takes only mail-3, at once
      // (without SKIP LOCKED it would wait for the first, which waits for this test: a timeout).
      const second = await claimRows(handle.db, pending(2), async (_trx, rows) => rows.map((row) => row.id));
      release();
      expect({ first: await first, second }).toEqual({ first: ['mail-1', 'mail-2'], second: ['mail-3'] });
    },
  );
});
