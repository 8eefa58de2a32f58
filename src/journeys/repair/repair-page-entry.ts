import type { GatewayClient } from '../../../gateway/client';
import { loadIsCatalystCustomer } from '../../customer/requests-item';
import type { JourneyEntryDraft } from '../journey-host-types';

/** The id of the repair journey (journeys/repair.json). */
export const REPAIR_JOURNEY_ID = 'report-a-repair';

/**
 * What an address of the repair journey asks to open: `?resume=<work order>` (Resume repair on
 * the repair details page) or `?recall=<work order>` (Recall); null for a plain address.
 *
 * @example
 * repairEntryOf('?resume=WO-100101', who) // () => resumeEntry(...)
 */
export function repairEntryOf(
  search: string,
  who: { client: GatewayClient; customerId: string },
): (() => Promise<JourneyEntryDraft | null>) | undefined {
  const query = new URLSearchParams(search);
  const resume = query.get('resume');
  const recall = query.get('recall');
  if (!resume && !recall) return undefined;
  return async () => {
    const [catalyst, { recallEntry, resumeEntry }] = await Promise.all([
      loadIsCatalystCustomer(who.client, who.customerId),
      import('./repair-entry'),
    ]);
    return resume ? resumeEntry(who.client, resume, catalyst) : recallEntry(who.client, recall as string, catalyst);
  };
}
