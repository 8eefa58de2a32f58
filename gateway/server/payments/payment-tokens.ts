import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';

/** The prefix of every payment token, so one is recognised in a log or a support call. */
const TOKEN_PREFIX = 'pgt_';

/** The SHA-256 (hex) a token is stored and looked up by; the token itself is never stored. */
export function hashPaymentToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/**
 * Makes a one-time payment token for a customer (POST /customers/{id}/payment-tokens): 32 random
 * bytes, stored as a hash bound to the customer, usable until `lifetimeMs` after `now`.
 *
 * @example
 * const token = await issuePaymentToken(db, 'CUS-100001', clock.now(), 15 * 60_000); // 'pgt_Zx3…'
 */
export async function issuePaymentToken(
  db: Kysely<Database>,
  customerId: string,
  now: Date,
  lifetimeMs: number,
): Promise<string> {
  const token = `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  await db
    .insertInto('payment_tokens')
    .values({
      token_hash: hashPaymentToken(token),
      customer_id: customerId,
      created_at: now,
      expires_at: new Date(now.getTime() + lifetimeMs),
    })
    .execute();
  return token;
}
