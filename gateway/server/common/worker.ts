import type { Clock } from './clock';

/** What a worker logs: a failed pass, with its error. */
export interface WorkerLog {
  error(details: object, message: string): void;
}

/** How a background worker runs (README "Running several gateways"). */
export interface WorkerOptions {
  /**
   * One pass over the work that is due. It should end soon once `signal` is aborted (stop() was
   * called). A pass that throws is a failed pass: the error is logged with `failureMessage` and
   * the next timed pass backs off.
   */
  pass: (signal: AbortSignal) => Promise<void>;
  /** A pass runs this long after the last one ended; 0 or less: only when woken. */
  intervalMs: number;
  /**
   * The longest wait for a timed pass after failed passes: the wait doubles from intervalMs with
   * each failed pass in a row, up to this (a database that is down is not asked every interval);
   * one pass that succeeds brings it back to intervalMs. Default: 4 × intervalMs.
   */
  maxBackoffMs?: number;
  clock: Clock;
  log: WorkerLog;
  failureMessage: string;
}

/**
 * The one primitive of the gateway's background work (job numbers, the outbox, the draft and the
 * telemetry sweeps, the payment sandbox's callbacks): passes run one at a time, from a timer (every `intervalMs`, longer after
 * failures), at a time asked for (`wakeAt`) or at once (`wake`). A wake-up during a pass is not
 * lost and not doubled: the pass under way is followed by exactly one more, however many came.
 * stop() ends the timers, aborts the pass's signal and waits for it. Rows are claimed by the
 * passes themselves with db/claim-rows.ts (FOR UPDATE SKIP LOCKED), so several gateways on one
 * database share the work.
 *
 * @example
 * const worker = new Worker({ pass: sendDueEmails, intervalMs: 5000, clock, log, failureMessage: 'Sending failed' });
 * worker.start({ runNow: true });
 * worker.wake(); // after a transaction that queued work commits
 * await worker.stop();
 */
export class Worker {
  private readonly options: Required<WorkerOptions>;
  private timer: NodeJS.Timeout | undefined;
  private wakeTimer: { timer: NodeJS.Timeout; at: number } | undefined;
  /** The times wakeAt asked for that have not come, earliest first. */
  private wakeTimes: number[] = [];
  private running: Promise<void> | undefined;
  private again = false;
  private failures = 0;
  private started = false;
  private readonly stopping = new AbortController();

  constructor(options: WorkerOptions) {
    if (!Number.isFinite(options.intervalMs)) {
      throw new Error(`A worker's intervalMs must be a number of milliseconds; got ${options.intervalMs}.`);
    }
    const maxBackoffMs = options.maxBackoffMs ?? 4 * options.intervalMs;
    if (options.intervalMs > 0 && !(maxBackoffMs >= options.intervalMs)) {
      throw new Error(
        `A worker's maxBackoffMs (${maxBackoffMs}) must be at least its intervalMs (${options.intervalMs}).`,
      );
    }
    this.options = { ...options, maxBackoffMs };
  }

  /** Whether stop() was called: a pass should end soon, and wake-ups do nothing. */
  get stopped(): boolean {
    return this.stopping.signal.aborted;
  }

  /** Consecutive failed passes (0 after one that succeeded). */
  get failedPasses(): number {
    return this.failures;
  }

  /** Arms the timer; with runNow, a first pass starts at once (work left by a previous run). */
  start({ runNow = false }: { runNow?: boolean } = {}): void {
    if (this.stopped || this.started) return;
    this.started = true;
    if (runNow) void this.wake();
    else this.arm();
  }

  /**
   * Runs a pass now, or once more after the pass under way; resolves when the passes asked for
   * are done (a failed one included: its error is logged, not thrown). After stop(): nothing.
   */
  wake(): Promise<void> {
    if (this.stopped) return this.running ?? Promise.resolve();
    this.again = true;
    this.running ??= this.runWhileAsked();
    return this.running;
  }

  /** Resolves when no pass is under way (without asking for one). */
  async idle(): Promise<void> {
    await this.running;
  }

  /**
   * Wakes at `due` by the clock (at once when due). Every time asked for is kept, and one timer
   * waits for the earliest, then for the next: a repair's job number or a payment's settlement is
   * on time even when another is due before it.
   */
  wakeAt(due: Date): void {
    if (this.stopped) return;
    const at = due.getTime();
    if (!this.wakeTimes.includes(at)) {
      this.wakeTimes.push(at);
      this.wakeTimes.sort((a, b) => a - b);
    }
    this.armWakeUp();
  }

  /** Ends the timers, aborts the pass's signal and waits for the pass under way; a stopped worker stays stopped. */
  async stop(): Promise<void> {
    this.stopping.abort();
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.wakeTimer) clearTimeout(this.wakeTimer.timer);
    this.wakeTimer = undefined;
    this.wakeTimes = [];
    await this.running;
  }

  /** Sets the timer for the earliest time asked for (unless it is already set for it). */
  private armWakeUp(): void {
    const [next] = this.wakeTimes;
    if (next === undefined || this.wakeTimer?.at === next) return;
    if (this.wakeTimer) clearTimeout(this.wakeTimer.timer);
    const timer = setTimeout(
      () => {
        this.wakeTimer = undefined;
        this.wakeTimes = this.wakeTimes.filter((at) => at > next);
        void this.wake();
        this.armWakeUp();
      },
      Math.max(0, next - this.options.clock.now().getTime()),
    );
    timer.unref();
    this.wakeTimer = { timer, at: next };
  }

  private async runWhileAsked(): Promise<void> {
    // Begin on the next microtask, so `running` is set before this can end; the last look at
    // `again` and the clearing of `running` below are then one synchronous step, and a wake-up
    // can never fall between them and be lost.
    await null;
    try {
      while (this.again && !this.stopped) {
        this.again = false;
        try {
          await this.options.pass(this.stopping.signal);
          this.failures = 0;
        } catch (error) {
          this.failures += 1;
          this.options.log.error({ err: error, failedPasses: this.failures }, this.options.failureMessage);
          // Wake-ups that came during a failed pass wait for the backed-off timer, not a retry at once.
          this.again = false;
        }
      }
    } finally {
      this.running = undefined;
      this.arm();
    }
  }

  /** (Re)arms the timer for the next timed pass: intervalMs after a pass, longer after failures. */
  private arm(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.stopped || !this.started || this.options.intervalMs <= 0) return;
    const delay = Math.min(this.options.intervalMs * 2 ** this.failures, this.options.maxBackoffMs);
    this.timer = setTimeout(() => void this.wake(), delay);
    this.timer.unref();
  }
}
