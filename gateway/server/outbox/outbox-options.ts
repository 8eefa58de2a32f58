/** How the outbox sends (buildApp's `money` option; main.ts reads SMTP_URL). */
export interface MoneyOptions {
  /** smtp:// or smtps:// URL of the mail server; without it e-mails are written to the log. */
  smtpUrl?: string;
  /** Timing of the outbox worker (defaults in {@link OUTBOX_DEFAULTS}). */
  outbox?: Partial<OutboxTiming>;
}

export interface OutboxTiming {
  /** How often the worker looks for due e-mails (it also runs at once after each queued one). */
  pollIntervalMs: number;
  /** Attempts before an e-mail is given up on ('failed', its last error kept). */
  maxAttempts: number;
  /** Wait after the first failed attempt; doubled after each further one, up to maxRetryDelayMs. */
  retryDelayMs: number;
  maxRetryDelayMs: number;
  /** How long a claimed e-mail stays invisible to other workers while it is being sent. */
  leaseMs: number;
  /** E-mails claimed at once. */
  batchSize: number;
}

export const OUTBOX_DEFAULTS: OutboxTiming = {
  pollIntervalMs: 5000,
  maxAttempts: 6,
  retryDelayMs: 30_000,
  maxRetryDelayMs: 30 * 60_000,
  leaseMs: 5 * 60_000,
  batchSize: 10,
};

export class MoneySettingsError extends Error {}

/**
 * The options the environment sets: SMTP_URL (smtp:// or smtps://).
 *
 * @example
 * moneyOptionsFromEnv({ SMTP_URL: 'smtp://mail.example.org:587' }); // { smtpUrl: 'smtp://mail.example.org:587' }
 */
export function moneyOptionsFromEnv(env: Record<string, string | undefined>): MoneyOptions {
  const url = env.SMTP_URL?.trim();
  if (!url) return {};
  if (!/^smtps?:\/\//i.test(url)) {
    throw new MoneySettingsError('SMTP_URL must start with smtp:// or smtps://, e.g. smtp://user:password@host:587.');
  }
  return { smtpUrl: url };
}
