import type { Kysely } from 'kysely';
import type { Database } from '../../gateway/server/db/tables';

/** The identifiers of one customer's things, by kind, read from the database. */
export interface CustomerIds {
  customer: string[];
  account: string[];
  tenancy: string[];
  workOrder: string[];
  case: string[];
  caseActivity: string[];
  communication: string[];
  document: string[];
  statement: string[];
  serviceRequest: string[];
  /** The customer's homes (premises): the assets of their tenancies. */
  premises: string[];
}

export async function customerIds(db: Kysely<Database>, customerId: string): Promise<CustomerIds> {
  const ids = async (
    table: 'accounts' | 'tenancies' | 'work_orders' | 'cases' | 'communications' | 'documents' | 'service_requests',
  ) => (await db.selectFrom(table).select('id').where('customer_id', '=', customerId).execute()).map((r) => r.id);
  const caseIds = await ids('cases');
  return {
    customer: [customerId],
    account: await ids('accounts'),
    tenancy: await ids('tenancies'),
    workOrder: await ids('work_orders'),
    case: caseIds,
    caseActivity:
      caseIds.length === 0
        ? []
        : (await db.selectFrom('case_activities').select('id').where('case_id', 'in', caseIds).execute()).map(
            (r) => r.id,
          ),
    communication: await ids('communications'),
    document: await ids('documents'),
    statement: (
      await db.selectFrom('statement_documents').select('id').where('customer_id', '=', customerId).execute()
    ).map((r) => r.id),
    serviceRequest: await ids('service_requests'),
    premises: (
      await db.selectFrom('tenancies').select('premises_id').where('customer_id', '=', customerId).execute()
    ).map((r) => r.premises_id),
  };
}

/**
 * What identifies the customers other than `ownerId` in an answer: their customer ids, emails,
 * full names, account ids and payment references (account numbers), and the ids of their repairs,
 * cases, messages and tenancies. Values the owner shares (a common building) are left out.
 */
export async function otherCustomersIdentifiers(db: Kysely<Database>, ownerId: string): Promise<Set<string>> {
  const values = new Set<string>();
  const customers = await db
    .selectFrom('customers')
    .select(['id', 'email', 'given_name', 'surname'])
    .where('id', '!=', ownerId)
    .execute();
  for (const c of customers) {
    values.add(c.id);
    if (c.email) values.add(c.email);
    if (c.given_name && c.surname) values.add(`${c.given_name} ${c.surname}`);
  }
  const accounts = await db
    .selectFrom('accounts')
    .select(['id', 'payment_reference'])
    .where('customer_id', '!=', ownerId)
    .execute();
  for (const a of accounts) values.add(a.id).add(a.payment_reference);
  for (const table of ['work_orders', 'cases', 'communications', 'tenancies'] as const) {
    const rows = await db.selectFrom(table).select('id').where('customer_id', '!=', ownerId).execute();
    for (const row of rows) values.add(row.id);
  }
  const own = await customerIds(db, ownerId);
  for (const value of Object.values(own).flat()) values.delete(value);
  return values;
}

/**
 * The identifying values of other customers that an answer holds and its request did not (a
 * refused request may name the identifier it was given).
 */
export function leakedValues(identifiers: Set<string>, request: string, answer: string): string[] {
  const leaked: string[] = [];
  for (const value of identifiers) if (answer.includes(value) && !request.includes(value)) leaked.push(value);
  return leaked;
}
