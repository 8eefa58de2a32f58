import { randomBytes } from 'node:crypto';
import type { Clock } from '../common/clock';

/** How card payments behave (buildApp's `payments` option; gateway/server/README.md, payments). */
export interface PaymentOptions {
  /** Where token expiry, callback freshness and settlement read the time; default the real time. */
  clock?: Clock;
  /**
   * The secret the provider signs its callbacks with (PAYMENT_CALLBACK_SECRET). Without one a
   * random secret is made at start: enough for the sandbox, which runs in the same process.
   */
  callbackSecret?: string;
  /** The association's client code at the provider (PAYMENT_CLIENT_CODE). */
  clientCode?: string;
  /** How long a payment token may be used; default 15 minutes. */
  tokenLifetimeMs?: number;
  /** Serve the payment-provider sandbox under /payment-sandbox; default true. */
  sandbox?: boolean;
  /** How long after authorising a payment the sandbox settles it (PAYMENT_SANDBOX_SETTLE_MS); default 60 s. */
  sandboxSettleMs?: number;
}

/** The options with every default filled in. */
export type ResolvedPaymentOptions = Required<PaymentOptions>;

export const PAYMENT_DEFAULTS = {
  clientCode: 'RESPORTAL01',
  tokenLifetimeMs: 15 * 60_000,
  sandbox: true,
  sandboxSettleMs: 60_000,
} as const;

/** A callback older (or further ahead) than this is refused as stale. */
export const CALLBACK_TOLERANCE_MS = 5 * 60_000;

export function resolvePaymentOptions(options: PaymentOptions, fallbackClock: Clock): ResolvedPaymentOptions {
  return {
    clock: options.clock ?? fallbackClock,
    callbackSecret: options.callbackSecret || randomBytes(32).toString('base64url'),
    clientCode: options.clientCode || PAYMENT_DEFAULTS.clientCode,
    tokenLifetimeMs: options.tokenLifetimeMs ?? PAYMENT_DEFAULTS.tokenLifetimeMs,
    sandbox: options.sandbox ?? PAYMENT_DEFAULTS.sandbox,
    sandboxSettleMs: options.sandboxSettleMs ?? PAYMENT_DEFAULTS.sandboxSettleMs,
  };
}

export class PaymentSettingsError extends Error {}

/**
 * The options the environment sets: PAYMENT_CALLBACK_SECRET, PAYMENT_CLIENT_CODE,
 * PAYMENT_SANDBOX (on/off; off by default when NODE_ENV=production, where test cards must never
 * credit an account) and PAYMENT_SANDBOX_SETTLE_MS. NODE_ENV=production needs a callback secret.
 *
 * @example
 * paymentOptionsFromEnv({ PAYMENT_SANDBOX_SETTLE_MS: '5000' }); // { sandbox: true, sandboxSettleMs: 5000 }
 */
export function paymentOptionsFromEnv(env: Record<string, string | undefined>): PaymentOptions {
  const production = env.NODE_ENV === 'production';
  const options: PaymentOptions = {};
  const secret = env.PAYMENT_CALLBACK_SECRET?.trim();
  if (secret) options.callbackSecret = secret;
  else if (production) {
    throw new PaymentSettingsError(
      'Set PAYMENT_CALLBACK_SECRET (the secret the payment provider signs its callbacks with) when NODE_ENV=production.',
    );
  }
  const clientCode = env.PAYMENT_CLIENT_CODE?.trim();
  if (clientCode) options.clientCode = clientCode;
  const sandbox = env.PAYMENT_SANDBOX?.trim().toLowerCase();
  if (sandbox && !['on', 'off'].includes(sandbox)) {
    throw new PaymentSettingsError(`PAYMENT_SANDBOX must be on or off, not "${env.PAYMENT_SANDBOX}".`);
  }
  options.sandbox = sandbox ? sandbox === 'on' : !production;
  const settle = env.PAYMENT_SANDBOX_SETTLE_MS?.trim();
  if (settle) {
    const ms = Number(settle);
    if (!Number.isInteger(ms) || ms < 0) {
      throw new PaymentSettingsError(
        `PAYMENT_SANDBOX_SETTLE_MS must be a whole number of milliseconds, not "${settle}".`,
      );
    }
    options.sandboxSettleMs = ms;
  }
  return options;
}
