import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type Provider from 'oidc-provider';
import type { Database } from '../db/tables';
import { codeRedeemer, type RedeemedCode } from './code-redemption';
import { gatewaySessions, type GatewaySessions } from './gateway-sessions';
import { createIdentityProvider, issuerFor } from './provider';
import { loadIdentityKeys, type IdentityKeys } from './stored-keys';

export interface Identity {
  issuer: string;
  provider: Provider;
  keys: IdentityKeys;
  sessions: GatewaySessions;
  redeem(input: { code: string; state: string; codeVerifier: string; redirectUri: string }): Promise<RedeemedCode>;
}

/**
 * The sign-in machinery of one gateway: keys from the database (made on first start), the
 * embedded provider at `${publicOrigin}/idp`, gateway sessions and the code redeemer.
 */
export async function createIdentity(
  app: FastifyInstance,
  db: Kysely<Database>,
  publicOrigin: string,
): Promise<Identity> {
  const keys = await loadIdentityKeys(db);
  const issuer = issuerFor(publicOrigin);
  return {
    issuer,
    keys,
    provider: createIdentityProvider({ db, publicOrigin, keys }),
    sessions: gatewaySessions(db, keys.accessTokenKey),
    redeem: codeRedeemer(app, issuer, keys.providerJwks),
  };
}
