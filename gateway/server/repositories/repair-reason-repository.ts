import { sql, type Kysely, type Selectable } from 'kysely';
import type { RepairReason, RepairReasonQuery } from '../../../schemas/generated/types';
import type { Database, RepairReasonsTable } from '../db/tables';

/** The reasons of a home, or of communal parts (a block, divided block or estate). */
export function reasonScope(assetType: RepairReasonQuery['assetType']): 'Property' | 'Communal' {
  return assetType === 'Property' ? 'Property' : 'Communal';
}

/**
 * The repair reasons a resident can pick (GET /repair-reasons): those of the asset type's scope
 * (Property, or Communal for a block, divided block or estate); only those offered when reporting
 * with isUsedForCreation; catalyst-only reasons only for a catalyst customer. Each word of
 * searchText must start a word of the description or of a keyword (case ignored). Ordered with
 * descriptions starting with the text first, then alphabetically.
 *
 * @example
 * await searchRepairReasons(db, { assetType: 'Property', searchText: 'tap', isUsedForCreation: true });
 * // [{ id: 'RR-0301', description: 'Dripping tap', sors: [{ sorCode: 'PLUMTAP01' }], ... }]
 */
export async function searchRepairReasons(db: Kysely<Database>, query: RepairReasonQuery): Promise<RepairReason[]> {
  let select = db
    .selectFrom('repair_reasons')
    .selectAll()
    .where(sql<boolean>`${reasonScope(query.assetType)} = any(asset_types)`);
  if (query.isUsedForCreation) select = select.where('is_used_for_creation', '=', true);
  if (!query.isCatalyst) select = select.where('is_catalyst', '=', false);
  const words = (query.searchText ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  for (const word of words) {
    const pattern = `%${escapeLike(word)}%`;
    const start = `${escapeLike(word)}%`;
    select = select.where((eb) =>
      eb.or([
        eb(sql`lower(description)`, 'like', start),
        eb(sql`lower(description)`, 'like', `% ${escapeLike(word)}%`),
        eb(sql<boolean>`exists (select 1 from unnest(keywords) k where lower(k) like ${pattern})`, '=', true),
      ]),
    );
  }
  const first = `${escapeLike(words.join(' '))}%`;
  const rows = await select
    .orderBy(sql`lower(description) like ${first}`, 'desc')
    .orderBy('description')
    .execute();
  return rows.map(toRepairReason);
}

/** The catalogue entry of a schedule of rates code ('NA' also finds 'N/A'); undefined when unknown. */
export async function findReasonBySor(
  db: Kysely<Database>,
  sorCode: string,
): Promise<Selectable<RepairReasonsTable> | undefined> {
  const codes = sorCode === 'NA' || sorCode === 'N/A' ? ['NA', 'N/A'] : [sorCode];
  return db
    .selectFrom('repair_reasons')
    .selectAll()
    .where('sor_code', 'in', codes)
    .orderBy('is_used_for_creation', 'desc')
    .orderBy('id')
    .executeTakeFirst();
}

function toRepairReason(row: Selectable<RepairReasonsTable>): RepairReason {
  return {
    id: row.id,
    description: row.description,
    priority: row.priority,
    sors: [{ sorCode: row.sor_code }],
    trade: row.trade,
    repairLocation: row.repair_location,
    repairLocationId: row.repair_location_id,
    element: row.element,
    additionalData: (typeof row.additional_data === 'string'
      ? JSON.parse(row.additional_data)
      : (row.additional_data ?? null)) as RepairReason['additionalData'],
  };
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
