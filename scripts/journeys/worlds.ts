import {
  OPERATION_NAMES,
  type EffectRegistry,
  type EffectRequest,
  type Facts,
  type GraphOptions,
  type Scope,
  type Toggles,
} from '../../engine';
import { fixtureFacts, fixtureToggles, runFixtureEffects } from '../../engine/test-fixtures/service-request-world';
import { CONFIGURATION_VALUES } from '../../gateway/server/seed/configuration';
import { PERSONA, type PersonaName } from '../../gateway/server/seed/personas';
import { FINANCIAL_REFERRAL_REASONS } from '../../gateway/server/seed/reference-data';
import { AMARA_CASE_TYPES, CASE_FACTS, caseResults } from './case-world';
import { REPAIR_FACTS, REPAIR_RESULTS, REPAIR_VARIANTS } from './repair-world';

/** The world a journey's paths are generated in: the facts and toggles assumed, and what operations return. */
export interface JourneyWorld {
  facts: Facts;
  toggles: Toggles;
  effects: NonNullable<GraphOptions['effects']>;
  /**
   * The demo resident whose records the world describes: a browser replay signs in as them, so
   * the real gateway answers the operations as the world does. Absent: engine replays only.
   */
  persona?: PersonaName;
  /**
   * Other settings and records the journey runs with, where one world cannot show every page
   * (the repair report asks about vulnerability only when the covid question is off, and shows
   * the property page only to a resident with several homes). The graph's coverage is checked
   * over the world and each variant; walks and paths use the world itself.
   */
  variants?: { facts?: Facts; toggles?: Toggles }[];
}

/** The world with a variant's facts and settings laid over it. */
export function worldVariant(world: JourneyWorld, variant: { facts?: Facts; toggles?: Toggles }): JourneyWorld {
  return {
    ...world,
    facts: { ...world.facts, ...variant.facts },
    toggles: { ...world.toggles, ...variant.toggles },
    variants: [],
  };
}

/** The demo's configuration values, as the gateway seeds them. */
const demoToggles: Toggles = Object.fromEntries(CONFIGURATION_VALUES.map((value) => [value.name, value.value]));

/** Runs operations from a table of results (a function of the parameters, or a fixed value). */
function fromResults(results: Record<string, (params: Record<string, unknown>, scope: Scope) => unknown>) {
  return (requests: readonly EffectRequest[], scope: Scope): Facts => {
    const facts: Facts = {};
    for (const request of requests) {
      const run = results[request.operation];
      if (!run) throw new Error(`the paths' world has no result for operation "${request.operation}"`);
      const result = run(request.params, scope);
      if (request.storeAs) facts[request.storeAs] = result;
    }
    return facts;
  };
}

const amara = PERSONA.amara;

/** The financial advice referral as Amara makes it, with the demo's reference data. */
const referralWorld: JourneyWorld = {
  persona: 'amara',
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

/** A repair reported by Amara (one home, so the property page is passed over), with a sample of the seeded reasons. */
const repairWorld: JourneyWorld = {
  persona: 'amara',
  facts: REPAIR_FACTS,
  toggles: demoToggles,
  effects: fromResults(REPAIR_RESULTS),
  variants: REPAIR_VARIANTS,
};

/** The damp and mould assessment on its own, as the repair report takes it in. */
const dampWorld: JourneyWorld = {
  facts: {},
  toggles: demoToggles,
  effects: fromResults(REPAIR_RESULTS),
};

/**
 * A service request raised by Amara with the case types she is offered. Paths of one case type
 * at a time come from `caseTypeWorld` (every seeded type is walked in npm test). A variant with
 * two homes shows the property page.
 */
const caseWorld: JourneyWorld = {
  persona: 'amara',
  facts: CASE_FACTS,
  toggles: demoToggles,
  effects: fromResults(caseResults(AMARA_CASE_TYPES)),
  variants: [
    {
      facts: {
        properties: [
          { premisesId: 'AST-HOME', address: 'A home' },
          { premisesId: 'AST-GARAGE', address: 'A garage' },
        ],
        'has-one-property': false,
      },
    },
  ],
};

/** The case journey's world with only one case type offered, so that its paths walk that type's questionnaire. */
export function caseTypeWorld(type: Parameters<typeof caseResults>[0][number]): JourneyWorld {
  return { ...caseWorld, effects: fromResults(caseResults([type])), variants: [] };
}

/** The engine's fixture journey in its test world. */
const fixtureWorld: JourneyWorld = { facts: fixtureFacts, toggles: fixtureToggles, effects: runFixtureEffects };

const WORLDS: Record<string, JourneyWorld> = {
  'financial-advice-referral': referralWorld,
  'raise-a-service-request': fixtureWorld,
  'raise-a-case': caseWorld,
  'report-a-repair': repairWorld,
  'damp-and-mould': dampWorld,
};

/**
 * The world paths of a journey are generated in, by journey id. A journey without one runs with
 * no facts, the demo's toggles, and operations that store nothing.
 */
export function journeyWorld(journeyId: string): JourneyWorld {
  return WORLDS[journeyId] ?? { facts: {}, toggles: demoToggles, effects: () => ({}) };
}

/** Whether a journey id has a world of its own (the journey studio answers 404 for an id it knows nothing of). */
export function hasJourneyWorld(journeyId: string): boolean {
  return Object.hasOwn(WORLDS, journeyId);
}

/**
 * A world's operations as the journey session runs them (an EffectRegistry: one function per
 * operation, answering with what it stores): the studio's preview and its tests run a session in the
 * paths' world with these.
 */
export function worldOperations(world: JourneyWorld): EffectRegistry {
  return Object.fromEntries(
    [...OPERATION_NAMES].map((operation) => [
      operation,
      async (params: Record<string, unknown>, scope: Scope) =>
        world.effects([{ operation, params, storeAs: 'result', phase: 'continue' }], scope).result,
    ]),
  );
}
