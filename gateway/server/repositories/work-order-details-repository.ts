import { sql, type Kysely } from 'kysely';
import type { RepairStatus, WorkOrder } from '../../../schemas/generated/types';
import type { Database, PostalAddress } from '../db/tables';
import { PREMISES_TYPE_NAMES } from './asset-repository';
import { toWorkOrder, type WorkOrderParts } from './work-order-details-mapping';

/** Ancestors are followed at most this far, so a cycle in bad data cannot loop forever. */
const MAX_DEPTH = 10;

/**
 * A repair in full (the work-order schema; docs/rules.md ENT rules) with its eTag; undefined when unknown.
 * Columns, the repair's asset, the premises it was raised from, the contractor, the customer's
 * name and the attached documents are read here; the payload supplies the journey's answers.
 *
 * @example
 * const workOrder = await findWorkOrder(db, 'WO-100103');
 * workOrder?.status; // 'Appointed'
 */
export async function findWorkOrder(db: Kysely<Database>, id: string): Promise<WorkOrder | undefined> {
  const row = await db
    .selectFrom('work_orders as w')
    .innerJoin('assets as a', 'a.id', 'w.asset_id')
    .innerJoin('customers as cu', 'cu.id', 'w.customer_id')
    .leftJoin('contractors as c', 'c.id', 'w.contractor_id')
    .selectAll('w')
    .select([
      'a.premises_type_id',
      'c.name as contractor_name',
      'c.phone_number as contractor_phone',
      'cu.title as customer_title',
      'cu.given_name as customer_given_name',
      'cu.surname as customer_surname',
    ])
    .where('w.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const payload = (row.payload ?? {}) as Record<string, unknown>;
  const premisesId =
    typeof payload.premisesId === 'string' && payload.premisesId !== ''
      ? payload.premisesId
      : await premisesOf(db, row.customer_id, row.asset_id, row.area);
  const premises = await db
    .selectFrom('assets')
    .select(['postal_address', 'uprn'])
    .where('id', '=', premisesId)
    .executeTakeFirst();
  const documents = await db
    .selectFrom('documents')
    .select('id')
    .where('work_order_id', '=', id)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const parts: WorkOrderParts = {
    row: { ...row, status: row.status as RepairStatus },
    payload,
    premisesId,
    premisesAddress: (premises?.postal_address ?? emptyAddress()) as PostalAddress,
    premisesUniqueReference: premises?.uprn ?? null,
    premisesType: PREMISES_TYPE_NAMES[row.premises_type_id] ?? 'Property',
    contractorName: row.contractor_name,
    contractorPhoneNumber: row.contractor_phone,
    customerName: { title: row.customer_title, givenName: row.customer_given_name, surname: row.customer_surname },
    documentIds: documents.map((d) => d.id),
  };
  return toWorkOrder(parts);
}

/**
 * The premises a repair was raised from when the payload does not say: the asset itself for a
 * Property repair; for a communal one, the customer's home in the block, divided block or estate
 * repaired (an active tenancy first); otherwise the asset itself.
 */
async function premisesOf(db: Kysely<Database>, customerId: string, assetId: string, area: string): Promise<string> {
  if (area === 'Property') return assetId;
  const { rows } = await sql<{ premises_id: string }>`
    with recursive up(premises_id, is_active, id, parent_id, depth) as (
      select t.premises_id, t.is_active, a.id, a.parent_id, 0
        from tenancies t join assets a on a.id = t.premises_id
        where t.customer_id = ${customerId}
      union all
      select up.premises_id, up.is_active, p.id, p.parent_id, up.depth + 1
        from assets p join up on p.id = up.parent_id
        where up.depth < ${MAX_DEPTH}
    )
    select premises_id from up where id = ${assetId}
    order by is_active desc, premises_id
    limit 1`.execute(db);
  return rows[0]?.premises_id ?? assetId;
}

function emptyAddress(): PostalAddress {
  return {
    addressLine1: null,
    addressLine2: null,
    addressLine3: null,
    addressLine4: null,
    addressLine5: null,
    town: null,
    postcode: null,
    formattedAddress: '',
  };
}
