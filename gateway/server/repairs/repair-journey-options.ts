import type { MediaStorageFactory } from '../storage/media-storage';
import type { Clock } from '../common/clock';

/** How the repair journey's endpoints and background jobs behave (buildApp's `repairs` option). */
export interface RepairJourneyOptions {
  /** Where the rules read the time (tests move it); default the real time. */
  clock?: Clock;
  /** How long after submission a repair's job number appears; default 3000 ms. */
  jobNumberDelayMs?: number;
  /**
   * How often every gateway looks for due job-number requests, its own timers aside: how soon one
   * submitted through a gateway that died is assigned by another; default 5000 ms (0: never).
   */
  jobNumberPollMs?: number;
  /** How often drafts older than 48 hours are deleted in the background; default every 10 minutes. */
  draftSweepIntervalMs?: number;
  /** A request about repairs also sweeps expired drafts, at most this often; default 1000 ms. */
  draftSweepOnReadMs?: number;
  /** Where uploaded media bytes live; default the documents table (storage/database-media-storage.ts). */
  mediaStorage?: MediaStorageFactory;
}

export const REPAIR_JOURNEY_DEFAULTS = {
  jobNumberDelayMs: 3000,
  jobNumberPollMs: 5000,
  draftSweepIntervalMs: 10 * 60_000,
  draftSweepOnReadMs: 1000,
} as const;

/**
 * The options the environment sets: JOB_NUMBER_DELAY_MS, JOB_NUMBER_POLL_MS and DRAFT_SWEEP_INTERVAL_MS
 * (milliseconds).
 *
 * @example
 * repairOptionsFromEnv({ JOB_NUMBER_DELAY_MS: '500' }); // { jobNumberDelayMs: 500 }
 */
export function repairOptionsFromEnv(env: Record<string, string | undefined>): RepairJourneyOptions {
  const options: RepairJourneyOptions = {};
  const delay = milliseconds(env.JOB_NUMBER_DELAY_MS, 'JOB_NUMBER_DELAY_MS');
  if (delay !== undefined) options.jobNumberDelayMs = delay;
  const poll = milliseconds(env.JOB_NUMBER_POLL_MS, 'JOB_NUMBER_POLL_MS');
  if (poll !== undefined) options.jobNumberPollMs = poll;
  const sweep = milliseconds(env.DRAFT_SWEEP_INTERVAL_MS, 'DRAFT_SWEEP_INTERVAL_MS');
  if (sweep !== undefined) options.draftSweepIntervalMs = sweep;
  return options;
}

function milliseconds(value: string | undefined, name: string): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0)
    throw new RangeError(`${name} must be a whole number of milliseconds, not "${value}".`);
  return number;
}
