import { sql, type Kysely } from 'kysely';
import type { TenancyGroup, TenancyGroupName, TenancySummary } from '../../../schemas/generated/types';
import type { Database } from '../db/tables';

/** A date column as YYYY-MM-DD text, whatever the driver's time zone. */
export function isoDate(column: string) {
  return sql<string>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;
}

/**
 * A customer's tenancies as tenancy summaries, newest first. With activeOnly only current ones
 * (the portal only ever uses active tenancies).
 */
export async function listTenancySummaries(
  db: Kysely<Database>,
  customerId: string,
  options: { activeOnly?: boolean } = {},
): Promise<TenancySummary[]> {
  let query = db
    .selectFrom('tenancies')
    .select([
      'id',
      'tenancy_type',
      'premises_id',
      'payment_reference',
      'is_active',
      isoDate('start_date').as('start_date'),
      sql<string | null>`to_char(end_date, 'YYYY-MM-DD')`.as('end_date'),
    ])
    .where('customer_id', '=', customerId);
  if (options.activeOnly) query = query.where('is_active', '=', true);
  const rows = await query.orderBy('start_date', 'desc').orderBy('id').execute();
  return rows.map((row) => ({
    tenancyId: row.id,
    tenancyType: row.tenancy_type,
    tenancyStartDate: row.start_date,
    tenancyEndDate: row.end_date,
    premisesIds: [row.premises_id],
    paymentReference: row.payment_reference,
    statuses: [{ type: 'isTenancyActive', value: row.is_active }],
  }));
}

/**
 * The tenancy group record of a customer's tenancy of one premises: the active tenancy when
 * there is one, otherwise the most recent. Undefined when the customer has no tenancy there.
 */
export async function findTenancyGroup(
  db: Kysely<Database>,
  customerId: string,
  premisesId: string,
): Promise<TenancyGroup | undefined> {
  const row = await db
    .selectFrom('tenancies')
    .select(['id', 'tenancy_group'])
    .where('customer_id', '=', customerId)
    .where('premises_id', '=', premisesId)
    .orderBy('is_active', 'desc')
    .orderBy('start_date', 'desc')
    .executeTakeFirst();
  return row ? { tenancyIdentifier: row.id, tenancyGroup: row.tenancy_group as TenancyGroupName } : undefined;
}
