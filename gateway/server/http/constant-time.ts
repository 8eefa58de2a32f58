import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Compares a secret sent by a client with the expected one in constant time. Both are hashed
 * first, so neither the content nor the length of the expected secret leaks through timing.
 */
export function secretsEqual(sent: string | undefined, expected: string): boolean {
  if (sent === undefined || expected === '') return false;
  const a = createHash('sha256').update(sent, 'utf8').digest();
  const b = createHash('sha256').update(expected, 'utf8').digest();
  return timingSafeEqual(a, b);
}
