import { conditionReads, evaluateCondition } from '../../engine/browser';
import type { GatewayClient } from '../../gateway/client';
import { JOURNEY_ENTRIES, loadPortalJourney, startRoute } from './journey-catalogue';
import { loadJourneyWorld } from './journey-world';

/**
 * Where a journey starts when it is offered to this resident, by the named condition its
 * definition gives for the dashboard button (so the rule is data an analyst reads, not code),
 * evaluated over the facts and toggles that condition reads, as the gateway has them now; null
 * when it is not offered.
 *
 * @example
 * await journeyOffered(client, customerId, 'financial-advice-referral', 'offered-on-dashboard') // '/enquiryconsent' for Amara
 */
export async function journeyOffered(
  client: GatewayClient,
  customerId: string,
  journeyId: string,
  conditionName: string,
): Promise<string | null> {
  const journey = await loadPortalJourney(journeyId);
  const named = journey.index.named[conditionName];
  if (!named) throw new Error(`${journeyId} has no condition "${conditionName}".`);
  const reads = conditionReads(named.when, journey.index.named);
  const { facts, toggles } = await loadJourneyWorld(
    journey,
    { client, customerId },
    { givenFacts: JOURNEY_ENTRIES.find((entry) => entry.id === journeyId)?.givenFacts, only: reads },
  );
  return evaluateCondition(named.when, { answers: {}, facts, toggles }, journey.index.named)
    ? startRoute(journey)
    : null;
}
