import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { IDP_MOUNT_PATH } from './policies';

/** The cookie a browser keeps after a right password, naming the accounts it signed in to. */
export const KNOWN_DEVICE_COOKIE = 'rp_known_device';
/** How long a browser stays known, and how many accounts one browser remembers (a family's). */
const KNOWN_DEVICE_DAYS = 180;
const MAX_ACCOUNTS = 5;

/**
 * Known devices (SECURITY.md, "Guessing secrets"): a browser that gave an account's password
 * right gets a signed cookie saying so. Its later attempts at that account are throttled by the
 * device's own key instead of the account-wide one, so a guesser spread over many addresses can
 * slow the account down for strangers but never lock its owner out of their own browser.
 *
 * The cookie holds up to five entries `<device id>.<mac>`; the mac is an HMAC of the account and
 * the device id under the provider's cookie key, so an entry is good for one account only.
 */
export function knownDevices(key: string, secure: boolean) {
  const mac = (account: string, device: string) =>
    createHmac('sha256', key).update(`${account}\n${device}`).digest('base64url');

  const entries = (cookieHeader: string | undefined): string[] => {
    const value = readCookie(cookieHeader, KNOWN_DEVICE_COOKIE);
    return value ? value.split('~').filter((entry) => /^[A-Za-z0-9_-]{16,64}\.[A-Za-z0-9_-]{43}$/.test(entry)) : [];
  };

  const deviceFor = (cookieHeader: string | undefined, account: string): string | undefined => {
    for (const entry of entries(cookieHeader)) {
      const [device = '', sent = ''] = entry.split('.');
      const expected = mac(account, device);
      if (sent.length === expected.length && timingSafeEqual(Buffer.from(sent), Buffer.from(expected))) return device;
    }
    return undefined;
  };

  return {
    /** The device id this browser holds for the account, when its cookie says it signed in before. */
    deviceFor,

    /** The Set-Cookie value that marks this browser as known for the account (kept entries first). */
    remember(cookieHeader: string | undefined, account: string): string {
      const device = deviceFor(cookieHeader, account) ?? randomBytes(18).toString('base64url');
      const entry = `${device}.${mac(account, device)}`;
      const kept = entries(cookieHeader).filter((e) => e !== entry);
      const value = [entry, ...kept].slice(0, MAX_ACCOUNTS).join('~');
      return [
        `${KNOWN_DEVICE_COOKIE}=${value}`,
        `Path=${IDP_MOUNT_PATH}`,
        `Max-Age=${KNOWN_DEVICE_DAYS * 24 * 60 * 60}`,
        'HttpOnly',
        'SameSite=Lax',
        ...(secure ? ['Secure'] : []),
      ].join('; ');
    },
  };
}

export type KnownDevices = ReturnType<typeof knownDevices>;

/** One cookie's value from a Cookie header, or undefined. */
function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}
