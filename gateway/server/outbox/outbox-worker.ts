import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';
import type { Clock } from '../common/clock';
import { Worker } from '../common/worker';
import type { MailSender } from './mail-sender';
import type { MailTransport } from './mail-transport';
import type { OutboxTiming } from './outbox-options';
import { claimDueEmails, markEmailFailed, markEmailSent, type QueuedEmail } from './outbox-repository';

/**
 * Sends the outbox's e-mails: at start (so those queued before a restart go out), whenever one
 * is queued (`kick`) and every poll interval, as passes of a common/worker.ts Worker (one at a
 * time; a kick during a pass makes one more; after a pass that could not read the outbox, the
 * next poll waits longer, doubling up to four intervals). Each pass claims due rows
 * (claimDueEmails: FOR UPDATE SKIP LOCKED, so several gateways share the work without sending one
 * twice), sends each through the transport and marks it sent; a failure is kept as last_error
 * and retried after retryDelayMs, doubled each time, until maxAttempts, when the e-mail is marked
 * failed. stop() ends the timer and waits for a pass under way.
 *
 * @example
 * const sender = parseMailSender(DEFAULT_MAIL_FROM);
 * const worker = new OutboxWorker(db, systemClock, logTransport(log, sender), OUTBOX_DEFAULTS, log, sender);
 * worker.start();
 * worker.kick(); // after a transaction that queued an e-mail commits
 */
export class OutboxWorker {
  private readonly worker: Worker;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    readonly transport: MailTransport,
    private readonly timing: OutboxTiming,
    private readonly log: FastifyBaseLogger,
    /** The sender of every e-mail (MAIL_FROM); routes queue with it (enqueueEmail's sender). */
    readonly sender: MailSender,
  ) {
    this.worker = new Worker({
      pass: (signal) => this.sendDue(signal),
      intervalMs: timing.pollIntervalMs,
      clock,
      log,
      failureMessage: 'The outbox could not be read; trying again later',
    });
  }

  /**
   * Polls from now on and starts a first run at once, without waiting for it (a slow mail
   * server must not hold up the gateway's start): e-mails left pending by a previous run go out.
   */
  start(): void {
    this.worker.start({ runNow: true });
  }

  /** Runs soon without waiting: after an e-mail is queued, or on the poll timer. */
  kick(): void {
    void this.worker.wake();
  }

  /**
   * Sends everything due by the clock and resolves when done; a call during a run makes it run
   * once more before resolving, so an e-mail queued meanwhile is not left for the next poll.
   */
  drain(): Promise<void> {
    return this.worker.wake();
  }

  async stop(): Promise<void> {
    await this.worker.stop();
    this.transport.close();
  }

  /** One pass: claims and sends batches until one comes back short (or stop() is called). */
  private async sendDue(signal: AbortSignal): Promise<void> {
    for (;;) {
      const claimed = await claimDueEmails(this.db, this.clock.now(), this.timing.leaseMs, this.timing.batchSize);
      for (const email of claimed) await this.send(email);
      if (claimed.length < this.timing.batchSize || signal.aborted) return;
    }
  }

  private async send(email: QueuedEmail): Promise<void> {
    try {
      await this.transport.send(email);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const giveUp = email.attempts >= this.timing.maxAttempts;
      const delay = Math.min(this.timing.retryDelayMs * 2 ** (email.attempts - 1), this.timing.maxRetryDelayMs);
      const retryAt = giveUp ? null : new Date(this.clock.now().getTime() + delay);
      await markEmailFailed(this.db, email.id, message, retryAt);
      const details = { outboxId: email.id, kind: email.kind, attempts: email.attempts, error: message };
      if (giveUp) this.log.error(details, `E-mail given up after ${email.attempts} attempts`);
      else this.log.warn({ ...details, retryAt }, 'E-mail not sent; it will be tried again');
      return;
    }
    await markEmailSent(this.db, email.id, this.clock.now());
    if (this.transport.kind === 'smtp') {
      this.log.info({ outboxId: email.id, kind: email.kind, attempts: email.attempts }, 'E-mail sent');
    }
  }
}
