import { sql, type Kysely } from 'kysely';
import type { ComplianceQuery, ComplianceRecord } from '../../../schemas/generated/types';
import type { Database } from '../db/tables';

/** The compliance type asked for when the query names none (ACC-GWY-19). */
export const DEFAULT_COMPLIANCE_TYPE: ComplianceRecord['complianceType'] = 'Annual Domestic Gas Servicing';

/**
 * The orders a query may ask for. Plain `visitDue` (the spec's value, with limit 1 on the
 * dashboard) puts the latest due visit first: the current record, the one a reminder is about.
 * An oldest-first order would hand the card a visit serviced years ago.
 */
const DIRECTIONS: Record<NonNullable<ComplianceQuery['orderBy']>, 'asc' | 'desc'> = {
  visitDue: 'desc',
  'visitDue desc': 'desc',
  'visitDue asc': 'asc',
};

function toIso(value: Date | string | null): string | null {
  if (value === null) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/**
 * The compliance records of one asset and type, in the order asked (latest visit due first by
 * default), paged with skip and limit.
 *
 * @example
 * const [current] = await listComplianceRecords(db, 'AST-30002', { complianceType: 'EICR 5Y', limit: 1 });
 */
export async function listComplianceRecords(
  db: Kysely<Database>,
  assetId: string,
  query: ComplianceQuery,
): Promise<ComplianceRecord[]> {
  const direction = DIRECTIONS[query.orderBy ?? 'visitDue'];
  const rows = await db
    .selectFrom('compliance_records')
    .select([
      'id',
      'compliance_type',
      'visit_due',
      'visit_actual',
      'visit_outcome',
      'equipment_type',
      // A date column: midnight UTC of that day, whatever the driver's time zone.
      sql<string | null>`to_char(date_decommissioned, 'YYYY-MM-DD"T"00:00:00"Z"')`.as('date_decommissioned'),
      'contractor_name',
      'contractor_number',
    ])
    .where('asset_id', '=', assetId)
    .where('compliance_type', '=', query.complianceType ?? DEFAULT_COMPLIANCE_TYPE)
    .orderBy('visit_due', direction)
    .orderBy('id', direction)
    .offset(query.skip ?? 0)
    .limit(query.limit ?? 1)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    complianceType: row.compliance_type as ComplianceRecord['complianceType'],
    visitDue: toIso(row.visit_due) as string,
    visitActual: toIso(row.visit_actual),
    visitOutcome: row.visit_outcome,
    equipmentType: row.equipment_type,
    dateDecommissioned: row.date_decommissioned ? new Date(row.date_decommissioned).toISOString() : null,
    contractor: { contractorName: row.contractor_name, contractorNumber: row.contractor_number },
  }));
}
