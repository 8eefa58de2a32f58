/** How long the gateway keeps the portal's error reports and page views, and how often it prunes them. */
export interface TelemetryOptions {
  /** Days an error report is kept (TELEMETRY_ERROR_RETENTION_DAYS); default 90. */
  errorRetentionDays?: number;
  /** Days a page view is kept (TELEMETRY_PAGE_VIEW_RETENTION_DAYS); default 30. */
  pageViewRetentionDays?: number;
  /** How often rows past their retention are deleted (TELEMETRY_SWEEP_INTERVAL_MS); default hourly, 0 never. */
  sweepIntervalMs?: number;
}

export const TELEMETRY_DEFAULTS = {
  errorRetentionDays: 90,
  pageViewRetentionDays: 30,
  sweepIntervalMs: 60 * 60_000,
} as const satisfies Required<TelemetryOptions>;

export class TelemetrySettingsError extends Error {}

/**
 * The options the environment sets: TELEMETRY_ERROR_RETENTION_DAYS, TELEMETRY_PAGE_VIEW_RETENTION_DAYS
 * (whole days, at least 1) and TELEMETRY_SWEEP_INTERVAL_MS.
 *
 * @example
 * telemetryOptionsFromEnv({ TELEMETRY_PAGE_VIEW_RETENTION_DAYS: '14' }); // { pageViewRetentionDays: 14 }
 */
export function telemetryOptionsFromEnv(env: Record<string, string | undefined>): TelemetryOptions {
  const options: TelemetryOptions = {};
  const errors = whole(env.TELEMETRY_ERROR_RETENTION_DAYS, 'TELEMETRY_ERROR_RETENTION_DAYS', 1);
  if (errors !== undefined) options.errorRetentionDays = errors;
  const views = whole(env.TELEMETRY_PAGE_VIEW_RETENTION_DAYS, 'TELEMETRY_PAGE_VIEW_RETENTION_DAYS', 1);
  if (views !== undefined) options.pageViewRetentionDays = views;
  const sweep = whole(env.TELEMETRY_SWEEP_INTERVAL_MS, 'TELEMETRY_SWEEP_INTERVAL_MS', 0);
  if (sweep !== undefined) options.sweepIntervalMs = sweep;
  return options;
}

function whole(value: string | undefined, name: string, minimum: number): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const number = Number(value);
  if (!Number.isInteger(number) || number < minimum) {
    throw new TelemetrySettingsError(`${name} must be a whole number of at least ${minimum}, not "${value}".`);
  }
  return number;
}
