import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type Provider from 'oidc-provider';
import type { Database } from '../db/tables';
import type { Clock } from '../common/clock';
import { codeRedeemer, type RedeemedCode } from './code-redemption';
import { gatewaySessions, type GatewaySessionOptions, type GatewaySessions } from './gateway-sessions';
import { knownDevices, type KnownDevices } from './known-device';
import { createIdentityProvider, issuerFor } from './provider';
import { secretThrottle, type SecretThrottle } from './secret-throttle';
import { loadIdentityKeys, type IdentityKeys } from './stored-keys';

export interface Identity {
  issuer: string;
  provider: Provider;
  keys: IdentityKeys;
  sessions: GatewaySessions;
  /** The one throttle in front of every check of a secret. */
  throttle: SecretThrottle;
  devices: KnownDevices;
  /**
   * A per-process secret the gateway's own code redemption sends to the provider's token
   * endpoint in process: those calls were throttled already (POST /api/auth/token), so the
   * provider's throttle lets them through. No client can know it.
   */
  inProcessKey: string;
  redeem(input: { code: string; state: string; codeVerifier: string; redirectUri: string }): Promise<RedeemedCode>;
}

export interface IdentityOptions extends GatewaySessionOptions {
  /** Where the throttle and registration codes read the time. */
  clock: Clock;
}

/**
 * The sign-in machinery of one gateway: keys from the database (made on first start), the
 * embedded provider at `${publicOrigin}/idp`, gateway sessions, the secret throttle, known
 * devices and the code redeemer.
 */
export async function createIdentity(
  app: FastifyInstance,
  db: Kysely<Database>,
  publicOrigin: string,
  options: IdentityOptions,
): Promise<Identity> {
  const keys = await loadIdentityKeys(db);
  const issuer = issuerFor(publicOrigin);
  const inProcessKey = randomBytes(24).toString('base64url');
  return {
    issuer,
    keys,
    provider: createIdentityProvider({ db, publicOrigin, keys }),
    sessions: gatewaySessions(db, keys.accessTokenKey, options),
    throttle: secretThrottle(db, options.clock),
    devices: knownDevices(keys.cookieKeys[0] ?? '', new URL(publicOrigin).protocol === 'https:'),
    inProcessKey,
    redeem: codeRedeemer(app, issuer, keys.providerJwks, inProcessKey),
  };
}
