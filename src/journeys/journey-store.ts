import type { Draft, JourneySnapshot } from '../../engine/browser';
import { readSlice, writeSlice } from '../storage/root-store';
import type { WalkedMove } from './walked-path';

/** What the portal keeps of one journey between page loads (under the root key, slice "journeys"). */
export interface StoredJourney {
  /** The journey in progress: survives a reload and the browser's Back and Forward. */
  current?: JourneySnapshot;
  /** Saved with Save and exit, resumed at the first incomplete step when the resident comes back. */
  draft?: Draft & { savedAt: string };
  /** The moves walked since the journey started, for a tester's path file. */
  walk?: { startedAt: string; start: Pick<JourneySnapshot, 'facts' | 'toggles'>; moves: WalkedMove[] };
}

interface JourneysSlice {
  /** The journey the resident is in, for addresses several journeys share (/contactdetails). */
  active?: string;
  byId: Record<string, StoredJourney>;
}

const SLICE = 'journeys';

function readJourneys(): JourneysSlice {
  const slice = readSlice<Partial<JourneysSlice>>(SLICE);
  return { ...(slice?.active ? { active: slice.active } : {}), byId: { ...slice?.byId } };
}

/** What is stored of a journey (an empty record when nothing is). */
export function readStoredJourney(journeyId: string): StoredJourney {
  return readJourneys().byId[journeyId] ?? {};
}

/** Replaces parts of what is stored of a journey and marks it as the active one. */
export function writeStoredJourney(journeyId: string, update: Partial<StoredJourney>): void {
  const journeys = readJourneys();
  const next: StoredJourney = { ...journeys.byId[journeyId], ...update };
  for (const key of Object.keys(next) as (keyof StoredJourney)[]) if (next[key] === undefined) delete next[key];
  writeSlice(SLICE, { active: journeyId, byId: { ...journeys.byId, [journeyId]: next } });
}

/** Forgets a journey entirely (Leave, Finish). */
export function forgetJourney(journeyId: string): void {
  const journeys = readJourneys();
  const { [journeyId]: _forgotten, ...rest } = journeys.byId;
  writeSlice(SLICE, {
    ...(journeys.active && journeys.active !== journeyId ? { active: journeys.active } : {}),
    byId: rest,
  });
}

/** The journey the resident was last in, if it is still stored. */
export function activeJourneyId(): string | undefined {
  const journeys = readJourneys();
  return journeys.active && journeys.byId[journeys.active] ? journeys.active : undefined;
}
