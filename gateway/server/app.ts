import { resolve } from 'node:path';
import Fastify, { LogController, type FastifyInstance, type FastifySchema, type FastifyServerOptions } from 'fastify';
import type { Kysely } from 'kysely';
import type { DatabaseHandle } from './db/connection';
import type { Database } from './db/tables';
import { identityPlugin } from './identity/identity-plugin';
import { paymentSandboxPlugin } from './payment-sandbox/sandbox-plugin';
import { resolvePaymentOptions, type PaymentOptions } from './payments/payment-options';
import { createIdentity } from './identity/setup';
import { accessPlugin } from './plugins/access';
import { docsPlugin } from './plugins/docs';
import { errorsPlugin, frameworkErrorAnswer } from './plugins/errors';
import { portalPlugin } from './plugins/portal';
import {
  CORRELATION_LOG_LABEL,
  childLoggerFactory,
  correlationIdFor,
  requestContextPlugin,
} from './plugins/request-context';
import { responseValidationPlugin } from './plugins/response-validation';
import { cachingSerializerFactory } from './http/cached-serializers';
import { schemasPlugin, serializerOptions } from './plugins/schemas';
import { originOf, securityHeadersPlugin, securityHeadersSetter } from './plugins/security-headers';
import { storableTextPlugin } from './plugins/storable-text';
import { DEFAULT_PUBLIC_ORIGIN, resolvePortalConfig, type PortalConfig } from './portal-config';
import { systemClock } from './common/clock';
import { adminRoutes } from './routes/admin/index';
import { apiRoutes } from './routes/api';
import { healthRoutes } from './routes/health/index';
import { portalConfigRoutes } from './routes/portal-config/index';
import type { MoneyOptions } from './outbox/outbox-options';
import { outboxPlugin } from './outbox/outbox-plugin';
import type { RepairJourneyOptions } from './repairs/repair-journey-options';
import type { TelemetryOptions } from './telemetry/telemetry-options';

declare module 'fastify' {
  interface FastifyInstance {
    /** The gateway's database (Kysely over PGlite or PostgreSQL). */
    db: Kysely<Database>;
    /** Every route of the app, /api or not, in registration order (the security tests walk it). */
    routeList: RouteListEntry[];
  }
}

/** One route as registered: its methods, URL, schema and config. */
export interface RouteListEntry {
  methods: string[];
  url: string;
  schema: FastifySchema | undefined;
  config: unknown;
}

/** Logger settings: false for none, true for pino's defaults, or pino options (e.g. a stream). */
export type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

export interface AppOptions {
  /** An open, migrated database (gateway/server/db/connection.ts openDatabase). */
  database: DatabaseHandle;
  /** The key every /api call must send as Ocp-Apim-Subscription-Key. */
  subscriptionKey: string;
  /** Folder of the built portal; default ./dist. Without index.html there the API still works. */
  staticDir?: string;
  logger?: boolean | LoggerOptions;
  /** Bearer token of /admin; without one the admin endpoints refuse every call. */
  adminToken?: string;
  /** Overrides of the settings served as /portal-config.json. */
  portalConfig?: Partial<PortalConfig>;
  /** The origin residents reach the gateway on; the identity provider's issuer is origin + /idp. Default http://localhost:8080. */
  publicOrigin?: string;
  /** The repair journey's clock, job-number delay (default 3 s), draft sweep and media storage. */
  repairs?: RepairJourneyOptions;
  /** The outbox's mail server (SMTP URL; the log without one) and timing. */
  money?: MoneyOptions;
  /** Card payments: callback secret, client code, token lifetime, the sandbox and its settlement delay, clock. */
  payments?: PaymentOptions;
  /** Retention of the portal's error reports (default 90 days) and page views (30 days), and the pruning interval. */
  telemetry?: TelemetryOptions;
  /** Fastify's trustProxy: the load balancers whose X-Forwarded-For gives the client address (TRUST_PROXY). */
  trustProxy?: boolean | string;
  /** Sign-in: hours a gateway session lasts however often it is refreshed (SESSION_MAX_HOURS, default 12). */
  identity?: { sessionMaxHours?: number };
}

/** Largest request body accepted (413 beyond); media uploads of later issues set their own. */
const BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * Builds the reference gateway, ready to listen or to be called through `inject`: the API under
 * /api, the embedded identity provider under /idp, the payment-provider sandbox under
 * /payment-sandbox (unless turned off), Swagger UI at /docs (JSON at /docs/json), the admin endpoints under /admin,
 * /portal-config.json and the built portal with index.html for client routes.
 *
 * @example
 * const app = await buildApp({ database, subscriptionKey: 'local-dev-key', logger: false });
 * const res = await app.inject({ url: '/api/configuration/IsMediaEnabledSS',
 *   headers: { 'ocp-apim-subscription-key': 'local-dev-key' } });
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const publicOrigin = options.publicOrigin ?? DEFAULT_PUBLIC_ORIGIN;
  const portalConfig = resolvePortalConfig(options.subscriptionKey, options.portalConfig, publicOrigin);
  // One clock for the repair journey, money, the outbox and the secret throttle: a test fixes it once.
  const clock = options.repairs?.clock ?? systemClock;
  const payments = resolvePaymentOptions(options.payments ?? {}, clock);
  const connectOrigins = [originOf(portalConfig.gatewayBaseUrl), originOf(portalConfig.identityProvider.issuer)];
  const securityHeaders = {
    connectOrigins: connectOrigins.filter((o): o is string => !!o),
    paymentPageOrigin: originOf(portalConfig.payments.pageUrl),
  };
  const app = Fastify({
    logger: options.logger ?? false,
    genReqId: correlationIdFor,
    requestIdHeader: false,
    logController: new LogController({ requestIdLogLabel: CORRELATION_LOG_LABEL }),
    childLoggerFactory,
    bodyLimit: BODY_LIMIT_BYTES,
    serializerOpts: serializerOptions,
    schemaController: { compilersFactory: { buildSerializer: cachingSerializerFactory() } },
    trustProxy: options.trustProxy ?? false,
    // A URL that cannot be routed (/%zz) is refused before any hook: in our error body, with the security headers.
    frameworkErrors: frameworkErrorAnswer(securityHeadersSetter(securityHeaders)),
  });
  app.decorate('db', options.database.db);
  const routeList: RouteListEntry[] = [];
  app.decorate('routeList', routeList);
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat().map(String);
    routeList.push({ methods, url: route.url, schema: route.schema, config: route.config });
  });
  const identity = await createIdentity(app, options.database.db, publicOrigin, {
    clock,
    maxHours: options.identity?.sessionMaxHours,
  });

  await app.register(requestContextPlugin);
  // First among the hooks that may answer, so every answer carries the security headers.
  await app.register(securityHeadersPlugin, securityHeaders);
  await app.register(errorsPlugin);
  await app.register(schemasPlugin);
  await app.register(responseValidationPlugin);
  await app.register(storableTextPlugin);
  await app.register(accessPlugin, { db: options.database.db, authenticate: identity.sessions.authenticate });
  await app.register(docsPlugin);
  // The outbox worker sends e-mails queued by the API (custom statements) in the background.
  await app.register(outboxPlugin, { clock, ...options.money });

  await app.register(apiRoutes, {
    prefix: '/api',
    subscriptionKey: options.subscriptionKey,
    auth: identity,
    repairs: options.repairs,
    payments,
    telemetry: options.telemetry,
  });
  await app.register(identityPlugin, {
    db: options.database.db,
    identity,
    clock,
    publicOrigin,
    mail: { sender: app.outbox.sender, contactPhone: portalConfig.contact.phoneNumber },
  });
  if (payments.sandbox) {
    await app.register(paymentSandboxPlugin, {
      db: options.database.db,
      clock: payments.clock,
      callbackSecret: payments.callbackSecret,
      clientCode: payments.clientCode,
      portalOrigin: publicOrigin,
      settleMs: payments.sandboxSettleMs,
      // Server to server through the callback route, its subscription key and its signature check.
      deliver: async (rawBody, signature) =>
        (
          await app.inject({
            method: 'POST',
            url: '/api/payments/callback',
            headers: {
              'content-type': 'application/json',
              'ocp-apim-subscription-key': options.subscriptionKey,
              'payment-signature': signature,
            },
            payload: rawBody,
          })
        ).statusCode,
    });
  }
  await app.register(adminRoutes, {
    prefix: '/admin',
    adminToken: options.adminToken,
    throttle: identity.throttle,
    dumpEmbedded: options.database.dumpEmbedded,
  });
  await app.register(portalConfigRoutes, { config: portalConfig });
  await app.register(healthRoutes, { db: options.database.db });
  await app.register(portalPlugin, { staticDir: resolve(options.staticDir ?? 'dist') });

  await app.ready();
  return app;
}
