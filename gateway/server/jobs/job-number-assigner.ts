import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';
import type { Clock } from '../repairs/clock';
import { addHistoryEvent, nextIdentifier } from '../repositories/work-order-write-repository';

/** Retry a failed assignment after this long. */
const RETRY_MS = 5000;

/**
 * Hands out job numbers a few seconds after submission, as a real repairs system does: a
 * submitted repair gets a job_number_requests row (in the submission's transaction) and, when it
 * is due, the number JOB-20000001... with an "Unappointed" history event (awaiting appointment).
 * Requests live in the database, so those pending when the gateway stops are assigned after
 * start(). stop() cancels the timers and waits for an assignment under way.
 *
 * @example
 * const assigner = new JobNumberAssigner(db, systemClock, 3000, log);
 * await assigner.start();
 * const due = await assigner.request(trx, 'WO-500001'); // inside the submission's transaction
 * assigner.schedule('WO-500001', due); // after it commits
 */
export class JobNumberAssigner {
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly running = new Set<Promise<void>>();
  private stopped = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly delayMs: number,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Schedules every pending request (those left by a previous run too). */
  async start(): Promise<void> {
    this.stopped = false;
    const pending = await this.db.selectFrom('job_number_requests').select(['work_order_id', 'due_at']).execute();
    for (const row of pending) this.schedule(row.work_order_id, row.due_at);
    if (pending.length > 0) this.log.info({ pending: pending.length }, 'Job numbers pending from before the start');
  }

  /** Records that a submitted repair needs a job number; answers when it is due. */
  async request(db: Kysely<Database>, workOrderId: string): Promise<Date> {
    const now = this.clock.now();
    const due = new Date(now.getTime() + this.delayMs);
    await db
      .insertInto('job_number_requests')
      .values({ work_order_id: workOrderId, requested_at: now, due_at: due })
      .onConflict((oc) => oc.column('work_order_id').doNothing())
      .execute();
    return due;
  }

  /** Assigns the number when due (at once when already due). */
  schedule(workOrderId: string, due: Date): void {
    if (this.stopped) return;
    clearTimeout(this.timers.get(workOrderId));
    const wait = Math.max(0, due.getTime() - this.clock.now().getTime());
    const timer = setTimeout(() => {
      this.timers.delete(workOrderId);
      const work = this.assign(workOrderId).finally(() => this.running.delete(work));
      this.running.add(work);
    }, wait);
    timer.unref();
    this.timers.set(workOrderId, timer);
  }

  /** Cancels the timers and waits for assignments under way. */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    await Promise.all([...this.running]);
  }

  private async assign(workOrderId: string): Promise<void> {
    try {
      const jobNo = await this.db.transaction().execute(async (trx) => {
        const claimed = await trx
          .deleteFrom('job_number_requests')
          .where('work_order_id', '=', workOrderId)
          .returning('work_order_id')
          .executeTakeFirst();
        if (!claimed) return undefined;
        const number = await nextIdentifier(trx, 'job_number', 'JOB-');
        const updated = await trx
          .updateTable('work_orders')
          .set({ job_no: number })
          .where('id', '=', workOrderId)
          .where('job_no', 'is', null)
          .where('status', '<>', 'Cancelled')
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) !== 1) return undefined;
        await addHistoryEvent(trx, { workOrderId, code: 'Unappointed', at: this.clock.now() });
        return number;
      });
      if (jobNo) this.log.info({ workOrderId, jobNo }, 'Job number assigned');
    } catch (error) {
      this.log.error({ err: error, workOrderId }, 'Job number assignment failed; retrying');
      if (!this.stopped) this.schedule(workOrderId, new Date(this.clock.now().getTime() + RETRY_MS));
    }
  }
}
