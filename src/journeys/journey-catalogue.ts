import {
  loadBuiltJourney,
  OPERATION_NAMES,
  positionRoute,
  type BuiltJourney,
  type Journey,
} from '../../engine/browser';
import caseRoutes from '../../journeys/case.json?journey-routes';
import referralRoutes from '../../journeys/referral.json?journey-routes';
import repairRoutes from '../../journeys/repair.json?journey-routes';
import type { GivenFacts } from './journey-host-types';
import { REPAIR_GIVEN_FACTS } from './repair/repair-world';

/** A journey the portal offers: its routes (loaded with the portal) and the journey itself (loaded when needed). */
export interface JourneyEntry {
  id: string;
  file: string;
  routes: readonly string[];
  load: () => Promise<{ default: BuiltJourney }>;
  /**
   * The facts the journey is given besides the portal's (journey-world.ts GIVEN_FACTS), from its
   * own folder: the one thing of a journey's own the dashboard's buttons need (journey-offer.ts).
   * Its page's own parts are registered in journey-hosts.ts. With it, the catalogue and that
   * registry are the generic modules that name a journey's own code (journey-seams.test.ts).
   */
  givenFacts?: GivenFacts;
}

/**
 * The journeys the portal offers, as the build checked and compiled them from journeys/*.json.
 * Only their routes come with the portal; each journey (its definition and validators) is a chunk
 * of its own, loaded when one of its pages opens, so a page carries only its own journey. An
 * analyst's edit of a journey file reaches the portal through these imports (hot reload in `npm
 * run dev`); a new journey file is added here once, with its operations in the registry.
 */
export const JOURNEY_ENTRIES: readonly JourneyEntry[] = [
  { ...referralRoutes, load: () => import('../../journeys/referral.json?journey') },
  {
    ...repairRoutes,
    load: () => import('../../journeys/repair.json?journey'),
    givenFacts: REPAIR_GIVEN_FACTS,
  },
  { ...caseRoutes, load: () => import('../../journeys/case.json?journey') },
];

const loaded = new Map<string, Promise<Journey>>();

/** Loads one journey by id (once); rejects for an id the portal does not offer. */
export function loadPortalJourney(id: string): Promise<Journey> {
  let journey = loaded.get(id);
  if (!journey) {
    const entry = JOURNEY_ENTRIES.find((candidate) => candidate.id === id);
    if (!entry) return Promise.reject(new Error(`The portal has no journey "${id}".`));
    journey = entry.load().then((module) => loadBuiltJourney(module.default, { operations: OPERATION_NAMES }));
    // A chunk that failed to arrive may arrive next time.
    journey.catch(() => loaded.delete(id));
    loaded.set(id, journey);
  }
  return journey;
}

/** A route pattern as a regular expression: `{page}` stands for a page number. */
function routePattern(route: string): RegExp {
  const parts = route.split('{page}').map((part) => part.replace(/[.*+?^$(){}|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('[0-9]+')}/?$`, 'i');
}

/**
 * The journeys with a page at an address, in the portal's order. Addresses are matched without
 * regard to case (the spec's routes mix cases) and a page of a run matches its `{page}` route.
 *
 * @example
 * journeysAt('/enquiryreason').map((entry) => entry.id) // ['financial-advice-referral']
 */
export function journeysAt(pathname: string): JourneyEntry[] {
  return JOURNEY_ENTRIES.filter((entry) => entry.routes.some((route) => routePattern(route).test(pathname)));
}

/** The address of the step a journey starts at. */
export function startRoute(journey: Journey): string {
  return (
    positionRoute(
      journey.index,
      { step: journey.definition.start, page: 0 },
      { answers: {}, facts: {}, toggles: {} },
    ) ?? '/'
  );
}
