import { randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../gateway/server/db/tables';
import { gatewaySessions } from '../../gateway/server/identity/gateway-sessions';
import { loadIdentityKeys } from '../../gateway/server/identity/stored-keys';
import { hashPassword } from '../../gateway/server/seed/password-hash';

const CHUNK = 1000;

/**
 * Gives every customer of a benchmark database a signed-in session and its access token, as the
 * token exchange would after a sign-in, without driving 10,000 sign-ins through the provider.
 * Synthetic customers get a login of their own (bench+<id>@example.invalid, a random password
 * nobody knows). Tokens last 10 minutes and the sessions 30 idle minutes: enough for one run.
 */
export async function mintBenchTokens(db: Kysely<Database>, customerIds: string[]): Promise<Map<string, string>> {
  const keys = await loadIdentityKeys(db);
  const sessions = gatewaySessions(db, keys.accessTokenKey);
  const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
  const tokens = new Map<string, string>();
  for (let i = 0; i < customerIds.length; i += CHUNK) {
    const chunk = customerIds.slice(i, i + CHUNK);
    await db
      .insertInto('resident_logins')
      .values(
        chunk.map((id) => ({
          id: `LGN-BENCH-${id}`,
          email: `bench+${id}@example.invalid`,
          customer_id: id,
          password_hash: passwordHash,
        })),
      )
      .onConflict((conflict) => conflict.doNothing())
      .execute();
    const logins = await db
      .selectFrom('resident_logins')
      .select(['id', 'customer_id'])
      .where('customer_id', 'in', chunk)
      // Every row matched a customer id of the chunk.
      .$narrowType<{ customer_id: string }>()
      .execute();
    const callers = logins.map((login) => ({
      sessionId: randomUUID(),
      customerId: login.customer_id,
      loginId: login.id,
    }));
    await db
      .insertInto('gateway_sessions')
      .values(callers.map((c) => ({ id: c.sessionId, customer_id: c.customerId, login_id: c.loginId })))
      .execute();
    for (const caller of callers) tokens.set(caller.customerId, await sessions.sign(caller));
  }
  return tokens;
}
