import type { Kysely } from 'kysely';
import type { Contractor } from '../../../schemas/generated/types';
import type { Database } from '../db/tables';

function parsed<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

/**
 * Every contractor with its kind, sites and contacts, by name (those no longer taking work
 * too, with statuses.isActive false).
 *
 * @example
 * const contractors = await listContractors(db); // [{ id: 'CON-002', name: 'Apex Property Maintenance', ... }, ...]
 */
export async function listContractors(db: Kysely<Database>): Promise<Contractor[]> {
  const rows = await db
    .selectFrom('contractors')
    .select(['id', 'name', 'statuses', 'sites', 'contacts'])
    .orderBy('name')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    statuses: parsed<Contractor['statuses']>(row.statuses),
    contractorSites: parsed<Contractor['contractorSites']>(row.sites),
    contacts: parsed<Contractor['contacts']>(row.contacts),
  }));
}

/** What the reschedule rules need to know of a repair's contractor. */
export interface ContractorFacts {
  name: string;
  phoneNumber: string | null;
  isIntegrated: boolean;
  /** The repair's site is on hold (triage tag CONTRACTORSITE_ON_HOLD). */
  siteOnHold: boolean;
}

/**
 * The name, phone number, integration and site hold of a contractor; undefined when unknown.
 *
 * @example
 * await findContractorFacts(db, 'CON-001', 'HUB1-REP'); // { name: 'Thameside Repairs Hub', isIntegrated: true, ... }
 */
export async function findContractorFacts(
  db: Kysely<Database>,
  contractorId: string,
  siteIdentifier: string | null,
): Promise<ContractorFacts | undefined> {
  const row = await db
    .selectFrom('contractors')
    .select(['name', 'phone_number', 'statuses', 'sites'])
    .where('id', '=', contractorId)
    .executeTakeFirst();
  if (!row) return undefined;
  const statuses = parsed<Partial<Contractor['statuses']>>(row.statuses);
  const sites = parsed<Contractor['contractorSites']>(row.sites);
  return {
    name: row.name,
    phoneNumber: row.phone_number,
    isIntegrated: statuses.isIntegrated === true,
    siteOnHold: sites.some((site) => site.siteIdentifier === siteIdentifier && site.isOnHold),
  };
}
