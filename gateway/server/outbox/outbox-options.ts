import { MailSenderError, parseMailSender } from './mail-sender';

/** How the outbox sends (buildApp's `money` option; main.ts reads SMTP_URL and MAIL_FROM). */
export interface MoneyOptions {
  /** smtp:// or smtps:// URL of the mail server; without it e-mails are written to the log. */
  smtpUrl?: string;
  /**
   * The sender of every e-mail the gateway sends (MAIL_FROM): an address, alone or as
   * `Name <address>`; DEFAULT_MAIL_FROM without it. Never taken from a request (docs/adr/0005-outgoing-mail.md).
   */
  mailFrom?: string;
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
 * The options the environment sets: SMTP_URL (smtp:// or smtps://) and MAIL_FROM (an address,
 * alone or as `Name <address>`). With NODE_ENV=production a gateway that sends over SMTP needs
 * MAIL_FROM: the demo association's address is no one's.
 *
 * @example
 * moneyOptionsFromEnv({ SMTP_URL: 'smtp://mail.example.org:587' }); // { smtpUrl: 'smtp://mail.example.org:587' }
 * moneyOptionsFromEnv({ MAIL_FROM: 'Homes <no-reply@homes.example>' }); // { mailFrom: 'Homes <no-reply@homes.example>' }
 */
export function moneyOptionsFromEnv(env: Record<string, string | undefined>): MoneyOptions {
  const options: MoneyOptions = {};
  const url = env.SMTP_URL?.trim();
  if (url) {
    if (!/^smtps?:\/\//i.test(url)) {
      throw new MoneySettingsError('SMTP_URL must start with smtp:// or smtps://, e.g. smtp://user:password@host:587.');
    }
    options.smtpUrl = url;
  }
  const from = env.MAIL_FROM?.trim();
  if (from) {
    try {
      options.mailFrom = parseMailSender(from).text;
    } catch (error) {
      throw new MoneySettingsError(error instanceof MailSenderError ? error.message : String(error));
    }
  } else if (url && env.NODE_ENV === 'production') {
    throw new MoneySettingsError(
      "MAIL_FROM is required when NODE_ENV=production and SMTP_URL is set: the association's own sender, e.g. Thameside Homes <no-reply@thameside.example>.",
    );
  }
  return options;
}
