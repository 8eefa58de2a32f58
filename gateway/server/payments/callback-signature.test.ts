import { describe, expect, it } from 'vitest';
import { callbackSignature, checkSignature, signatureHeader } from './callback-signature';

const SECRET = 'shared-secret';
const NOW = new Date('2026-03-02T10:00:00Z');
const BODY = '{"eventId":"evt_1","amount":"25.50"}';
const FIVE_MINUTES = 5 * 60_000;
const check = (header: string | undefined, body = BODY, now = NOW) =>
  checkSignature(header, body, SECRET, now, FIVE_MINUTES);

describe('the payment callback signature (HMAC-SHA256 over `${t}.${body}`)', () => {
  it('accepts its own header, and one signed up to 5 minutes away', () => {
    expect(check(signatureHeader(SECRET, NOW, BODY))).toBe('valid');
    expect(check(signatureHeader(SECRET, new Date(NOW.getTime() - FIVE_MINUTES), BODY))).toBe('valid');
    expect(check(signatureHeader(SECRET, new Date(NOW.getTime() + FIVE_MINUTES), BODY))).toBe('valid');
  });

  it('matches the documented form: t=<unix seconds>,v1=<hex>', () => {
    const t = Math.floor(NOW.getTime() / 1000);
    expect(signatureHeader(SECRET, NOW, BODY)).toBe(`t=${t},v1=${callbackSignature(SECRET, t, BODY)}`);
    expect(callbackSignature(SECRET, t, BODY)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a missing, malformed, wrong or stale signature', () => {
    const t = Math.floor(NOW.getTime() / 1000);
    expect(check(undefined)).toBe('missing');
    expect(check(' ')).toBe('missing');
    expect(check('v1=abc')).toBe('malformed');
    expect(check(`t=${t}`)).toBe('malformed');
    expect(check(`t=${t},t=${t},v1=${callbackSignature(SECRET, t, BODY)}`)).toBe('malformed');
    expect(check(signatureHeader('other-secret', NOW, BODY))).toBe('mismatch');
    expect(check(signatureHeader(SECRET, NOW, BODY), `${BODY} `)).toBe('mismatch');
    // The timestamp is signed too: moving it breaks the signature.
    expect(check(`t=${t + 1},v1=${callbackSignature(SECRET, t, BODY)}`)).toBe('mismatch');
    expect(check(signatureHeader(SECRET, new Date(NOW.getTime() - FIVE_MINUTES - 1000), BODY))).toBe('stale');
  });

  it('accepts any of several v1 signatures, as a provider rotating its secret sends', () => {
    const t = Math.floor(NOW.getTime() / 1000);
    const header = `t=${t},v1=${callbackSignature('old-secret', t, BODY)},v1=${callbackSignature(SECRET, t, BODY)}`;
    expect(check(header)).toBe('valid');
  });
});
