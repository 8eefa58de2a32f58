import { randomUUID } from 'node:crypto';
import { importJWK, jwtVerify, SignJWT, type JWK } from 'jose';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/tables';
import { UnauthorisedError } from '../http/errors';
import type { Caller } from '../plugins/access';

/** Lifetime of a gateway access token, and how long a session may sit idle before it is dead. */
export const ACCESS_TOKEN_SECONDS = 10 * 60;
export const SESSION_IDLE_MINUTES = 30;
/**
 * How long a session lasts from sign-in however often it is refreshed (SESSION_MAX_HOURS): after
 * it the resident signs in again, so a token taken from a device cannot be kept alive for ever.
 */
export const DEFAULT_SESSION_MAX_HOURS = 12;

export interface GatewaySessionOptions {
  /** Hours from sign-in after which a session ends, refreshed or not (default 12). */
  maxHours?: number;
}
/** How stale a session's last-seen time may get before a call refreshes it. */
const TOUCH_AFTER_SECONDS = 60;
const TOKEN_ISSUER = 'resident-portal-gateway';
const TOKEN_AUDIENCE = 'resident-portal-api';
const ALGORITHM = 'ES256';

/** The answer of the token exchange and of refresh (the contract's shape). */
export interface SessionToken {
  customerId: string;
  accessToken: string;
  tokenType: 'Bearer';
  expiresIn: number;
  sessionId: string;
}

/**
 * The gateway's own sessions and short-lived access tokens (ES256 JWTs signed with the key kept
 * in identity_keys). A token is only good while its session is live: not ended by logout or by a
 * change of the login's password or sign-in email, used within the last 30 minutes, and opened
 * less than `maxHours` ago.
 */
export function gatewaySessions(db: Kysely<Database>, privateJwk: JWK, options: GatewaySessionOptions = {}) {
  const maxHours = options.maxHours ?? DEFAULT_SESSION_MAX_HOURS;
  const keys = (async () => {
    const { d: _private, ...publicJwk } = privateJwk;
    return { signing: await importJWK(privateJwk, ALGORITHM), verifying: await importJWK(publicJwk, ALGORITHM) };
  })();

  /** Signs a token for a session; `expiresAt` (seconds since 1970) only differs in tests. */
  const sign = async (caller: Caller, expiresAt = Math.floor(Date.now() / 1000) + ACCESS_TOKEN_SECONDS) => {
    const accessToken = await new SignJWT({ sid: caller.sessionId, lid: caller.loginId })
      .setProtectedHeader({ alg: ALGORITHM, kid: privateJwk.kid })
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setSubject(caller.customerId)
      .setIssuedAt()
      .setJti(randomUUID())
      .setExpirationTime(expiresAt)
      .sign((await keys).signing);
    return accessToken;
  };

  const tokenFor = async (caller: Caller): Promise<SessionToken> => ({
    customerId: caller.customerId,
    accessToken: await sign(caller),
    tokenType: 'Bearer',
    expiresIn: ACCESS_TOKEN_SECONDS,
    sessionId: caller.sessionId,
  });

  return {
    sign,

    /** Opens a session for a resident's login and answers its first token. */
    async open(loginId: string, customerId: string): Promise<SessionToken> {
      const sessionId = randomUUID();
      await db
        .insertInto('gateway_sessions')
        .values({ id: sessionId, customer_id: customerId, login_id: loginId })
        .execute();
      return tokenFor({ sessionId, customerId, loginId });
    },

    /** A new token for the caller's live session. */
    refresh: (caller: Caller) => tokenFor(caller),

    /**
     * The caller a request's Authorization header names, marking its session as used; 401 when
     * the header is missing, the token is invalid or expired, or its session has ended.
     */
    async authenticate(authorization: string | undefined): Promise<Caller> {
      const token = /^Bearer ([A-Za-z0-9._~+/=-]+)$/i.exec(authorization?.trim() ?? '')?.[1];
      if (!token) throw new UnauthorisedError('Sign in first: send your access token as Authorization: Bearer.');
      let claims;
      try {
        ({ payload: claims } = await jwtVerify(token, (await keys).verifying, {
          issuer: TOKEN_ISSUER,
          audience: TOKEN_AUDIENCE,
          algorithms: [ALGORITHM],
        }));
      } catch {
        throw new UnauthorisedError('Your access token is not valid or has expired. Sign in again.');
      }
      const sessionId = typeof claims.sid === 'string' ? claims.sid : '';
      const live = await db
        .selectFrom('gateway_sessions')
        .select(['customer_id', 'login_id'])
        .select(sql<boolean>`last_seen_at < now() - make_interval(secs => ${TOUCH_AFTER_SECONDS})`.as('due'))
        .where('id', '=', sessionId)
        .where('customer_id', '=', claims.sub ?? '')
        .where('ended_at', 'is', null)
        .where('last_seen_at', '>', sql<Date>`now() - make_interval(mins => ${SESSION_IDLE_MINUTES})`)
        .where('created_at', '>', sql<Date>`now() - make_interval(secs => ${Math.round(maxHours * 3600)})`)
        .executeTakeFirst();
      if (!live) throw new UnauthorisedError('Your session has ended. Sign in again.');
      // The idle rule counts minutes, so a read need not write: the session is marked as used at
      // most once a minute, which keeps a busy resident's calls to one cheap look-up each.
      if (live.due) {
        await db
          .updateTable('gateway_sessions')
          .set({ last_seen_at: new Date() })
          .where('id', '=', sessionId)
          .execute();
      }
      return { sessionId, customerId: live.customer_id, loginId: live.login_id };
    },

    /** Ends a session (logout). */
    async end(sessionId: string): Promise<void> {
      await db.updateTable('gateway_sessions').set({ ended_at: new Date() }).where('id', '=', sessionId).execute();
    },
  };
}

/**
 * Ends every live gateway session of a login: after its password or sign-in email changed, a
 * session opened with the old ones (on a lost phone, a shared computer) answers 401 at its next
 * call.
 */
export async function endLoginSessions(db: Kysely<Database>, loginId: string): Promise<void> {
  await db
    .updateTable('gateway_sessions')
    .set({ ended_at: new Date() })
    .where('login_id', '=', loginId)
    .where('ended_at', 'is', null)
    .execute();
}

export type GatewaySessions = ReturnType<typeof gatewaySessions>;
