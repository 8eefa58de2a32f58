import { sql, type Kysely, type Selectable } from 'kysely';
import type { CaseAnswer, CaseListItem, CaseStatus, CaseType } from '../../../schemas/generated/types';
import type { CasesTable, Database } from '../db/tables';

/** Where the case types live (reference data namespace, ACC-GWY-26). */
export const CASE_TYPES_NAMESPACE = 'case-types';

/** What to list, already checked (routes/cases/search.ts). */
export interface CaseSearchCriteria {
  /** Only this customer's cases are ever read. */
  customerId: string;
  /** Each word must occur (any case) in the reference, the type, the assignee or the description. */
  words: string[];
  /** Undefined: every status. */
  status?: CaseStatus;
  /** Only cases about these assets: the case's asset, or the premises of the case's tenancy. */
  assetIds?: string[];
  order: 'asc' | 'desc';
  limit: number;
  skip: number;
}

/** Lists sort Active, Resolved, Cancelled (ACC-CAS-18). */
const STATUS_RANK = sql<number>`case c.status when 'Active' then 0 when 'Resolved' then 1 else 2 end`;

function matching(db: Kysely<Database>, criteria: CaseSearchCriteria) {
  let query = db.selectFrom('cases as c').where('c.customer_id', '=', criteria.customerId);
  if (criteria.status) query = query.where('c.status', '=', criteria.status);
  const assets = criteria.assetIds;
  if (assets) {
    query = query.where((eb) =>
      eb.or([
        eb('c.asset_id', 'in', assets),
        eb('c.tenancy_id', 'in', eb.selectFrom('tenancies').select('tenancies.id').where('premises_id', 'in', assets)),
      ]),
    );
  }
  for (const word of criteria.words) {
    query = query.where(
      sql<boolean>`(${contains(sql`c.case_reference_number`, word)} or ${contains(sql`c.case_type_description`, word)}
        or ${contains(sql`c.assignee`, word)} or ${contains(sql`c.description`, word)})`,
    );
  }
  return query;
}

/** Case-insensitive "contains" without LIKE, so % and _ in the text are plain characters. */
function contains(column: ReturnType<typeof sql>, text: string) {
  return sql<boolean>`strpos(lower(coalesce(${column}, '')), lower(${text})) > 0`;
}

const isoDate = (date: Date) => date.toISOString();

/**
 * One page of a customer's cases, Active first, then Resolved, then Cancelled; within a status
 * by created date (newest first for desc), the identifier breaking ties the same way; and how
 * many match in all.
 *
 * @example
 * await searchCaseList(db, { customerId: 'CUS-100001', words: [], order: 'desc', limit: 10, skip: 0 })
 * // { cases: [...3 items], 'total-count': 3 }
 */
export async function searchCaseList(
  db: Kysely<Database>,
  criteria: CaseSearchCriteria,
): Promise<{ cases: CaseListItem[]; 'total-count': number }> {
  if (criteria.assetIds?.length === 0) return { cases: [], 'total-count': 0 };
  const [rows, count] = await Promise.all([
    matching(db, criteria)
      .select([
        'c.id',
        'c.case_reference_number',
        'c.case_type_description',
        'c.assignee',
        'c.created_date',
        'c.status',
        'c.description',
      ])
      .orderBy(STATUS_RANK)
      .orderBy('c.created_date', criteria.order)
      .orderBy(sql`c.id collate "C"`, criteria.order)
      .limit(criteria.limit)
      .offset(criteria.skip)
      .execute(),
    matching(db, criteria)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    cases: rows.map((row) => ({
      identifiers: { caseIdentifier: row.id },
      caseReferenceNumber: row.case_reference_number,
      caseTypeDescription: row.case_type_description,
      assignee: row.assignee,
      createdDate: isoDate(row.created_date),
      status: row.status,
      description: row.description,
    })),
    'total-count': Number(count.n),
  };
}

/** One of a customer's cases as stored; undefined when the customer has no case of that id. */
export async function findCustomerCase(
  db: Kysely<Database>,
  customerId: string,
  caseId: string,
): Promise<Selectable<CasesTable> | undefined> {
  return db
    .selectFrom('cases')
    .selectAll()
    .where('id', '=', caseId)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
}

/** Every case type of the reference data, read afresh on each call (an analyst's new row shows at once). */
export async function listCaseTypes(db: Kysely<Database>): Promise<CaseType[]> {
  const rows = await db
    .selectFrom('reference_data')
    .select('value')
    .where('namespace', '=', CASE_TYPES_NAMESPACE)
    .orderBy('key')
    .execute();
  return rows.map((row) => row.value as CaseType);
}

export interface NewCase {
  customerId: string;
  assetId: string;
  tenancyId: string;
  caseType: CaseType;
  assignee: string;
  description: string | null;
  answers: CaseAnswer[];
  contactDetails: unknown;
  createdDate: Date;
}

/**
 * Stores a new Active case; its identifier (CAS-500001...) and reference number (CRN-500001...)
 * share one number of the case_number sequence, so concurrent cases never collide.
 */
export async function insertCase(db: Kysely<Database>, fields: NewCase): Promise<string> {
  const { rows } = await sql<{ n: string }>`select nextval('case_number')::text as n`.execute(db);
  const number = (rows[0] as { n: string }).n;
  const id = `CAS-${number}`;
  await db
    .insertInto('cases')
    .values({
      id,
      case_reference_number: `CRN-${number}`,
      customer_id: fields.customerId,
      asset_id: fields.assetId,
      tenancy_id: fields.tenancyId,
      case_type_id: fields.caseType.id,
      case_type_description: fields.caseType.description,
      assignee: fields.assignee,
      status: 'Active',
      created_date: fields.createdDate,
      description: fields.description,
      additional_info: JSON.stringify(fields.answers),
      contact_details: JSON.stringify(fields.contactDetails),
    })
    .execute();
  return id;
}
