import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';
import { signatureHeader } from '../payments/callback-signature';
import type { PaymentCallbackEvent, PaymentEventName } from '../payments/payment-callback';
import type { Clock } from '../repairs/clock';

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

/**
 * The callbacks the sandbox owes the gateway, kept in payment_sandbox_events: the authorisation
 * or decline, delivered at once, and the settlement, due a while after an authorisation. Each is
 * signed when sent (HMAC-SHA256, payments/callback-signature.ts) and keeps its event id across
 * retries, so the gateway applies it once. Events still owed when the gateway stops are delivered
 * after start(); stop() cancels the timers and waits for deliveries under way.
 */
export class SandboxCallbacks {
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly running = new Set<Promise<unknown>>();
  private stopped = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly secret: string,
    private readonly send: DeliverCallback,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Schedules every event still owed (those left by a previous run too). */
  async start(): Promise<void> {
    this.stopped = false;
    const owed = await this.db
      .selectFrom('payment_sandbox_events')
      .select(['event_id', 'due_at'])
      .where('finished_at', 'is', null)
      .execute();
    for (const row of owed) this.schedule(row.event_id, row.due_at);
    if (owed.length > 0) this.log.info({ owed: owed.length }, 'Payment sandbox callbacks owed from before the start');
  }

  /** Records a callback to send (inside the caller's transaction); answers its event id. */
  async queue(db: Kysely<Database>, facts: SandboxEventFacts): Promise<string> {
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
      })
      .execute();
    return eventId;
  }

  /** Delivers the event when due (at once when already due). */
  schedule(eventId: string, due: Date): void {
    if (this.stopped) return;
    clearTimeout(this.timers.get(eventId));
    const timer = setTimeout(
      () => {
        this.timers.delete(eventId);
        void this.track(this.deliver(eventId, { retry: true }));
      },
      Math.max(0, due.getTime() - this.clock.now().getTime()),
    );
    timer.unref();
    this.timers.set(eventId, timer);
  }

  /**
   * Sends the event now; answers the gateway's status (undefined when nothing is owed). With
   * `retry`, a 5xx or no answer is tried again later; a 4xx (the gateway refuses it) never is.
   */
  deliver(eventId: string, { retry }: { retry: boolean }): Promise<number | undefined> {
    return this.track(this.deliverOnce(eventId, retry));
  }

  /** Stops owing an event without sending it (a settlement of a payment the gateway refused). */
  async cancel(eventId: string): Promise<void> {
    clearTimeout(this.timers.get(eventId));
    this.timers.delete(eventId);
    await this.db
      .updateTable('payment_sandbox_events')
      .set({ finished_at: this.clock.now() })
      .where('event_id', '=', eventId)
      .execute();
  }

  /** Cancels the timers and waits for deliveries under way. */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    await Promise.allSettled([...this.running]);
  }

  private track<T>(work: Promise<T>): Promise<T> {
    this.running.add(work);
    void work.finally(() => this.running.delete(work)).catch(() => undefined);
    return work;
  }

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
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('payment_sandbox_events')
        .set({
          attempts: row.attempts + 1,
          last_status: status,
          finished_at: delivered || giveUp ? this.clock.now() : null,
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
    else this.schedule(eventId, new Date(this.clock.now().getTime() + RETRY_MS));
    return status;
  }
}
