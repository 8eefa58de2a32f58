import { useEffect, useState } from 'react';
import type { GatewayClient } from '../../../gateway/client';
import { MessageWithPhone } from '../../errors/message-with-phone';
import { useDashboardWords } from '../../i18n/dashboard-words';

/** The repair journey and its condition saying whether repairs can be reported (journeys/repair.json). */
const REPAIR_JOURNEY = { journeyId: 'report-a-repair', condition: 'available' };

/**
 * Whether this resident can report a repair online now, by the repair journey's own "available"
 * condition (so the rule stays data): not during repairs maintenance, and for a catalyst customer
 * in an area of CatalystRepairDisabledAreas only when mypeabodycatalystworkorders is "true"
 * (REP-PG-02; ACC-DSH-13). undefined while it loads, and
 * when it cannot be worked out (the journey's own pages still apply the rule).
 */
export function useRepairsOffered(client: GatewayClient, customerId: string | undefined): boolean | undefined {
  const [offered, setOffered] = useState<{ customerId: string; offered: boolean }>();
  useEffect(() => {
    if (!customerId) return;
    let current = true;
    import('../../journeys/journey-offer')
      .then(({ journeyOffered }) =>
        journeyOffered(client, customerId, REPAIR_JOURNEY.journeyId, REPAIR_JOURNEY.condition),
      )
      .then(
        (start) => current && setOffered({ customerId, offered: start !== null }),
        (error: unknown) => console.warn('Could not work out whether repairs can be reported online', error),
      );
    return () => {
      current = false;
    };
  }, [client, customerId]);
  return offered && offered.customerId === customerId ? offered.offered : undefined;
}

/**
 * The repairs card's catalyst variant (ACC-DSH-13: catalyst customers see
 * different cards and have restricted repair features): in place of Create repair, a word that
 * repairs are reported by phone. The other catalyst differences are where their rules live: the
 * case card and Requests item follow mypeabodycatalystcases (useRequestsItemVisible), the
 * financial enquiry button IsMyPeabodyCatalystFinancialEnquiry (MoneyAdvice, journeys/referral.json).
 */
export function CatalystRepairsNotice() {
  // Loads the dashboard namespace the message lives in.
  useDashboardWords();
  return (
    <p className="alert alert--warning">
      <MessageWithPhone messageKey="dashboard:catalyst.repairsOffline" />
    </p>
  );
}
