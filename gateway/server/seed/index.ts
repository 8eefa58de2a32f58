import { type Insertable, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/tables';
import { accountSeed } from './accounts';
import { ASSOCIATES } from './associates';
import { caseActivities, cases, complianceRecords } from './cases';
import { CONFIGURATION_VALUES } from './configuration';
import { CONTRACTORS } from './contractors';
import { SeedCalendar } from './dates';
import { documents } from './documents';
import { messages } from './messages';
import { hashPassword } from './password-hash';
import { customers, LOGIN_CUSTOMERS, loginIdOf, tenancies } from './people';
import { DEMO_PASSWORD, NO_CUSTOMER_LOGIN } from './personas';
import { PLACES } from './places';
import { referenceData } from './reference-data';
import { COMMUNAL_REPAIR_REASONS } from './repair-reasons-communal';
import { HOME_REPAIR_REASONS } from './repair-reasons-home';
import { buildWorkOrder } from './work-order-builder';
import { amaraWorkOrders } from './work-orders-amara';
import { benWorkOrders, chloeWorkOrders, devWorkOrders, fayeWorkOrders } from './work-orders-others';

export { PERSONA, DEMO_PASSWORD, ORGANISATION_NAME } from './personas';

/** The seed_runs row that marks the demo residents as seeded. */
export const DEMO_SEED_NAME = 'demo-residents';

/** Thrown instead of seeding a production database with the demo password. */
export class SeedRefusedError extends Error {}

export interface SeedDemoOptions {
  /** The day the demo's relative dates count from; default now. */
  today?: Date;
}

export interface SeedDemoResult {
  /** False when the demo residents were already there and nothing was changed. */
  seeded: boolean;
  /** Rows written per table (empty when nothing was seeded). */
  counts: Record<string, number>;
}

/** Insert batches stay well under PostgreSQL's 65,535 bind parameters. */
const BATCH_ROWS = 500;

/**
 * Seeds the six demo residents (docs/demo-residents.md), their homes, accounts, repairs,
 * messages and cases, the login with no customer record (nobody@example.org), the feature
 * toggles and the reference data, with every date relative to `today`.
 *
 * Idempotent: the run is recorded in seed_runs and a second call changes nothing. It runs in
 * one transaction, so a failure leaves no partial data, and two processes seeding at once
 * cannot both write. Refuses with {@link SeedRefusedError} when NODE_ENV is production,
 * because the demo logins share a published password.
 *
 * @example
 * const { seeded } = await seedDemo(db); // true on an empty database, false afterwards
 */
export async function seedDemo(db: Kysely<Database>, options: SeedDemoOptions = {}): Promise<SeedDemoResult> {
  if (process.env.NODE_ENV === 'production') {
    throw new SeedRefusedError(
      'Refusing to seed the demo residents while NODE_ENV=production: their logins share the published demo password. ' +
        'Seed a development or test database instead.',
    );
  }
  const calendar = new SeedCalendar(options.today ?? new Date());
  // Hash outside the transaction: scrypt is slow on purpose, and the hashes do not depend on the data.
  // One for each resident's login and one for the login with no customer record.
  const passwordHashes = await Promise.all(
    [...LOGIN_CUSTOMERS, NO_CUSTOMER_LOGIN].map(() => hashPassword(DEMO_PASSWORD)),
  );
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('seed_runs')
      .values({
        name: DEMO_SEED_NAME,
        seeded_on: calendar.date(0),
        details: JSON.stringify({ today: calendar.now.toISO() }),
      })
      .onConflict((oc) => oc.column('name').doNothing())
      .returning('name')
      .executeTakeFirst();
    if (!claimed) return { seeded: false, counts: {} };
    const counts = await writeDemo(trx, calendar, passwordHashes);
    await trx
      .updateTable('seed_runs')
      .set({ details: JSON.stringify({ today: calendar.now.toISO(), counts }) })
      .where('name', '=', DEMO_SEED_NAME)
      .execute();
    return { seeded: true, counts };
  });
}

async function writeDemo(trx: Transaction<Database>, calendar: SeedCalendar, passwordHashes: string[]) {
  const counts: Record<string, number> = {};
  async function insert<T extends keyof Database & string>(table: T, rows: Insertable<Database[T]>[]) {
    for (let i = 0; i < rows.length; i += BATCH_ROWS) {
      await trx
        .insertInto(table)
        .values(rows.slice(i, i + BATCH_ROWS) as never)
        .execute();
    }
    counts[table] = (counts[table] ?? 0) + rows.length;
  }

  await insert('configuration_values', CONFIGURATION_VALUES);
  await insert('reference_data', referenceData());
  await insert('repair_reasons', [...HOME_REPAIR_REASONS, ...COMMUNAL_REPAIR_REASONS]);
  await insert('contractors', CONTRACTORS);
  await insert('assets', PLACES);
  await insert('asset_associates', ASSOCIATES);
  await insert('customers', customers(calendar));
  await insert('tenancies', tenancies(calendar));
  await insert('resident_logins', [
    ...LOGIN_CUSTOMERS.map((persona, i) => ({
      id: loginIdOf(persona.customerId),
      email: persona.email,
      customer_id: persona.customerId,
      password_hash: passwordHashes[i] as string,
    })),
    {
      id: NO_CUSTOMER_LOGIN.loginId,
      email: NO_CUSTOMER_LOGIN.email,
      customer_id: null,
      password_hash: passwordHashes[LOGIN_CUSTOMERS.length] as string,
    },
  ]);
  const money = accountSeed(calendar);
  await insert('accounts', money.accounts);
  await insert('transactions', money.transactions);
  await insert('statement_documents', money.statements);

  const workOrders = [
    ...amaraWorkOrders(calendar),
    ...benWorkOrders(calendar),
    ...chloeWorkOrders(calendar),
    ...devWorkOrders(calendar),
    ...fayeWorkOrders(calendar),
  ].map(buildWorkOrder);
  // Originals before the recalls that point at them.
  workOrders.sort(
    (a, b) => Number(a.row.original_work_order_id != null) - Number(b.row.original_work_order_id != null),
  );
  await insert(
    'work_orders',
    workOrders.map((w) => w.row),
  );
  await insert(
    'work_order_history',
    workOrders.flatMap((w) => w.history),
  );
  await insert('documents', documents(calendar));
  await insert('communications', messages(calendar));
  await insert('cases', cases(calendar));
  await insert('case_activities', caseActivities(calendar));
  await insert('compliance_records', complianceRecords(calendar));
  return counts;
}
