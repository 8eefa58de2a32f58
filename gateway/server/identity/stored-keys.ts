import { randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';

/** The keys of the sign-in machinery, made on first start and kept in identity_keys (migration 0003). */
export interface IdentityKeys {
  /** Private JWKS the provider signs id tokens with (RS256). */
  providerJwks: { keys: JWK[] };
  /** Keys the provider signs its cookies with (newest first). */
  cookieKeys: string[];
  /** Private key (ES256 JWK) the gateway signs its access tokens with. */
  accessTokenKey: JWK;
}

/**
 * Loads the identity keys from the database, creating any that are missing. Two processes
 * starting at once agree: the insert does nothing on conflict and the stored value is read back.
 */
export async function loadIdentityKeys(db: Kysely<Database>): Promise<IdentityKeys> {
  const providerJwks = await loadOrCreate(db, 'provider-jwks', async () => ({
    keys: [await privateJwk('RS256', 'sig')],
  }));
  const cookieKeys = await loadOrCreate(db, 'provider-cookie-keys', async () => [
    randomBytes(32).toString('base64url'),
  ]);
  const accessTokenKey = await loadOrCreate(db, 'gateway-access-token-key', () => privateJwk('ES256', 'sig'));
  return { providerJwks, cookieKeys, accessTokenKey };
}

async function privateJwk(alg: 'RS256' | 'ES256', use: string): Promise<JWK> {
  const { privateKey } = await generateKeyPair(alg, { extractable: true });
  const jwk = await exportJWK(privateKey);
  return { ...jwk, alg, use, kid: randomBytes(12).toString('base64url') };
}

async function loadOrCreate<T>(db: Kysely<Database>, name: string, make: () => Promise<T>): Promise<T> {
  const existing = await db.selectFrom('identity_keys').select('value').where('name', '=', name).executeTakeFirst();
  if (existing) return existing.value as T;
  await db
    .insertInto('identity_keys')
    .values({ name, value: JSON.stringify(await make()) })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const stored = await db
    .selectFrom('identity_keys')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return stored.value as T;
}
