import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';
import type { Clock } from '../repairs/clock';
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
 * keys older than a day. Answers the deleted drafts' ids.
 *
 * @example
 * await sweepExpiredDrafts(db, new Date(), databaseMediaStorage); // ['WO-500003']
 */
export async function sweepExpiredDrafts(
  db: Kysely<Database>,
  now: Date,
  storage: MediaStorageFactory,
): Promise<string[]> {
  const expired = await db
    .selectFrom('work_orders')
    .select('id')
    .where('is_draft', '=', true)
    .where('status', '=', 'In Diagnosis')
    .where('draft_expires_at', '<=', now)
    .orderBy('draft_expires_at')
    .limit(SWEEP_BATCH)
    .execute();
  let deleted: string[] = [];
  if (expired.length > 0) {
    const ids = expired.map((row) => row.id);
    const documents = await db
      .selectFrom('documents')
      .select(['id', 'work_order_id'])
      .where('work_order_id', 'in', ids)
      .execute();
    // Checked again: a draft saved since it was read is kept.
    const rows = await db
      .deleteFrom('work_orders')
      .where('id', 'in', ids)
      .where('is_draft', '=', true)
      .where('draft_expires_at', '<=', now)
      .returning('id')
      .execute();
    deleted = rows.map((row) => row.id);
    for (const document of documents) {
      if (deleted.includes(document.work_order_id ?? '')) await storage(db).delete(document.id);
    }
  }
  await db
    .deleteFrom('booking_operations')
    .where('created_at', '<=', new Date(now.getTime() - OPERATION_KEY_LIFETIME_MS))
    .execute();
  return deleted;
}

/**
 * Sweeps expired drafts now and then: every `intervalMs` in the background, and on demand
 * (`sweepSoon`, from requests about repairs) at most once per `onReadMs` of the clock, so an
 * expired draft is gone before anyone reads it. stop() ends the timer and waits for a sweep under way.
 */
export class DraftSweeper {
  private timer: NodeJS.Timeout | undefined;
  private lastSweep = Number.NEGATIVE_INFINITY;
  private running: Promise<void> | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly storage: MediaStorageFactory,
    private readonly options: { intervalMs: number; onReadMs: number },
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    if (this.options.intervalMs <= 0) return;
    this.timer = setInterval(() => void this.sweepSoon(true), this.options.intervalMs);
    this.timer.unref();
  }

  /** Sweeps unless one ran less than onReadMs ago (by the clock); waits for it either way. */
  async sweepSoon(force = false): Promise<void> {
    const now = this.clock.now();
    if (!this.running && (force || now.getTime() - this.lastSweep >= this.options.onReadMs)) {
      this.lastSweep = now.getTime();
      this.running = this.sweep(now).finally(() => {
        this.running = undefined;
      });
    }
    await this.running;
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  private async sweep(now: Date): Promise<void> {
    try {
      const deleted = await sweepExpiredDrafts(this.db, now, this.storage);
      if (deleted.length > 0) this.log.info({ workOrders: deleted }, 'Expired drafts deleted');
    } catch (error) {
      this.log.error({ err: error }, 'Sweeping expired drafts failed');
    }
  }
}
