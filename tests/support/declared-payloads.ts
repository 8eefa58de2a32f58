import { composeJourney, payloadsFor, type JourneyFile, type Scope } from '../../engine';
import caseJourney from '../../journeys/case.json';
import dampAndMould from '../../journeys/damp-and-mould.json';
import referral from '../../journeys/referral.json';
import repair from '../../journeys/repair.json';
import { rendererMessages } from '../../renderer/messages';
import journeyWords from '../../src/i18n/locales/en-GB/journeys.json';

/** The portal's journeys as it runs them (the repair report with the damp and mould assessment taken in). */
const JOURNEYS = {
  repair: composeJourney(repair as unknown as JourneyFile, () => dampAndMould).definition,
  case: composeJourney(caseJourney as unknown as JourneyFile, undefined).definition,
  referral: composeJourney(referral as unknown as JourneyFile, undefined).definition,
};

/** The words of the journey pages (en-GB), which question lines are sent in. */
export const journeyPageWords = (key: string): string =>
  (journeyWords as Record<string, string>)[key] ?? (rendererMessages as Record<string, string>)[key] ?? key;

/**
 * What an operation of a portal journey sends over a scope, as its journey file declares it (the
 * payloads the journey session hands the operation), for the operations' unit tests.
 *
 * @example
 * declaredPayloads('repair', 'save-repair-draft', scope).update // { area: 'Property', isCommunal: false, ... }
 */
export function declaredPayloads(
  journey: keyof typeof JOURNEYS,
  operation: string,
  scope: Scope,
): Record<string, Record<string, unknown>> {
  const definition = JOURNEYS[journey];
  const payloads = payloadsFor(operation, scope, {
    definition,
    named: definition.conditions ?? {},
    words: journeyPageWords,
  });
  if (!payloads) throw new Error(`journeys/${journey}.json declares no payloads for ${operation}`);
  return payloads;
}

/**
 * An operation's parameters with the payloads its journey declares over a scope, as the journey
 * session hands them to it.
 *
 * @example
 * submitRepair(client, scope, withDeclaredPayloads<SubmitPayloads>('repair', 'submit-repair', scope, { enhanced: 'false' }));
 */
export function withDeclaredPayloads<P>(
  journey: keyof typeof JOURNEYS,
  operation: string,
  scope: Scope,
  params: Record<string, unknown> = {},
): Record<string, unknown> & { payloads: P } {
  return { ...params, payloads: declaredPayloads(journey, operation, scope) as P };
}
