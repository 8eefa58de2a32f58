import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/tables';
import type { OwnedResourceKind } from '../plugins/access-declaration';

/**
 * Whether a customer owns a thing a request names. Premises: an active tenancy of theirs.
 * Assets: those premises and every block or estate above them. Accounts, work orders, cases and
 * messages: their customer_id. Documents: theirs, their work orders', or their assets'.
 */
export async function customerOwns(
  db: Kysely<Database>,
  customerId: string,
  kind: OwnedResourceKind,
  id: string,
): Promise<boolean> {
  switch (kind) {
    case 'customer':
      return id === customerId;
    case 'premises':
      return exists(
        db
          .selectFrom('tenancies')
          .select('id')
          .where('customer_id', '=', customerId)
          .where('premises_id', '=', id)
          .where('is_active', '=', true),
      );
    case 'asset':
      return (await assetIdsOf(db, customerId)).includes(id);
    case 'account':
      return exists(db.selectFrom('accounts').select('id').where('id', '=', id).where('customer_id', '=', customerId));
    case 'workOrder':
      return exists(
        db.selectFrom('work_orders').select('id').where('id', '=', id).where('customer_id', '=', customerId),
      );
    case 'case':
      return exists(db.selectFrom('cases').select('id').where('id', '=', id).where('customer_id', '=', customerId));
    case 'communication':
      return exists(
        db.selectFrom('communications').select('id').where('id', '=', id).where('customer_id', '=', customerId),
      );
    case 'document': {
      const assets = await assetIdsOf(db, customerId);
      return exists(
        db
          .selectFrom('documents')
          .select('documents.id')
          .where('documents.id', '=', id)
          .where((eb) =>
            eb.or([
              eb('documents.customer_id', '=', customerId),
              eb(
                'documents.work_order_id',
                'in',
                eb.selectFrom('work_orders').select('work_orders.id').where('work_orders.customer_id', '=', customerId),
              ),
              ...(assets.length > 0
                ? [eb.and([eb('documents.customer_id', 'is', null), eb('documents.asset_id', 'in', assets)])]
                : []),
            ]),
          ),
      );
    }
  }
}

/** The customer's active tenancy premises and every asset above them (block, estate...). */
async function assetIdsOf(db: Kysely<Database>, customerId: string): Promise<string[]> {
  const { rows } = await sql<{ id: string }>`
    with recursive owned(id, parent_id) as (
      select a.id, a.parent_id from assets a
        join tenancies t on t.premises_id = a.id
        where t.customer_id = ${customerId} and t.is_active
      union
      select p.id, p.parent_id from assets p join owned o on p.id = o.parent_id
    )
    select id from owned`.execute(db);
  return rows.map((r) => r.id);
}

async function exists(query: { executeTakeFirst(): Promise<unknown> }): Promise<boolean> {
  return (await query.executeTakeFirst()) !== undefined;
}
