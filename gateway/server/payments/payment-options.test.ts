import { describe, expect, it } from 'vitest';
import { manualClock } from '../common/clock';
import { paymentOptionsFromEnv, PaymentSettingsError, resolvePaymentOptions } from './payment-options';

describe('card payment settings from the environment', () => {
  it('serves the sandbox and makes up a secret in development', () => {
    expect(paymentOptionsFromEnv({})).toEqual({ sandbox: true });
    const clock = manualClock(new Date('2026-03-02T10:00:00Z'));
    const resolved = resolvePaymentOptions({}, clock);
    expect(resolved).toMatchObject({ clientCode: 'RESPORTAL01', tokenLifetimeMs: 900_000, sandboxSettleMs: 60_000 });
    expect(resolved.callbackSecret).toMatch(/^[\w-]{43}$/);
    expect(resolvePaymentOptions({}, clock).callbackSecret).not.toBe(resolved.callbackSecret);
  });

  it('reads the secret, client code, sandbox switch and settlement delay', () => {
    expect(
      paymentOptionsFromEnv({
        PAYMENT_CALLBACK_SECRET: ' s3cret ',
        PAYMENT_CLIENT_CODE: 'EASTSIDE01',
        PAYMENT_SANDBOX: 'OFF',
        PAYMENT_SANDBOX_SETTLE_MS: '5000',
      }),
    ).toEqual({ callbackSecret: 's3cret', clientCode: 'EASTSIDE01', sandbox: false, sandboxSettleMs: 5000 });
  });

  it('needs a callback secret in production, where the sandbox is off unless turned on', () => {
    expect(() => paymentOptionsFromEnv({ NODE_ENV: 'production' })).toThrow(PaymentSettingsError);
    expect(paymentOptionsFromEnv({ NODE_ENV: 'production', PAYMENT_CALLBACK_SECRET: 'x' }).sandbox).toBe(false);
    expect(
      paymentOptionsFromEnv({ NODE_ENV: 'production', PAYMENT_CALLBACK_SECRET: 'x', PAYMENT_SANDBOX: 'on' }).sandbox,
    ).toBe(true);
  });

  it('refuses settings it cannot read', () => {
    expect(() => paymentOptionsFromEnv({ PAYMENT_SANDBOX: 'maybe' })).toThrow(/on or off/);
    expect(() => paymentOptionsFromEnv({ PAYMENT_SANDBOX_SETTLE_MS: '-1' })).toThrow(/whole number/);
  });
});
