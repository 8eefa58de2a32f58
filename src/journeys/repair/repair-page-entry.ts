import type { Answers } from '../../../engine/browser';
import type { GatewayClient } from '../../../gateway/client';
import { loadIsCatalystCustomer } from '../../customer/requests-item';
import type { JourneyEntryDraft } from '../journey-host-types';
import { readStoredJourney } from '../journey-store';

/** The id of the repair journey (journeys/repair.json). */
export const REPAIR_JOURNEY_ID = 'report-a-repair';

/**
 * The browser's own copy of a draft work order's answers: the repair journey in progress, when it
 * is on that work order (REP-EDT-02 on resume compares the draft with it).
 */
export function cachedAnswersOf(workOrderId: string): Answers | undefined {
  const { current } = readStoredJourney(REPAIR_JOURNEY_ID);
  const draft = current?.facts['work-order'] as { id?: string } | undefined;
  return draft?.id === workOrderId ? current?.answers : undefined;
}

/**
 * What an address of the repair journey asks to open: `?resume=<work order>` (Resume repair on
 * the repair details page, compared with the browser's copy of that draft) or
 * `?recall=<work order>` (Recall); null for a plain address.
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
    return resume
      ? resumeEntry(who.client, resume, catalyst, cachedAnswersOf(resume))
      : recallEntry(who.client, recall as string, catalyst);
  };
}
