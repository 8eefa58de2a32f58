import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { claimRows } from '../db/claim-rows';
import type { Database } from '../db/tables';
import type { Clock } from '../common/clock';
import { addHistoryEvent, nextIdentifier } from '../repositories/work-order-write-repository';
import { Worker } from '../common/worker';

/** Retry a failed assignment after this long. */
const RETRY_MS = 5000;

/** Requests assigned by one run at most, so a long backlog still lets stop() finish soon. */
const RUN_LIMIT = 500;

/**
 * Hands out job numbers a few seconds after submission, as a real repairs system does: a
 * submitted repair gets a job_number_requests row (in the submission's transaction) and, when it
 * is due, the number JOB-20000001... with an "Unappointed" history event (awaiting appointment).
 *
 * The database is the source of truth, so several gateways on one database share the work
 * (README "Running several gateways"): each request is claimed with `SELECT ... FOR UPDATE SKIP
 * LOCKED` (db/claim-rows.ts) in the transaction that assigns the number and deletes the request,
 * so it is assigned once, and a gateway killed mid-assignment leaves it unassigned (its
 * transaction and row lock end with its connection) for the next run of any gateway. Runs are
 * passes of a common/worker.ts Worker: at each due time this gateway knows of (promptness) and
 * every `pollMs` (requests another gateway took but never assigned, those left by a previous
 * run), backing off while the requests cannot be read. stop() ends the timers and waits for a
 * run under way.
 *
 * @example
 * const assigner = new JobNumberAssigner(db, systemClock, { delayMs: 3000, pollMs: 5000 }, log);
 * assigner.start();
 * const due = await assigner.request(trx, 'WO-500001'); // inside the submission's transaction
 * assigner.schedule(due); // after it commits
 */
export class JobNumberAssigner {
  private readonly worker: Worker;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly timing: { delayMs: number; pollMs: number },
    private readonly log: FastifyBaseLogger,
  ) {
    this.worker = new Worker({
      pass: (signal) => this.assignDue(signal),
      intervalMs: timing.pollMs,
      clock,
      log,
      failureMessage: 'Job number requests could not be read; trying again later',
    });
  }

  /** Polls from now on and runs at once: requests pending from before the start are assigned. */
  start(): void {
    this.worker.start({ runNow: true });
  }

  /** Records that a submitted repair needs a job number; answers when it is due. */
  async request(db: Kysely<Database>, workOrderId: string): Promise<Date> {
    const now = this.clock.now();
    const due = new Date(now.getTime() + this.timing.delayMs);
    await db
      .insertInto('job_number_requests')
      .values({ work_order_id: workOrderId, requested_at: now, due_at: due })
      .onConflict((oc) => oc.column('work_order_id').doNothing())
      .execute();
    return due;
  }

  /** Runs when `due` comes (at once when already due), unless a run is set for earlier. */
  schedule(due: Date): void {
    this.worker.wakeAt(due);
  }

  /**
   * Assigns every request due by the clock and resolves when done; a call during a run makes it
   * run once more, so a request that fell due meanwhile is not left for the next poll.
   */
  run(): Promise<void> {
    return this.worker.wake();
  }

  /** Ends the timers and waits for a run under way. */
  stop(): Promise<void> {
    return this.worker.stop();
  }

  /** One pass: at most RUN_LIMIT requests, so a long backlog still lets stop() finish soon. */
  private async assignDue(signal: AbortSignal): Promise<void> {
    for (let assigned = 0; assigned < RUN_LIMIT && !signal.aborted; assigned += 1) {
      if (!(await this.assignNext())) break;
    }
  }

  /**
   * Claims and assigns one due request; answers whether to go on (one was handled). A request
   * that fails is postponed; failing to read the requests at all fails the pass (the worker backs off).
   */
  private async assignNext(): Promise<boolean> {
    const now = this.clock.now();
    let workOrderId: string | undefined;
    try {
      const result = await claimRows(
        this.db,
        (trx) =>
          trx
            .selectFrom('job_number_requests')
            .select('work_order_id')
            .where('due_at', '<=', now)
            .orderBy('due_at')
            .orderBy('work_order_id')
            .limit(1),
        async (trx, [claimed]) => {
          workOrderId = claimed.work_order_id;
          await trx.deleteFrom('job_number_requests').where('work_order_id', '=', workOrderId).execute();
          const number = await nextIdentifier(trx, 'job_number', 'JOB-');
          const updated = await trx
            .updateTable('work_orders')
            .set({ job_no: number })
            .where('id', '=', workOrderId)
            .where('job_no', 'is', null)
            .where('status', '<>', 'Cancelled')
            .executeTakeFirst();
          if (Number(updated.numUpdatedRows) !== 1) return { workOrderId, jobNo: undefined };
          await addHistoryEvent(trx, { workOrderId, code: 'Unappointed', at: now });
          return { workOrderId, jobNo: number };
        },
      );
      if (result?.jobNo) this.log.info({ workOrderId: result.workOrderId, jobNo: result.jobNo }, 'Job number assigned');
      return result !== undefined;
    } catch (error) {
      if (workOrderId === undefined) throw error;
      this.log.error({ err: error, workOrderId }, 'Job number assignment failed; retrying');
      await this.postpone(workOrderId, new Date(now.getTime() + RETRY_MS));
      return false;
    }
  }

  /** Moves a failed request's due time on, so the next run takes the others first. */
  private async postpone(workOrderId: string, due: Date): Promise<void> {
    try {
      await this.db
        .updateTable('job_number_requests')
        .set({ due_at: due })
        .where('work_order_id', '=', workOrderId)
        .execute();
      this.schedule(due);
    } catch (error) {
      this.log.error({ err: error, workOrderId }, 'Job number request could not be postponed');
    }
  }
}
