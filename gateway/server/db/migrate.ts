import type { Kysely } from 'kysely';
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import * as m0001 from './migrations/0001-initial';
import * as m0002 from './migrations/0002-resident-logins';
import * as m0003 from './migrations/0003-identity';
import * as m0004 from './migrations/0004-service-request-numbers';
import * as m0005 from './migrations/0005-work-order-search';
import * as m0006 from './migrations/0006-repair-journey';
import * as m0007 from './migrations/0007-cases';
import * as m0008 from './migrations/0008-money';
import * as m0009 from './migrations/0009-payments';
import * as m0010 from './migrations/0010-telemetry';
import * as m0011 from './migrations/0011-sandbox-event-claims';
import * as m0012 from './migrations/0012-work-order-references';
import * as m0013 from './migrations/0013-secret-throttle';
import * as m0014 from './migrations/0014-logins-without-customer';
import * as m0015 from './migrations/0015-work-order-question-lines';

/**
 * Versioned migrations, applied in name order and recorded by Kysely in kysely_migration.
 * A new migration is a new numbered file in migrations/ added to this list; applied ones are
 * never edited.
 */
const migrations: Record<string, Migration> = {
  '0001-initial': m0001,
  '0002-resident-logins': m0002,
  '0003-identity': m0003,
  '0004-service-request-numbers': m0004,
  '0005-work-order-search': m0005,
  '0006-repair-journey': m0006,
  '0007-cases': m0007,
  '0008-money': m0008,
  '0009-payments': m0009,
  '0010-telemetry': m0010,
  '0011-sandbox-event-claims': m0011,
  '0012-work-order-references': m0012,
  '0013-secret-throttle': m0013,
  '0014-logins-without-customer': m0014,
  '0015-work-order-question-lines': m0015,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export class MigrationError extends Error {}

export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new MigrationError(`Migration ${failed} failed: ${String((error as Error).message ?? error)}`, {
      cause: error,
    });
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
