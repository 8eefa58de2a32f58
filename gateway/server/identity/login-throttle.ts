import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/tables';

/** Failed sign-ins allowed per account in ACCOUNT_WINDOW_MINUTES, and per client address in a minute. */
export const ACCOUNT_LIMIT = 5;
export const ACCOUNT_WINDOW_MINUTES = 15;
export const ADDRESS_LIMIT = 20;
export const ADDRESS_WINDOW_MINUTES = 1;

export interface ThrottleState {
  blocked: boolean;
  /** Whole minutes until the next attempt is allowed (at least 1 when blocked). */
  retryAfterMinutes: number;
}

const accountKey = (email: string) => `account:${email.trim().toLowerCase()}`;
const addressKey = (address: string) => `address:${address}`;

/**
 * Whether sign-in attempts for this account or from this address are paused. Failures are kept
 * in login_failures, so the limits hold across a restart and between processes.
 */
export async function loginThrottle(db: Kysely<Database>, email: string, address: string): Promise<ThrottleState> {
  const checks = [
    { key: accountKey(email), limit: ACCOUNT_LIMIT, minutes: ACCOUNT_WINDOW_MINUTES },
    { key: addressKey(address), limit: ADDRESS_LIMIT, minutes: ADDRESS_WINDOW_MINUTES },
  ];
  let retryAfterMs = 0;
  for (const { key, limit, minutes } of checks) {
    const since = new Date(Date.now() - minutes * 60_000);
    const row = await db
      .selectFrom('login_failures')
      .select([sql<string>`count(*)`.as('failures'), sql<Date | null>`min(failed_at)`.as('oldest')])
      .where('key', '=', key)
      .where('failed_at', '>', since)
      .executeTakeFirstOrThrow();
    if (Number(row.failures) < limit || !row.oldest) continue;
    const oldestCounted = await db
      .selectFrom('login_failures')
      .select('failed_at')
      .where('key', '=', key)
      .where('failed_at', '>', since)
      .orderBy('failed_at', 'desc')
      .offset(limit - 1)
      .limit(1)
      .executeTakeFirstOrThrow();
    const freeAt = new Date(oldestCounted.failed_at).getTime() + minutes * 60_000;
    retryAfterMs = Math.max(retryAfterMs, freeAt - Date.now());
  }
  return { blocked: retryAfterMs > 0, retryAfterMinutes: Math.max(1, Math.ceil(retryAfterMs / 60_000)) };
}

/** Records one failed sign-in against the account and the address, and drops failures older than a day. */
export async function recordLoginFailure(db: Kysely<Database>, email: string, address: string): Promise<void> {
  await db
    .insertInto('login_failures')
    .values([{ key: accountKey(email) }, { key: addressKey(address) }])
    .execute();
  await db
    .deleteFrom('login_failures')
    .where('failed_at', '<', new Date(Date.now() - 24 * 60 * 60_000))
    .execute();
}

/** Forgets an account's failures after a successful sign-in (the address keeps its count). */
export async function clearAccountFailures(db: Kysely<Database>, email: string): Promise<void> {
  await db.deleteFrom('login_failures').where('key', '=', accountKey(email)).execute();
}
