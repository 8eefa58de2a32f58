import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync, chmodSync } from 'node:fs';
import pino from 'pino';
import { buildApp } from './app';
import { DatabaseLockedError, openDatabase } from './db/connection';
import { migrateToLatest } from './db/migrate';
import { MoneySettingsError, moneyOptionsFromEnv } from './outbox/outbox-options';
import { paymentOptionsFromEnv, PaymentSettingsError } from './payments/payment-options';
import { repairOptionsFromEnv } from './repairs/repair-journey-options';
import { seedDemo } from './seed/index';
import { adminTokenPath, pgliteDir, readSettings, SettingsError } from './settings';
import { telemetryOptionsFromEnv, TelemetrySettingsError } from './telemetry/telemetry-options';

const log = pino({ name: 'gateway' });

/**
 * Starts the reference gateway: reads the environment, opens the database (PGlite in
 * ./data/pglite, or DATABASE_URL), migrates, seeds the demo residents when missing (never with
 * NODE_ENV=production), writes the admin token, listens, and closes everything cleanly on SIGINT
 * or SIGTERM.
 */
async function main(): Promise<void> {
  const settings = readSettings(process.env);
  const payments = paymentOptionsFromEnv(process.env);
  const telemetry = telemetryOptionsFromEnv(process.env);
  const database = await openDatabase({
    databaseUrl: settings.databaseUrl,
    dataDir: pgliteDir(settings.dataDir),
    onIdleConnectionError: (error) =>
      log.warn({ err: error }, 'PostgreSQL dropped an idle connection; the next query opens a new one'),
  });
  let closing = false;
  try {
    const applied = await migrateToLatest(database.db);
    if (applied.length > 0) log.info({ migrations: applied }, `Applied ${applied.length} migration(s)`);
    if (process.env.NODE_ENV === 'production') {
      log.info('NODE_ENV=production: the demo residents are not seeded');
    } else {
      const seed = await seedDemo(database.db);
      if (seed.seeded) {
        const rows = Object.values(seed.counts).reduce((sum, n) => sum + n, 0);
        log.info({ counts: seed.counts }, `Seeded the demo residents (${rows} rows)`);
      }
    }

    const adminToken = settings.adminToken ?? writeAdminToken(settings.dataDir);
    const app = await buildApp({
      database,
      subscriptionKey: settings.subscriptionKey,
      staticDir: settings.staticDir,
      logger: { level: settings.logLevel },
      adminToken,
      portalConfig: settings.portalConfig,
      publicOrigin: settings.publicOrigin,
      trustProxy: settings.trustProxy,
      identity: { sessionMaxHours: settings.sessionMaxHours },
      repairs: repairOptionsFromEnv(process.env),
      money: moneyOptionsFromEnv(process.env),
      payments,
      telemetry,
    });

    const shutdown = async (signal: string) => {
      if (closing) {
        log.warn(`${signal} again: exiting without waiting`);
        process.exit(1);
      }
      closing = true;
      log.info(`${signal} received: closing the gateway and the database`);
      await app.close();
      await database.close();
      process.exit(0);
    };
    process.on('SIGINT', () => void shutdown('SIGINT'));
    process.on('SIGTERM', () => void shutdown('SIGTERM'));

    await app.listen({ port: settings.port, host: settings.host });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : settings.port;
    log.info(
      `Reference gateway ready on http://localhost:${port} (API /api, docs /docs, portal /) — database: ${database.kind} ${database.location}`,
    );
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
}

/** A fresh random admin token, readable only by this user, for `npm run config` to find. */
function writeAdminToken(dataDir: string): string {
  const token = randomBytes(24).toString('base64url');
  mkdirSync(dataDir, { recursive: true });
  const path = adminTokenPath(dataDir);
  writeFileSync(path, `${token}\n`, { mode: 0o600 });
  chmodSync(path, 0o600);
  return token;
}

main().catch((error: unknown) => {
  if (
    error instanceof SettingsError ||
    error instanceof DatabaseLockedError ||
    error instanceof MoneySettingsError ||
    error instanceof PaymentSettingsError ||
    error instanceof TelemetrySettingsError
  ) {
    log.error(error.message);
  } else if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    log.error(`The port is already in use (${(error as Error).message}); stop the other server or set PORT.`);
  } else {
    log.error({ err: error }, 'The gateway could not start');
  }
  process.exit(1);
});
