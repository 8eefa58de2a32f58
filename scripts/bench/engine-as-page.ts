/**
 * The journey engine as the journey page calls it (issue 29 item 3): the referral walked through
 * a journey session (engine/session, what src/journeys/use-journey-host.ts binds to React), each
 * answer given field by field as the page's widgets give them, then Continue, and the view model
 * computed whenever the session's snapshot or errors change, as the hook's useMemo does for each
 * render. Compared in engine.ts with the hand-written machine on the same walk.
 */
import {
  continueWith,
  createJourneySession,
  memoryStore,
  openAnew,
  viewModel,
  type AnswerEdit,
  type EffectRegistry,
  type Journey,
  type JourneySnapshot,
} from '../../engine';
import { journeyWorld, worldOperations, type JourneyWorld } from '../journeys/worlds';

/** The moment the walk's record of moves is dated (the walk never reads the clock). */
const WALK_STARTED = new Date('2026-11-02T10:00:00Z');

/** Each journey's world and operations, made once as the page makes its registry once (useMemo). */
const worlds = new WeakMap<Journey, { world: JourneyWorld; operations: EffectRegistry }>();
function worldOf(journey: Journey): { world: JourneyWorld; operations: EffectRegistry } {
  let known = worlds.get(journey);
  if (!known) {
    const world = journeyWorld(journey.definition.id);
    known = { world, operations: worldOperations(world) };
    worlds.set(journey, known);
  }
  return known;
}

/**
 * One walk of `pages` through a session, as the journey page drives it: answers each field, agrees
 * when an answer would remove others, presses Continue, and computes the view model of every
 * state the page would render. Answers the step it ends at and how many view models it computed.
 *
 * @example
 * const { stepId, models } = await pageWalk(referral, WALK); // 'enquiry-confirmation', 11
 */
export async function pageWalk(journey: Journey, pages: AnswerEdit[]): Promise<{ stepId: string; models: number }> {
  const { world, operations } = worldOf(journey);
  const failures: unknown[] = [];
  const session = createJourneySession(journey, {
    operations: () => operations,
    open: openAnew(journey, world, WALK_STARTED),
    navigate: () => undefined,
    store: memoryStore(),
    failure: (error) => {
      failures.push(error);
      return null;
    },
    wait: async () => undefined,
  });
  let models = 0;
  let shown: { snapshot: JourneySnapshot | null; errors: unknown } = { snapshot: null, errors: null };
  // The page's render: a new view model when the snapshot or the errors are new objects.
  session.subscribe(() => {
    const { snapshot, errors } = session.getSnapshot();
    if (snapshot === shown.snapshot && errors === shown.errors) return;
    shown = { snapshot, errors };
    if (snapshot && snapshot.status !== 'done') {
      viewModel(journey, snapshot, errors);
      models += 1;
    }
  });
  await session.start('');
  for (const page of pages) await continueWith(session, page);
  const end = session.getSnapshot().snapshot;
  if (failures.length > 0 || !end) throw new Error(`the page walk failed: ${failures.map(String).join('; ')}`);
  session.close();
  return { stepId: end.stepId, models };
}
