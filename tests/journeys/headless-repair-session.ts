import { expect } from 'vitest';
import {
  continueWith,
  createJourneySession,
  memoryStore,
  openAnew,
  type EffectRegistry,
  type Journey,
  type JourneySession,
  type NavigationIntent,
} from '../../engine';
import type { GatewayClient } from '../../gateway/client';
import { loadJourneyWorld } from '../../src/journeys/journey-world';
import { portalOperations } from '../../src/journeys/portal-operations';
import { repairOperations } from '../../src/journeys/repair/repair-operations';
import { REPAIR_GIVEN_FACTS } from '../../src/journeys/repair/repair-world';
import { SESSION_START, type SessionPathPage } from './repair-session-path';

/** A repair journey run headless: its session, where it asked to go, and what failed. */
export interface HeadlessRepairRun {
  session: JourneySession;
  navigations: NavigationIntent[];
  failures: unknown[];
}

/**
 * The repair journey's session with the operations the portal registers for it (repair-host.tsx
 * and the portal's own) on a gateway client, started in the resident's world as the page starts
 * it, with no pauses (a second after the description is a page's). `words` are the journey's
 * locale, for question lines; `record` wraps the operations (recordingOperations).
 *
 * @example
 * const run = await headlessRepairSession(journey, { client, customerId, now });
 * await walkSessionPath(run, SESSION_PATH);
 */
export async function headlessRepairSession(
  journey: Journey,
  options: {
    client: GatewayClient;
    customerId: string;
    now: Date;
    words?: (key: string) => string;
    record?: (operations: EffectRegistry) => EffectRegistry;
  },
): Promise<HeadlessRepairRun> {
  const { client, customerId } = options;
  const context = {
    client,
    saveClient: client,
    customerId,
    translate: (key: string) => key,
    formatDate: (iso: string) => iso.slice(0, 10),
    premisesId: () => undefined,
    saveDraft: () => undefined,
    deleteDraft: () => undefined,
  };
  const registered = portalOperations(context, { operations: repairOperations });
  const operations = options.record ? options.record(registered) : registered;
  const world = await loadJourneyWorld(journey, { client, customerId }, { givenFacts: REPAIR_GIVEN_FACTS });
  const navigations: NavigationIntent[] = [];
  const failures: unknown[] = [];
  const session = createJourneySession(journey, {
    operations: () => operations,
    open: openAnew(journey, world, options.now),
    navigate: (intent) => navigations.push(intent),
    store: memoryStore(),
    failure: (error) => {
      failures.push(error);
      return null;
    },
    wait: async () => undefined,
    ...(options.words ? { words: options.words } : {}),
  });
  return { session, navigations, failures };
}

/** Starts the run and answers each page of a path in turn, checking it is on that page with no errors first. */
export async function walkSessionPath(run: HeadlessRepairRun, pages: readonly SessionPathPage[]): Promise<void> {
  await run.session.start(SESSION_START);
  for (const page of pages) {
    const here = run.session.getSnapshot();
    expect({ at: run.navigations.at(-1)?.route ?? SESSION_START, errors: here.errors }).toEqual({
      at: page.route,
      errors: [],
    });
    await continueWith(run.session, page.answers);
  }
}
