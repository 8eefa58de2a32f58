import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { claimRows } from '../db/claim-rows';
import type { Database } from '../db/tables';
import { signatureHeader } from '../payments/callback-signature';
import type { PaymentCallbackEvent, PaymentEventName } from '../payments/payment-callback';
import type { Clock } from '../common/clock';
import { Worker } from '../common/worker';

/** Sends one signed callback to the gateway; answers the HTTP status (0 when nothing answered). */
export type DeliverCallback = (rawBody: string, signature: string) => Promise<number>;

/** Retry a callback the gateway could not take (5xx, no answer) after this long, this many times. */
const RETRY_MS = 5000;
const MAX_ATTEMPTS = 20;

/** What a callback is about; its event id and signature are added by the sandbox. */
export interface SandboxEventFacts {
  providerReference: string;
  event: PaymentEventName;
  token: string;
  customerReference: string;
  amount: string;
  dueAt: Date;
}

/** How often every gateway looks for owed callbacks, and how long a delivering gateway holds one. */
export const SANDBOX_CALLBACK_TIMING = { pollMs: 5000, leaseMs: 60_000 };

/**
 * The callbacks the sandbox owes the gateway, kept in payment_sandbox_events: the authorisation
 * or decline, delivered at once, and the settlement, due a while after an authorisation. Each is
 * signed when sent (HMAC-SHA256, payments/callback-signature.ts) and keeps its event id across
 * retries, so the gateway applies it once.
 *
 * The database is the source of truth, so several gateways on one database share the work
 * (README "Running several gateways"): a gateway claims an owed event before delivering it (in
 * one transaction, `SELECT ... FOR UPDATE SKIP LOCKED` and `claimed_until`, a lease; the
 * authorisation is claimed as it is queued, by the request that delivers it), so it is delivered
 * by one gateway at a time, and the lease of a gateway that died runs out. Runs are passes of a
 * common/worker.ts Worker: at each due time this gateway knows of and every poll (events left by
 * a previous run or a gateway that died), backing off while the events cannot be read. stop()
 * ends the timers and waits for the pass and the deliveries under way.
 */
export class SandboxCallbacks {
  private readonly worker: Worker;
  private readonly deliveries = new Set<Promise<unknown>>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly secret: string,
    private readonly send: DeliverCallback,
    private readonly log: FastifyBaseLogger,
    private readonly timing = SANDBOX_CALLBACK_TIMING,
  ) {
    this.worker = new Worker({
      pass: () => this.deliverDue(),
      intervalMs: timing.pollMs,
      clock,
      log,
      failureMessage: 'Payment sandbox callbacks could not be read; trying again later',
    });
  }

  /** Polls from now on and delivers every owed event that is due (those left by a previous run too). */
  start(): void {
    this.worker.start({ runNow: true });
  }

  /**
   * Records a callback to send (inside the caller's transaction); answers its event id. `claimed`
   * (for one the caller delivers at once) holds it for the caller from the start.
   */
  async queue(db: Kysely<Database>, facts: SandboxEventFacts, { claimed = false } = {}): Promise<string> {
    const eventId = `evt_${randomUUID()}`;
    const payload: PaymentCallbackEvent = {
      eventId,
      event: facts.event,
      token: facts.token,
      customerReference: facts.customerReference,
      amount: facts.amount,
      providerReference: facts.providerReference,
      occurredAt: facts.dueAt.toISOString(),
    };
    await db
      .insertInto('payment_sandbox_events')
      .values({
        event_id: eventId,
        provider_reference: facts.providerReference,
        event: facts.event,
        payload: JSON.stringify(payload),
        due_at: facts.dueAt,
        claimed_until: claimed ? this.leaseEnd() : null,
      })
      .execute();
    return eventId;
  }

  /** Delivers the events due by then (this one among them), unless another gateway does first. */
  schedule(due: Date): void {
    this.worker.wakeAt(due);
  }

  /**
   * Sends an event this gateway claimed when queuing it, now; answers the gateway's status
   * (undefined when nothing is owed). With `retry`, a 5xx or no answer is tried again later; a
   * 4xx (the gateway refuses it) never is.
   */
  deliver(eventId: string, { retry }: { retry: boolean }): Promise<number | undefined> {
    const delivery = this.deliverOnce(eventId, retry);
    this.deliveries.add(delivery);
    void delivery.finally(() => this.deliveries.delete(delivery)).catch(() => undefined);
    return delivery;
  }

  /** Stops owing an event without sending it (a settlement of a payment the gateway refused). */
  async cancel(eventId: string): Promise<void> {
    await this.db
      .updateTable('payment_sandbox_events')
      .set({ finished_at: this.clock.now() })
      .where('event_id', '=', eventId)
      .execute();
  }

  /** Cancels the timers and waits for the pass and the deliveries under way. */
  async stop(): Promise<void> {
    await this.worker.stop();
    await Promise.allSettled([...this.deliveries]);
  }

  private leaseEnd(): Date {
    return new Date(this.clock.now().getTime() + this.timing.leaseMs);
  }

  /** One pass: claims the owed events that are due and nobody holds, and delivers them (retrying later on a 5xx). */
  private async deliverDue(): Promise<void> {
    const now = this.clock.now();
    const claimed = await claimRows(
      this.db,
      (trx) =>
        trx
          .selectFrom('payment_sandbox_events')
          .select('event_id')
          .where('finished_at', 'is', null)
          .where('due_at', '<=', now)
          .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', now)]))
          .orderBy('due_at')
          .limit(20),
      async (trx, due) => {
        const ids = due.map((row) => row.event_id);
        await trx
          .updateTable('payment_sandbox_events')
          .set({ claimed_until: this.leaseEnd() })
          .where('event_id', 'in', ids)
          .execute();
        return ids;
      },
    );
    for (const eventId of claimed ?? []) await this.deliverOnce(eventId, true);
  }

  /** Delivers an event this gateway holds (claimed_until), then finishes it or lets it go for a retry. */
  private async deliverOnce(eventId: string, retry: boolean): Promise<number | undefined> {
    const row = await this.db
      .selectFrom('payment_sandbox_events')
      .selectAll()
      .where('event_id', '=', eventId)
      .where('finished_at', 'is', null)
      .executeTakeFirst();
    if (!row) return undefined;
    const rawBody = JSON.stringify(row.payload);
    let status = 0;
    try {
      status = await this.send(rawBody, signatureHeader(this.secret, this.clock.now(), rawBody));
    } catch (error) {
      this.log.warn({ err: error, eventId }, 'Payment sandbox callback could not be sent');
    }
    const delivered = status >= 200 && status < 300;
    const giveUp = !delivered && (status >= 400 && status < 500 ? true : !retry || row.attempts + 1 >= MAX_ATTEMPTS);
    const retryAt = new Date(this.clock.now().getTime() + RETRY_MS);
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('payment_sandbox_events')
        .set({
          attempts: row.attempts + 1,
          last_status: status,
          finished_at: delivered || giveUp ? this.clock.now() : null,
          claimed_until: null,
          ...(delivered || giveUp ? {} : { due_at: retryAt }),
        })
        .where('event_id', '=', eventId)
        .execute();
      if (delivered && row.event === 'payment.settled') {
        await trx
          .updateTable('payment_sandbox_payments')
          .set({ status: 'settled', updated_at: this.clock.now() })
          .where('provider_reference', '=', row.provider_reference)
          .execute();
      }
    });
    if (delivered) this.log.info({ eventId, event: row.event }, 'Payment sandbox callback delivered');
    else if (giveUp) this.log.warn({ eventId, event: row.event, status }, 'Payment sandbox callback refused');
    else this.schedule(retryAt);
    return status;
  }
}
