import type { EffectRequest, Facts, GraphOptions, Scope, Toggles } from '../../engine';
import { fixtureFacts, fixtureToggles, runFixtureEffects } from '../../engine/test-fixtures/service-request-world';
import { CONFIGURATION_VALUES } from '../../gateway/server/seed/configuration';
import { PERSONA } from '../../gateway/server/seed/personas';
import { FINANCIAL_REFERRAL_REASONS } from '../../gateway/server/seed/reference-data';

/** The world a journey's paths are generated in: the facts and toggles assumed, and what operations return. */
export interface JourneyWorld {
  facts: Facts;
  toggles: Toggles;
  effects: NonNullable<GraphOptions['effects']>;
}

/** The demo's configuration values, as the gateway seeds them. */
const demoToggles: Toggles = Object.fromEntries(CONFIGURATION_VALUES.map((value) => [value.name, value.value]));

/** Runs operations from a table of results (a function of the parameters, or a fixed value). */
function fromResults(results: Record<string, (params: Record<string, unknown>) => unknown>) {
  return (requests: readonly EffectRequest[], _scope: Scope): Facts => {
    const facts: Facts = {};
    for (const request of requests) {
      const run = results[request.operation];
      if (!run) throw new Error(`the paths' world has no result for operation "${request.operation}"`);
      const result = run(request.params);
      if (request.storeAs) facts[request.storeAs] = result;
    }
    return facts;
  };
}

const amara = PERSONA.amara;

/** The financial advice referral as Amara makes it, with the demo's reference data. */
const referralWorld: JourneyWorld = {
  facts: { 'is-catalyst-customer': false },
  toggles: demoToggles,
  effects: fromResults({
    'load-financial-referral-reasons': () => FINANCIAL_REFERRAL_REASONS,
    'load-contact-numbers': () => [
      { type: 'mobilePhone', number: amara.mobilePhone },
      { type: 'homePhone', number: amara.homePhone },
    ],
    'submit-financial-referral': () => ({ serviceRequestIdentifier: 'SR-PATH-1' }),
    'save-draft': () => null,
    'delete-draft': () => null,
  }),
};

/** The engine's fixture journey in its test world. */
const fixtureWorld: JourneyWorld = { facts: fixtureFacts, toggles: fixtureToggles, effects: runFixtureEffects };

const WORLDS: Record<string, JourneyWorld> = {
  'financial-advice-referral': referralWorld,
  'raise-a-service-request': fixtureWorld,
};

/**
 * The world paths of a journey are generated in, by journey id. A journey without one runs with
 * no facts, the demo's toggles, and operations that store nothing.
 */
export function journeyWorld(journeyId: string): JourneyWorld {
  return WORLDS[journeyId] ?? { facts: {}, toggles: demoToggles, effects: () => ({}) };
}
