import { sql, type Kysely } from 'kysely';
import type { FinancialReferral, ServiceRequest } from '../../../schemas/generated/types';
import type { Database } from '../db/tables';

/**
 * Stores a service request with the next identifier (SR- and six digits) and the payload exactly
 * as sent; answers the identifier.
 *
 * @example
 * await createServiceRequest(db, { customerId, accountId, type: 'financialinclusionenquiry', payload }) // 'SR-000001'
 */
export async function createServiceRequest(
  db: Kysely<Database>,
  request: { customerId: string; accountId: string; type: string; payload: FinancialReferral },
): Promise<string> {
  const { number } = await sql<{ number: string }>`select nextval('service_request_number')::text as number`
    .execute(db)
    .then((result) => result.rows[0] as { number: string });
  const id = `SR-${number.padStart(6, '0')}`;
  await db
    .insertInto('service_requests')
    .values({
      id,
      customer_id: request.customerId,
      account_id: request.accountId,
      service_request_type: request.type,
      payload: JSON.stringify(request.payload),
    })
    .execute();
  return id;
}

/** One of a customer's service requests as stored; undefined when the customer has none of that id. */
export async function findServiceRequest(
  db: Kysely<Database>,
  customerId: string,
  id: string,
): Promise<ServiceRequest | undefined> {
  const row = await db
    .selectFrom('service_requests')
    .select([
      'id',
      'account_id',
      'service_request_type',
      'payload',
      sql<string>`to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.as('created'),
    ])
    .where('customer_id', '=', customerId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row
    ? {
        serviceRequestIdentifier: row.id,
        serviceRequestType: row.service_request_type,
        accountIdentifier: row.account_id,
        createdDate: row.created,
        request: row.payload as FinancialReferral,
      }
    : undefined;
}
