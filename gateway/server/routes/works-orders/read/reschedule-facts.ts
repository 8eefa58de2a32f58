import type { Kysely } from 'kysely';
import type { Database } from '../../../db/tables';
import { findConfigurationValue } from '../../../repositories/configuration-repository';
import type { AppointmentFacts } from '../../../repositories/work-order-appointment-repository';
import { findContractorFacts, type ContractorFacts } from '../../../repositories/work-order-contractor-repository';
import { demobilisedSitesOf, type RescheduleFacts } from './eligibility-rules';

/** The setting listing contractor sites residents must phone. */
export const DEMOBILISED_SITES_SETTING = 'demobilizedContractorSites';

/**
 * The facts the reschedule rules judge a stored repair by: its own status, flags and
 * appointment, its contractor's integration and site hold, and the demobilised sites setting.
 *
 * @example
 * const facts = await rescheduleFactsOf(db, await findAppointmentFacts(db, 'WO-100103'));
 */
export async function rescheduleFactsOf(
  db: Kysely<Database>,
  stored: AppointmentFacts,
): Promise<{ facts: RescheduleFacts; contractor?: ContractorFacts }> {
  const contractor = stored.contractorId
    ? await findContractorFacts(db, stored.contractorId, stored.contractorSite)
    : undefined;
  const setting = await findConfigurationValue(db, DEMOBILISED_SITES_SETTING);
  const facts: RescheduleFacts = {
    status: stored.status,
    isDraft: stored.isDraft,
    isEmergency: stored.isEmergency,
    isOutOfHours: stored.isOutOfHours,
    isEMA: stored.isEMA,
    appointmentStart: stored.appointmentStart,
    contractorSite: stored.contractorSite,
    demobilisedSites: demobilisedSitesOf(setting?.value),
  };
  if (contractor) facts.contractor = { isIntegrated: contractor.isIntegrated, siteOnHold: contractor.siteOnHold };
  return contractor ? { facts, contractor } : { facts };
}
