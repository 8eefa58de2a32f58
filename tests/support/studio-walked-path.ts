import { continueWith, createJourneySession, memoryStore, openAnew, type Journey, type PathFile } from '../../engine';
import { walkedPathFile } from '../../src/journeys/walked-path';
import { journeyWorld, worldOperations } from '../../scripts/journeys/worlds';
import { SESSION_PATH, SESSION_START } from '../journeys/repair-session-path';

/*
 * A path file as a tester downloads it from the portal in `npm run dev` (the journey page's tester
 * tools, src/journeys/tester-tools.tsx): the moves the journey session recorded while the pages
 * were answered, written by walkedPathFile, the function behind that button. The walk is Amara's
 * emergency leak (tests/journeys/repair-session-path.ts) up to the check-your-answers page, in the
 * paths' world, so the studio can replay it without a gateway.
 */

/**
 * Walks the repair journey's session path to the summary and returns the path file the dev mode's
 * download button gives at that point.
 *
 * @example
 * const file = await walkedRepairPath(loadJourneyFile('journeys/repair.json'), new Date('2026-11-02T10:00:00Z'));
 */
export async function walkedRepairPath(journey: Journey, now: Date): Promise<PathFile> {
  const world = journeyWorld(journey.definition.id);
  const store = memoryStore();
  const failures: unknown[] = [];
  const session = createJourneySession(journey, {
    operations: () => worldOperations(world),
    open: openAnew(journey, world, now),
    navigate: () => undefined,
    store,
    failure: (error) => {
      failures.push(error);
      return null;
    },
    wait: async () => undefined,
  });
  await session.start(SESSION_START);
  // Every page but the last (the summary, whose Continue submits the repair).
  for (const page of SESSION_PATH.slice(0, -1)) await continueWith(session, page.answers);
  const { snapshot, errors } = session.getSnapshot();
  const walk = store.record.walk;
  if (failures.length > 0 || errors.length > 0 || !snapshot || !walk)
    throw new Error(
      `The walk did not reach the summary: ${JSON.stringify({ failures: failures.map(String), errors })}`,
    );
  return walkedPathFile(journey, 'journeys/repair.json', walk, snapshot);
}
