import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';
import { deleteReceivedBefore } from '../repositories/telemetry-repository';
import type { Clock } from '../common/clock';
import { Worker } from '../common/worker';
import { TELEMETRY_DEFAULTS, type TelemetryOptions } from './telemetry-options';

const DAY_MS = 24 * 3_600_000;

/** How many rows one sweep deleted from each table. */
export interface TelemetrySweep {
  errorReports: number;
  pageViews: number;
}

/**
 * Deletes error reports older than their retention (default 90 days) and page views older than
 * theirs (default 30 days), as of `now`: one DELETE per table, so it is safe with several gateways
 * on one database.
 *
 * @example
 * await sweepTelemetry(db, new Date(), {}); // { errorReports: 3, pageViews: 120 }
 */
export async function sweepTelemetry(
  db: Kysely<Database>,
  now: Date,
  options: TelemetryOptions,
): Promise<TelemetrySweep> {
  const errorDays = options.errorRetentionDays ?? TELEMETRY_DEFAULTS.errorRetentionDays;
  const viewDays = options.pageViewRetentionDays ?? TELEMETRY_DEFAULTS.pageViewRetentionDays;
  return {
    errorReports: await deleteReceivedBefore(db, 'error_reports', new Date(now.getTime() - errorDays * DAY_MS)),
    pageViews: await deleteReceivedBefore(db, 'page_views', new Date(now.getTime() - viewDays * DAY_MS)),
  };
}

/**
 * Prunes the telemetry tables in the background, as passes of a common/worker.ts Worker: once
 * when the app is ready, then every sweepIntervalMs (0: never; longer after a failed sweep).
 * stop() ends the timer and waits for a sweep under way.
 */
export class TelemetrySweeper {
  private readonly worker: Worker;
  private readonly intervalMs: number;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly options: TelemetryOptions,
    private readonly log: FastifyBaseLogger,
  ) {
    this.intervalMs = options.sweepIntervalMs ?? TELEMETRY_DEFAULTS.sweepIntervalMs;
    this.worker = new Worker({
      pass: () => this.prune(),
      intervalMs: this.intervalMs,
      clock,
      log,
      failureMessage: 'Pruning telemetry failed',
    });
  }

  start(): void {
    if (this.intervalMs <= 0) return;
    this.worker.start({ runNow: true });
  }

  /** Sweeps now; one asked for during a sweep runs once that one ends. */
  sweep(): Promise<void> {
    return this.worker.wake();
  }

  stop(): Promise<void> {
    return this.worker.stop();
  }

  private async prune(): Promise<void> {
    const swept = await sweepTelemetry(this.db, this.clock.now(), this.options);
    if (swept.errorReports + swept.pageViews > 0) this.log.info(swept, 'Telemetry past its retention deleted');
  }
}
