import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';
import type { Clock } from '../shared/clock';
import type { MailSender } from './mail-sender';
import type { MailTransport } from './mail-transport';
import type { OutboxTiming } from './outbox-options';
import { claimDueEmails, markEmailFailed, markEmailSent, type QueuedEmail } from './outbox-repository';

/**
 * Sends the outbox's e-mails: at start (so those queued before a restart go out), whenever one
 * is queued (`kick`) and every poll interval. Each run claims due rows (claimDueEmails: FOR
 * UPDATE SKIP LOCKED, so several gateways share the work without sending one twice), sends each
 * through the transport and marks it sent; a failure is kept as last_error and retried after
 * retryDelayMs, doubled each time, until maxAttempts, when the e-mail is marked failed.
 * stop() ends the timer and waits for a run under way.
 *
 * @example
 * const sender = parseMailSender(DEFAULT_MAIL_FROM);
 * const worker = new OutboxWorker(db, systemClock, logTransport(log, sender), OUTBOX_DEFAULTS, log, sender);
 * worker.start();
 * worker.kick(); // after a transaction that queued an e-mail commits
 */
export class OutboxWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = true;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    readonly transport: MailTransport,
    private readonly timing: OutboxTiming,
    private readonly log: FastifyBaseLogger,
    /** The sender of every e-mail (MAIL_FROM); routes queue with it (enqueueEmail's sender). */
    readonly sender: MailSender,
  ) {}

  /**
   * Polls from now on and starts a first run at once, without waiting for it (a slow mail
   * server must not hold up the gateway's start): e-mails left pending by a previous run go out.
   */
  start(): void {
    this.stopped = false;
    if (this.timer === undefined && this.timing.pollIntervalMs > 0) {
      this.timer = setInterval(() => this.kick(), this.timing.pollIntervalMs);
      this.timer.unref();
    }
    this.kick();
  }

  /** Runs soon without waiting: after an e-mail is queued, or on the poll timer. */
  kick(): void {
    if (this.stopped) return;
    void this.drain();
  }

  /**
   * Sends everything due by the clock and resolves when done; a call during a run makes it run
   * once more before resolving, so an e-mail queued meanwhile is not left for the next poll.
   */
  drain(): Promise<void> {
    this.again = true;
    this.running ??= this.runWhileAsked().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
    this.transport.close();
  }

  private async runWhileAsked(): Promise<void> {
    while (this.again && !this.stopped) {
      this.again = false;
      await this.runUntilEmpty();
    }
  }

  private async runUntilEmpty(): Promise<void> {
    try {
      for (;;) {
        const claimed = await claimDueEmails(this.db, this.clock.now(), this.timing.leaseMs, this.timing.batchSize);
        for (const email of claimed) await this.send(email);
        if (claimed.length < this.timing.batchSize || this.stopped) return;
      }
    } catch (error) {
      this.log.error({ err: error }, 'The outbox could not be read; trying again at the next poll');
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
