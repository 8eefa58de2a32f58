import { sql, type Kysely, type Selectable } from 'kysely';
import type { Customer, CustomerUpdate, TelecomsAddress } from '../../../schemas/generated/types';
import type { CustomersTable, Database } from '../db/tables';
import { newEtag } from '../http/etag';
import { listTenancySummaries } from './tenancy-repository';

type CustomerRow = Omit<Selectable<CustomersTable>, 'date_of_birth' | 'created_at' | 'updated_at'> & {
  date_of_birth: string | null;
};

/** The outcome of a conditional update: the saved customer, or why nothing was written. */
export type CustomerUpdateOutcome =
  { outcome: 'updated'; customer: Customer } | { outcome: 'stale' } | { outcome: 'missing' };

const COLUMNS = [
  'id',
  'title',
  'given_name',
  'surname',
  'email',
  'mobile_phone',
  'home_phone',
  'work_phone',
  'etag',
  sql<string | null>`to_char(date_of_birth, 'YYYY-MM-DD')`.as('date_of_birth'),
] as const;

/** A customer with contact details, eTag and every tenancy summary; undefined when unknown. */
export async function findCustomer(db: Kysely<Database>, id: string): Promise<Customer | undefined> {
  const row = await db.selectFrom('customers').select(COLUMNS).where('id', '=', id).executeTakeFirst();
  return row ? toCustomer(db, row) : undefined;
}

/**
 * Replaces a customer's contact details in ONE conditional statement
 * (`UPDATE ... WHERE id = $1 AND etag IN (...)`), with a new random eTag. `expected` lists the
 * accepted current eTags (every spelling of the If-Match tags) or '*' for any version, so a
 * concurrent change can never be overwritten: the losing writer gets 'stale'.
 */
export async function updateCustomerContacts(
  db: Kysely<Database>,
  id: string,
  update: CustomerUpdate,
  expected: '*' | string[],
): Promise<CustomerUpdateOutcome> {
  let query = db
    .updateTable('customers')
    .set({
      email: update.emailAddress,
      mobile_phone: update.mobilePhone,
      home_phone: update.homePhone ?? null,
      work_phone: update.workPhone ?? null,
      etag: newEtag(),
      updated_at: sql`now()`,
    })
    .where('id', '=', id);
  if (expected !== '*') query = query.where('etag', 'in', expected.length > 0 ? expected : ['']);
  const row = await query.returning(COLUMNS).executeTakeFirst();
  if (row) return { outcome: 'updated', customer: await toCustomer(db, row) };
  const exists = await db.selectFrom('customers').select('id').where('id', '=', id).executeTakeFirst();
  return exists ? { outcome: 'stale' } : { outcome: 'missing' };
}

async function toCustomer(db: Kysely<Database>, row: CustomerRow): Promise<Customer> {
  const phones: TelecomsAddress[] = [];
  if (row.mobile_phone) phones.push({ telecomsAddressType: 'mobilePhone', number: row.mobile_phone });
  if (row.home_phone) phones.push({ telecomsAddressType: 'homePhone', number: row.home_phone });
  if (row.work_phone) phones.push({ telecomsAddressType: 'workPhone', number: row.work_phone });
  return {
    id: row.id,
    eTag: row.etag,
    person: {
      name: { title: row.title, givenName: row.given_name, surname: row.surname },
      dateOfBirth: row.date_of_birth,
    },
    addresses: {
      telecomsAddresses: phones,
      digitalAddresses: row.email ? [{ digitalAddressType: 'email', address: row.email }] : [],
    },
    tenanciesSummaries: await listTenancySummaries(db, row.id),
  };
}
