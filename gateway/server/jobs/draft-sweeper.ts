import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { claimRows } from '../db/claim-rows';
import type { Database } from '../db/tables';
import type { Clock } from '../common/clock';
import { Worker } from '../common/worker';
import type { MediaStorageFactory } from '../storage/media-storage';

/** Drafts are kept 48 hours after their last save (REP-LIF-02). */
export const DRAFT_LIFETIME_MS = 48 * 3_600_000;
/** Operation keys of bookings are remembered this long, then forgotten. */
export const OPERATION_KEY_LIFETIME_MS = 24 * 3_600_000;

/** At most this many drafts are deleted per sweep, so a sweep before a request stays short. */
export const SWEEP_BATCH = 200;

/**
 * Deletes the drafts whose 48 hours have passed (In Diagnosis, never submitted), oldest first and
 * at most {@link SWEEP_BATCH} at a time, with their documents and history, and booking operation
 * keys older than a day. Answers the deleted drafts' ids. Safe with several gateways on one
 * database: each draft is claimed (FOR UPDATE SKIP LOCKED) and deleted by one of them.
 *
 * @example
 * await sweepExpiredDrafts(db, new Date(), databaseMediaStorage); // ['WO-500003']
 */
export async function sweepExpiredDrafts(
  db: Kysely<Database>,
  now: Date,
  storage: MediaStorageFactory,
): Promise<string[]> {
  // Claimed with FOR UPDATE SKIP LOCKED in the deleting transaction (db/claim-rows.ts): several
  // gateways sweeping at once each delete a draft once, and a save waiting on a claimed draft finds it gone.
  const claimed = (await claimRows(
    db,
    (trx) =>
      trx
        .selectFrom('work_orders')
        .select('id')
        .where('is_draft', '=', true)
        .where('status', '=', 'In Diagnosis')
        .where('draft_expires_at', '<=', now)
        .orderBy('draft_expires_at')
        .limit(SWEEP_BATCH),
    async (trx, expired) => {
      const ids = expired.map((row) => row.id);
      const documents = await trx.selectFrom('documents').select('id').where('work_order_id', 'in', ids).execute();
      await trx.deleteFrom('work_orders').where('id', 'in', ids).execute();
      return { ids, documents };
    },
  )) ?? { ids: [], documents: [] };
  for (const document of claimed.documents) await storage(db).delete(document.id);
  await db
    .deleteFrom('booking_operations')
    .where('created_at', '<=', new Date(now.getTime() - OPERATION_KEY_LIFETIME_MS))
    .execute();
  return claimed.ids;
}

/**
 * Sweeps expired drafts now and then, as passes of a common/worker.ts Worker: every `intervalMs`
 * in the background (backing off after a failed sweep), and on demand (`sweepSoon`, from requests
 * about repairs) at most once per `onReadMs` of the clock, so an expired draft is gone before
 * anyone reads it. stop() ends the timer and waits for a sweep under way.
 */
export class DraftSweeper {
  private lastSweep = Number.NEGATIVE_INFINITY;
  private readonly worker: Worker;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly storage: MediaStorageFactory,
    private readonly options: { intervalMs: number; onReadMs: number },
    private readonly log: FastifyBaseLogger,
  ) {
    this.worker = new Worker({
      pass: () => this.sweep(),
      intervalMs: options.intervalMs,
      clock,
      log,
      failureMessage: 'Sweeping expired drafts failed',
    });
  }

  /** Sweeps every intervalMs from now on (the first after one interval); 0: only on demand. */
  start(): void {
    this.worker.start();
  }

  /** Sweeps unless one ran less than onReadMs ago (by the clock); waits for it either way. */
  async sweepSoon(): Promise<void> {
    const now = this.clock.now().getTime();
    if (now - this.lastSweep >= this.options.onReadMs) {
      this.lastSweep = now;
      await this.worker.wake();
    } else {
      await this.worker.idle();
    }
  }

  stop(): Promise<void> {
    return this.worker.stop();
  }

  private async sweep(): Promise<void> {
    const now = this.clock.now();
    this.lastSweep = now.getTime();
    const deleted = await sweepExpiredDrafts(this.db, now, this.storage);
    if (deleted.length > 0) this.log.info({ workOrders: deleted }, 'Expired drafts deleted');
  }
}
