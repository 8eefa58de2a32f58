import { sql, type Kysely } from 'kysely';
import type { Contractor, EligibilityResult } from '../../../schemas/generated/types';
import type { Database } from '../db/tables';

/** The id of the asset with a Unique Property Reference Number; undefined when none has it. */
export async function findAssetIdByUprn(db: Kysely<Database>, uprn: string): Promise<string | undefined> {
  const row = await db.selectFrom('assets').select('id').where('uprn', '=', uprn).executeTakeFirst();
  return row?.id;
}

/**
 * The tenancy group of a customer's active tenancy of the asset or of a home inside it (a flat in
 * a block); a residential group before Non-residential. Null when the customer has none there.
 */
export async function findTenancyGroupWithin(
  db: Kysely<Database>,
  customerId: string,
  assetId: string,
): Promise<EligibilityResult['tenancyGroup']> {
  const { rows } = await sql<{ tenancy_group: string }>`
    with recursive up(tenancy_group, id, parent_id, depth) as (
      select t.tenancy_group, a.id, a.parent_id, 0
        from tenancies t join assets a on a.id = t.premises_id
        where t.customer_id = ${customerId} and t.is_active
      union all
      select up.tenancy_group, p.id, p.parent_id, up.depth + 1
        from assets p join up on p.id = up.parent_id where up.depth < 10
    )
    select tenancy_group from up where id = ${assetId}
    order by (tenancy_group = 'Non-residential'), depth
    limit 1`.execute(db);
  return (rows[0]?.tenancy_group ?? null) as EligibilityResult['tenancyGroup'];
}

/** The heating types of each home of the customer's active tenancies. */
export async function findPremisesHeating(db: Kysely<Database>, customerId: string): Promise<string[][]> {
  const rows = await db
    .selectFrom('tenancies as t')
    .innerJoin('assets as a', 'a.id', 't.premises_id')
    .select('a.heating_attributes')
    .where('t.customer_id', '=', customerId)
    .where('t.is_active', '=', true)
    .execute();
  return rows.map((row) => row.heating_attributes);
}

/** Every contractor with its kind, sites and contacts, by id. */
export async function loadContractors(db: Kysely<Database>): Promise<Map<string, Contractor>> {
  const rows = await db.selectFrom('contractors').select(['id', 'name', 'statuses', 'sites', 'contacts']).execute();
  const parsed = <T>(value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value) as T;
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        name: row.name,
        statuses: parsed<Contractor['statuses']>(row.statuses),
        contractorSites: parsed<Contractor['contractorSites']>(row.sites),
        contacts: parsed<Contractor['contacts']>(row.contacts),
      },
    ]),
  );
}
