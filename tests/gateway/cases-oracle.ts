import type { Kysely, Selectable } from 'kysely';
import type { CasesTable, Database } from '../../gateway/server/db/tables';
import type { CaseList, CaseSearchQuery } from '../../schemas/generated/types';

export type StoredCase = Selectable<CasesTable>;

/** The URL of GET /cases for a query (arrays repeat the parameter). */
export function caseSearchUrl(query: CaseSearchQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) params.append(key, String(one));
  }
  return `/api/cases?${params.toString()}`;
}

/** A customer's cases read straight from the table, in no particular order. */
export async function storedCases(db: Kysely<Database>, customerId: string): Promise<StoredCase[]> {
  return db.selectFrom('cases').selectAll().where('customer_id', '=', customerId).execute();
}

const RANK: Record<StoredCase['status'], number> = { Active: 0, Resolved: 1, Cancelled: 2 };
const byteOrder = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * What GET /cases should answer, worked out by a plain in-memory filter over the stored rows
 * (ACC-CAS-18, ACC-CAS-20, ACC-GWY-30): the case identifiers of the page in order and the total.
 * `premisesOfTenancy` maps each tenancy to its home, for the asset filter.
 */
export function expectedCaseSearch(
  rows: StoredCase[],
  query: CaseSearchQuery,
  premisesOfTenancy: ReadonlyMap<string, string>,
): { ids: string[]; total: number } {
  const words = (query.SearchText ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.toLowerCase());
  const matches = rows.filter((row) => {
    if (query.customerId !== row.customer_id) return false;
    if (query.Status && query.Status !== 'All' && row.status !== query.Status) return false;
    if (query.assetIdentifiers) {
      const home = row.tenancy_id ? premisesOfTenancy.get(row.tenancy_id) : undefined;
      const about = [row.asset_id, home].filter((id): id is string => !!id);
      if (!about.some((id) => query.assetIdentifiers?.includes(id))) return false;
    }
    const fields = [row.case_reference_number, row.case_type_description, row.assignee, row.description].map((f) =>
      (f ?? '').toLowerCase(),
    );
    return words.every((word) => fields.some((field) => field.includes(word)));
  });
  const direction = query.OrderBy === 'createdDate asc' ? 1 : -1;
  matches.sort(
    (a, b) =>
      RANK[a.status] - RANK[b.status] ||
      direction * (a.created_date.getTime() - b.created_date.getTime()) ||
      direction * byteOrder(a.id, b.id),
  );
  const skip = query.Skip ?? 0;
  const limit = query.Limit ?? 10;
  return { ids: matches.slice(skip, skip + limit).map((row) => row.id), total: matches.length };
}

export const caseIdsOf = (list: CaseList) => list.cases.map((item) => item.identifiers.caseIdentifier);
