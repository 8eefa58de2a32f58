import type { WorkOrder } from '../../../../schemas/generated/types';
import { amaraReplies } from '../../../testing/amara-replies';
import { signInForTest } from '../../../testing/portal-harness';
import { hubContractor } from './repair-fixtures';
import { repairsHarness, type UrlRoute } from '../../../testing/repairs-harness';

/** The configuration reply of a toggle or setting. */
export const setting = (name: string, value: string) => ({ [`GET /configuration/${name}`]: { name, value } });

/**
 * Amara signed in on the details page of `repair`, with no history, no media, the repairs hub as
 * contractor, no maintenance, media on (images only), HUB4-REP demobilised and both eligibility checks allowing,
 * unless the overrides say otherwise.
 */
export function detailsHarness(repair: WorkOrder, overrides: Record<string, unknown> = {}, byUrl?: UrlRoute) {
  signInForTest();
  return repairsHarness(
    `/repairhistorydetails?id=${repair.id}`,
    amaraReplies({
      [`GET /works-orders/${repair.id}`]: repair,
      [`GET /works-orders/${repair.id}/historyItems`]: [],
      [`GET /works-orders/${repair.id}/documents`]: [],
      'GET /contractors': [hubContractor],
      'POST /wo-cancellation-eligibility': { errorCode: null },
      [`POST /works-orders/${repair.id}/appointments/reschedule-eligibility`]: { errorCode: null },
      ...setting('isMyPbRepairsMaintainence', 'false'),
      ...setting('IsMediaEnabledSS', 'true'),
      ...setting('IsImageAllowed', 'true'),
      ...setting('demobilizedContractorSites', 'HUB4-REP'),
      ...overrides,
    }),
    byUrl,
  );
}
