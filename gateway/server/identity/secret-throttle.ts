import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/tables';
import { TooManyRequestsError, waitInWords } from '../http/errors';
import type { Clock } from '../common/clock';

/**
 * How one throttle key slows attempts down: the first `free` attempts in a run go through at
 * once; after that each attempt must wait `baseSeconds`, doubled with every further attempt, up
 * to `capSeconds`. A run ends (the count starts again) after `resetSeconds` without an attempt.
 * With a base of 30 seconds a resident who mistypes five times waits half a minute, not a
 * quarter of an hour, while a guesser's waits reach the cap after five more tries.
 */
export interface ThrottleRule {
  free: number;
  baseSeconds: number;
  capSeconds: number;
  resetSeconds: number;
}

/**
 * The keys a secret check claims (SECURITY.md, "Guessing secrets"):
 * - one account from one address: the tight limit, so a guesser at one address is slowed at once;
 * - one account from anywhere: looser, so that five guesses from elsewhere never lock the owner
 *   out, but a guesser spread over many addresses soon gets no more than four tries an hour;
 * - one address over all accounts: so one address cannot sweep many accounts.
 * A browser that signed in to the account before presents a known-device cookie and is not held
 * by the account-wide key (identity/known-device.ts), and a secret that guards no one account
 * claims the two address keys only ({@link SecretSubject.accountWide}).
 */
export const THROTTLE_RULES = {
  pair: { free: 5, baseSeconds: 30, capSeconds: 15 * 60, resetSeconds: 60 * 60 },
  account: { free: 10, baseSeconds: 30, capSeconds: 15 * 60, resetSeconds: 24 * 60 * 60 },
  address: { free: 20, baseSeconds: 30, capSeconds: 15 * 60, resetSeconds: 60 * 60 },
  device: { free: 5, baseSeconds: 30, capSeconds: 15 * 60, resetSeconds: 60 * 60 },
} as const satisfies Record<string, ThrottleRule>;

/** Who is trying which secret. */
export interface SecretSubject {
  /**
   * What the secret guards, one name space per kind of account: `login:<email>` for the password
   * pages, `tenancy:<payment reference>` for registration, `registration:<id>` for its code,
   * `admin` for the admin token.
   */
  account: string;
  /** The client's address (request.ip: the resident's, behind TRUST_PROXY). */
  address: string;
  /** A known-device cookie's identifier for this account: replaces the account-wide key. */
  device?: string;
  /**
   * False for secrets that guard no one account (an authorization code, the admin token): only
   * the address keys count, so nobody can hold everyone's sign-ins by sending wrong ones from
   * elsewhere. Such secrets are long and random, so spreading guesses over addresses gains nothing.
   */
  accountWide?: boolean;
}

export type ThrottleClaim = { allowed: true } | { allowed: false; retryAfterSeconds: number };

interface ClaimKey {
  key: string;
  rule: ThrottleRule;
}

class Blocked extends Error {}

/** The wait after `attempts` (at least the free ones) in a run, in seconds, as SQL (exponent bounded before power()). */
function delaySeconds(attempts: RawBuilder<number>, rule: ThrottleRule): RawBuilder<number> {
  return sql<number>`(case when ${attempts} - ${sql.lit(rule.free)} >= 30 then ${sql.lit(rule.capSeconds)}
    else least(${sql.lit(rule.capSeconds)}, ${sql.lit(rule.baseSeconds)} * power(2, ${attempts} - ${sql.lit(rule.free)})) end)`;
}

/**
 * When a key may next be tried after `attempts` in a run, the last at `from`: the start of 1970
 * while tries are still free, so that a parallel try whose clock read a moment earlier (another
 * request, another gateway) is never refused by a wait of zero.
 */
function blockedUntil(from: RawBuilder<Date>, attempts: RawBuilder<number>, rule: ThrottleRule): RawBuilder<Date> {
  return sql<Date>`(case when ${attempts} < ${sql.lit(rule.free)} then cast('1970-01-01T00:00:00Z' as timestamptz)
    else ${from} + make_interval(secs => ${delaySeconds(attempts, rule)}) end)`;
}

function keysOf(subject: SecretSubject): ClaimKey[] {
  const keys: ClaimKey[] = [
    { key: `pair:${subject.account}|${subject.address}`, rule: THROTTLE_RULES.pair },
    { key: `address:${subject.address}`, rule: THROTTLE_RULES.address },
  ];
  if (subject.device) keys.push({ key: `device:${subject.account}|${subject.device}`, rule: THROTTLE_RULES.device });
  else if (subject.accountWide !== false)
    keys.push({ key: `account:${subject.account}`, rule: THROTTLE_RULES.account });
  // Always claimed in the same order, so two claims waiting on each other's rows cannot deadlock.
  return keys.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/**
 * The one throttle in front of every check of a secret: passwords (login, change password,
 * change sign-in email), the date of birth of registration, one-time codes, the admin token.
 *
 * An attempt is claimed before the secret is checked (and before any password is hashed): the
 * claim counts it on all its keys in one transaction, or on none when any key must still wait,
 * so parallel guesses cannot slip past the limit between a check and a count. A check that
 * succeeds gives its claim back ({@link SecretThrottle.succeeded}). Counts live in the database,
 * so they hold across restarts and between gateways; times come from the injected clock.
 */
export function secretThrottle(db: Kysely<Database>, clock: Clock) {
  let claimsSinceSweep = 0;

  async function claimKey(trx: Kysely<Database>, { key, rule }: ClaimKey, now: Date): Promise<boolean> {
    const at = sql<Date>`cast(${now.toISOString()} as timestamptz)`;
    const runOver = sql<boolean>`s.last_at <= ${at} - make_interval(secs => ${sql.lit(rule.resetSeconds)})`;
    const next = sql<number>`(case when ${runOver} then 1 else s.attempts + 1 end)`;
    const result = await sql<{ attempts: number }>`
      insert into secret_attempts as s (key, attempts, last_at, blocked_until)
      values (${key}, 1, ${at}, ${blockedUntil(at, sql<number>`1`, rule)})
      on conflict (key) do update set
        attempts = ${next},
        last_at = ${at},
        blocked_until = ${blockedUntil(at, next, rule)}
      where s.blocked_until <= ${at} or ${runOver}
      returning s.attempts`.execute(trx);
    return result.rows.length > 0;
  }

  /** Seconds until every one of the keys may be tried again (at least 1). */
  async function retryAfter(keys: ClaimKey[], now: Date): Promise<number> {
    const names = keys.map((k) => k.key);
    const rows = await db.selectFrom('secret_attempts').select('blocked_until').where('key', 'in', names).execute();
    const until = Math.max(now.getTime(), ...rows.map((row) => new Date(row.blocked_until).getTime()));
    return Math.max(1, Math.ceil((until - now.getTime()) / 1000));
  }

  /** Forgets runs that ended more than two days ago, now and then. */
  async function sweep(now: Date): Promise<void> {
    claimsSinceSweep += 1;
    if (claimsSinceSweep < 100) return;
    claimsSinceSweep = 0;
    await db
      .deleteFrom('secret_attempts')
      .where('last_at', '<', new Date(now.getTime() - 2 * 24 * 60 * 60_000))
      .execute();
  }

  async function claim(subject: SecretSubject): Promise<ThrottleClaim> {
    const now = clock.now();
    const keys = keysOf(subject);
    try {
      await db.transaction().execute(async (trx) => {
        for (const key of keys) if (!(await claimKey(trx, key, now))) throw new Blocked(key.key);
      });
    } catch (error) {
      if (!(error instanceof Blocked)) throw error;
      return { allowed: false, retryAfterSeconds: await retryAfter(keys, now) };
    }
    await sweep(now);
    return { allowed: true };
  }

  return {
    /**
     * Claims one attempt for the subject: `allowed` when every key may be tried now (the attempt is
     * then counted on each), otherwise how many seconds until it may be, with nothing counted.
     */
    claim,

    /** Claims one attempt for an API route: a 429 (TooManyRequestsError, with Retry-After) when it must wait. */
    async claimOrRefuse(subject: SecretSubject): Promise<void> {
      const claimed = await claim(subject);
      if (!claimed.allowed) {
        throw new TooManyRequestsError(tooManyAttemptsMessage(claimed.retryAfterSeconds), claimed.retryAfterSeconds);
      }
    },

    /**
     * The secret was right: the account from this address starts afresh, and the account and the
     * address get this attempt back (their other attempts still count, so a guesser's run
     * against the account is not wiped out by the owner signing in).
     */
    async succeeded(subject: SecretSubject): Promise<void> {
      const keys = keysOf(subject);
      const pair = keys.filter((k) => k.key.startsWith('pair:')).map((k) => k.key);
      await db.deleteFrom('secret_attempts').where('key', 'in', pair).execute();
      for (const { key, rule } of keys.filter((k) => !k.key.startsWith('pair:'))) {
        const fewer = sql<number>`greatest(attempts - 1, 0)`;
        await sql`update secret_attempts
          set attempts = ${fewer}, blocked_until = ${blockedUntil(sql<Date>`last_at`, fewer, rule)}
          where key = ${key}`.execute(db);
      }
    },
  };
}

export type SecretThrottle = ReturnType<typeof secretThrottle>;

/**
 * "Too many attempts" with the wait in words.
 *
 * @example
 * tooManyAttemptsMessage(8); // 'Too many attempts. Try again in 8 seconds.'
 */
export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  return `Too many attempts. Try again in ${waitInWords(retryAfterSeconds)}.`;
}
