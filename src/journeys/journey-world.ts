import {
  conditionReads,
  conditionSites,
  type ConditionReads,
  type Facts,
  type Journey,
  type Toggles,
} from '../../engine/browser';
import { loadIsCatalystCustomer, readToggle } from '../customer/requests-item';
import { loadCustomerProperties } from '../properties/customer-properties';
import type { GivenFacts, JourneyContext } from './journey-host-types';

export type { JourneyContext } from './journey-host-types';

/**
 * The resident's properties a request can be about (REP-PG-01): homes first,
 * then non-residential ones, as { premisesId, address }.
 *
 * @example
 * await loadProperties({ client, customerId }) // [{ premisesId: 'AST-30001', address: '14 Rowan Close, ...' }]
 */
async function loadProperties({
  client,
  customerId,
}: JourneyContext): Promise<{ premisesId: string; address: string }[]> {
  const properties = await loadCustomerProperties(client, customerId);
  return properties.map(({ premisesId, address }) => ({ premisesId, address }));
}

/**
 * How the portal works out each fact any journey may be given at its start (`givenFacts`); a
 * journey's own facts are registered with it in journey-catalogue.ts. A journey naming a fact
 * missing from both fails the portal's test of its journeys.
 */
export const GIVEN_FACTS: GivenFacts = {
  'is-catalyst-customer': ({ client, customerId }) => loadIsCatalystCustomer(client, customerId),
  properties: (context) => loadProperties(context),
  'has-one-property': async (context) => (await loadProperties(context)).length === 1,
};

/** The facts a journey can be given: the portal's and its own. */
export const givenFactsOf = (own: GivenFacts = {}): GivenFacts => ({ ...GIVEN_FACTS, ...own });

/** The feature toggles a journey reads, by name: in its conditions and in its operations' parameters. */
export function togglesRead(journey: Journey): string[] {
  const names = new Set<string>();
  for (const site of conditionSites(journey.definition))
    for (const name of conditionReads(site.condition, journey.index.named).toggles) names.add(name);
  const { steps, exits, exitModal } = journey.definition;
  const effects = [
    ...steps.flatMap((step) => [...(step.effects?.onEnter ?? []), ...(step.effects?.onContinue ?? [])]),
    ...Object.values(exits ?? {}).flatMap((exit) => exit.effects ?? []),
    ...(exitModal?.saveEffects ?? []),
    ...(exitModal?.leaveEffects ?? []),
  ];
  for (const effect of effects)
    for (const value of Object.values(effect.params ?? {}))
      if (value !== null && typeof value === 'object' && !Array.isArray(value) && 'toggle' in value)
        names.add(value.toggle);
  return [...names].sort();
}

/**
 * The world a journey starts in: the facts it is given and the toggles its conditions read, as
 * the gateway has them now (a toggle that cannot be read is left out: its conditions see it missing).
 * `only` narrows it to what one condition reads (journeyOffered), so a dashboard button asks for
 * no more than its rule needs. `givenFacts` are the journey's own (journey-catalogue.ts).
 */
export async function loadJourneyWorld(
  journey: Journey,
  context: JourneyContext,
  { givenFacts, only }: { givenFacts?: GivenFacts; only?: Pick<ConditionReads, 'facts' | 'toggles'> } = {},
): Promise<{ facts: Facts; toggles: Toggles }> {
  const provided = givenFactsOf(givenFacts);
  // With `only` (what one condition reads), just those facts (by their top-level name) and toggles.
  const readFacts = only && new Set([...only.facts].map((path) => path.split('.')[0]));
  const factNames = Object.keys(journey.definition.givenFacts ?? {}).filter(
    (name) => !readFacts || readFacts.has(name),
  );
  const toggleNames = togglesRead(journey).filter((name) => !only || only.toggles.has(name));
  const [facts, toggles] = await Promise.all([
    Promise.all(
      factNames.map(async (name) => {
        const provide = provided[name];
        if (!provide)
          throw new Error(`The portal cannot provide the fact "${name}" that ${journey.definition.id} needs.`);
        return [name, await provide(context)] as const;
      }),
    ),
    Promise.all(toggleNames.map(async (name) => [name, await readToggle(context.client, name)] as const)),
  ]);
  return {
    facts: Object.fromEntries(facts),
    toggles: Object.fromEntries(toggles.filter((entry): entry is readonly [string, string] => entry[1] !== undefined)),
  };
}
