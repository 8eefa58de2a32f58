import { join, resolve } from 'node:path';
import { portalConfigFromEnv, type PortalConfig } from './portal-config';

/**
 * The subscription key of local development. The portal reads the key from /portal-config.json,
 * so nothing else needs it; production sets GATEWAY_SUBSCRIPTION_KEY (start-up refuses otherwise).
 */
export const DEFAULT_SUBSCRIPTION_KEY = 'local-development-subscription-key';
export const DEFAULT_PORT = 8080;

export interface GatewaySettings {
  port: number;
  host: string;
  /** postgres://... to use a PostgreSQL server; otherwise PGlite in dataDir/pglite. */
  databaseUrl: string | undefined;
  dataDir: string;
  subscriptionKey: string;
  /** Fixed admin token; otherwise a random one is written to dataDir/admin-token at start. */
  adminToken: string | undefined;
  staticDir: string;
  logLevel: string;
  portalConfig: Partial<PortalConfig>;
  /** The origin residents reach the gateway on (PUBLIC_ORIGIN); the provider's issuer is origin + /idp. */
  publicOrigin: string;
  /**
   * TRUST_PROXY: which load balancers' X-Forwarded-For to believe, so the client address (login
   * throttling per address, logs) is the resident's and not the balancer's: the balancers'
   * addresses or CIDR ranges separated by commas, or `true` (any); unset: none (the socket's address).
   */
  trustProxy: boolean | string | undefined;
  /** SESSION_MAX_HOURS: hours a resident's session lasts from sign-in, however often it is refreshed. */
  sessionMaxHours: number | undefined;
}

export class SettingsError extends Error {}

/** Reads the gateway's settings from the environment (see gateway/server/README.md). */
export function readSettings(env: NodeJS.ProcessEnv): GatewaySettings {
  const port = env.PORT ? Number(env.PORT) : DEFAULT_PORT;
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new SettingsError(`PORT must be a whole number from 0 to 65535 (got "${env.PORT}").`);
  }
  const subscriptionKey = env.GATEWAY_SUBSCRIPTION_KEY?.trim() || DEFAULT_SUBSCRIPTION_KEY;
  if (env.NODE_ENV === 'production' && subscriptionKey === DEFAULT_SUBSCRIPTION_KEY) {
    throw new SettingsError(
      'Set GATEWAY_SUBSCRIPTION_KEY: the local development key is refused when NODE_ENV=production.',
    );
  }
  return {
    port,
    host: env.HOST?.trim() || '0.0.0.0',
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    dataDir: resolve(env.DATA_DIR?.trim() || 'data'),
    subscriptionKey,
    adminToken: env.ADMIN_TOKEN?.trim() || undefined,
    staticDir: resolve(env.STATIC_DIR?.trim() || 'dist'),
    logLevel: env.LOG_LEVEL?.trim() || 'info',
    portalConfig: portalConfigFromEnv(env),
    publicOrigin: publicOriginFrom(env.PUBLIC_ORIGIN, port),
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    sessionMaxHours: sessionMaxHoursFrom(env.SESSION_MAX_HOURS),
  };
}

function sessionMaxHoursFrom(value: string | undefined): number | undefined {
  const text = value?.trim() ?? '';
  if (text === '') return undefined;
  const hours = Number(text);
  if (!Number.isFinite(hours) || hours < 0.5 || hours > 24 * 30) {
    throw new SettingsError(`SESSION_MAX_HOURS must be a number of hours from 0.5 to 720 (got "${value}").`);
  }
  return hours;
}

function trustProxyFrom(value: string | undefined): GatewaySettings['trustProxy'] {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return undefined;
  if (text === 'true') return true;
  return text;
}

function publicOriginFrom(value: string | undefined, port: number): string {
  const origin = value?.trim() || `http://localhost:${port}`;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    throw new SettingsError(`PUBLIC_ORIGIN must be an origin such as https://portal.example.org (got "${value}").`);
  }
  if (!/^https?:$/.test(parsed.protocol) || parsed.pathname !== '/' || parsed.search || parsed.hash) {
    throw new SettingsError(`PUBLIC_ORIGIN must be an origin such as https://portal.example.org (got "${value}").`);
  }
  return parsed.origin;
}

/** Where the embedded database of a data folder lives. */
export function pgliteDir(dataDir: string): string {
  return join(dataDir, 'pglite');
}

/** Where the running gateway leaves its admin token for `npm run config`. */
export function adminTokenPath(dataDir: string): string {
  return join(dataDir, 'admin-token');
}
