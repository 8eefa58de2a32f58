/**
 * A fresh correlation id (a random UUID, version 4). Uses crypto.randomUUID where the page may
 * (secure contexts and Node), and builds the same from crypto.getRandomValues elsewhere, for
 * example a portal opened over plain http on a LAN address.
 *
 * @example
 * newCorrelationId(); // '3b241101-e2bb-4255-8caf-4136c566a962'
 */
export function newCorrelationId(): string {
  if (typeof globalThis.crypto.randomUUID === 'function') return globalThis.crypto.randomUUID();
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
