import type { JourneyHostModule } from './journey-host-types';
import repairHost from './repair/repair-host';

/**
 * The journeys' own host modules by journey id (journey-host-types.ts JourneyHostModule), for
 * the journey page only: the dashboard, which reads the catalogue, does not load them. With the
 * catalogue, this is the one generic module that names a journey's own code (journey-seams.test.ts).
 */
const HOSTS: Readonly<Record<string, JourneyHostModule>> = {
  'report-a-repair': repairHost,
};

/** A journey the portal's own parts serve. */
const NO_HOST: JourneyHostModule = {};

/** The host module of a journey by id (the same object each time). */
export function journeyHost(id: string): JourneyHostModule {
  return HOSTS[id] ?? NO_HOST;
}
