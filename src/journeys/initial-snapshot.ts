import {
  draftOf,
  JourneyMigrationError,
  positionRoute,
  resumeWithEffects,
  startJourney,
  type Draft,
  type EffectRegistry,
  type EffectRequest,
  type Facts,
  type FieldError,
  type Journey,
  type JourneySnapshot,
  type Toggles,
} from '../../engine/browser';
import type { StoredJourney } from './journey-store';

/** Where a journey opens, and what to tell the resident about it. */
export interface InitialSnapshot {
  snapshot: JourneySnapshot;
  effects: EffectRequest[];
  /** restored: a saved draft was resumed; restored-updated: through a migration to a newer version. */
  notice: 'restored' | 'restored-updated' | null;
  /** Answers of the landing page that are there but no longer valid. */
  errors: FieldError[];
  /**
   * continued: the journey in progress as it was (its stored moves go on); resumed: from saved
   * answers (the draft is then forgotten: the journey in progress holds it); started: anew.
   */
  kind: 'continued' | 'resumed' | 'started';
  /** A new record of moves when the journey starts from the beginning (a resumed one has none). */
  walk?: NonNullable<StoredJourney['walk']>;
}

/** A journey in progress can be picked up as it is: same journey and version, on a step it still has. */
function canContinue(journey: Journey, snapshot: JourneySnapshot | undefined): snapshot is JourneySnapshot {
  return (
    snapshot !== undefined &&
    snapshot.journeyId === journey.definition.id &&
    snapshot.version === journey.definition.version &&
    snapshot.status === 'active' &&
    journey.index.steps.has(snapshot.stepId)
  );
}

const atConfirmation = (journey: Journey, snapshot: JourneySnapshot) =>
  journey.index.steps.get(snapshot.stepId)?.kind === 'confirmation';

/**
 * How a journey opens: the journey in progress as it was (a reload, the browser's Back and
 * Forward, an analyst's edit in `npm run dev`), with today's facts and toggles; else a draft
 * saved with Save and exit, or a journey in progress from an older version, resumed at the first
 * incomplete step; else a new start. A journey already sent (on its confirmation) is only shown
 * again at the confirmation's own address: any other page starts a new one, so nothing is sent twice.
 * Resuming runs the read-only operations the resumed pages need (resumeWithEffects).
 *
 * @example
 * const initial = initialSnapshot(journey, readStoredJourney(journey.definition.id), world, '/enquiryreason');
 */
export async function initialSnapshot(
  journey: Journey,
  stored: StoredJourney,
  world: { facts: Facts; toggles: Toggles },
  pathname: string,
  registry: EffectRegistry,
  now = new Date(),
): Promise<InitialSnapshot> {
  const { current } = stored;
  if (canContinue(journey, current)) {
    const sent = atConfirmation(journey, current);
    const confirmationRoute = positionRoute(journey.index, { step: current.stepId, page: 0 }, current);
    if (!sent || confirmationRoute === pathname) {
      const snapshot = { ...current, facts: { ...current.facts, ...world.facts }, toggles: world.toggles };
      return { snapshot, effects: [], notice: null, errors: [], kind: 'continued' };
    }
  }
  const unfinished =
    current &&
    current.status === 'active' &&
    current.journeyId === journey.definition.id &&
    !atConfirmation(journey, current)
      ? draftOf(current)
      : undefined;
  const saved: Draft | undefined = stored.draft ?? unfinished;
  if (saved) {
    try {
      const resumed = await resumeWithEffects(journey, saved, world, registry);
      return {
        snapshot: resumed.snapshot,
        effects: resumed.effects,
        notice: resumed.migratedFrom !== null ? 'restored-updated' : stored.draft ? 'restored' : null,
        errors: resumed.errors,
        kind: 'resumed',
      };
    } catch (error) {
      // A draft no migration can bring up to date: start again rather than show wrong answers.
      if (!(error instanceof JourneyMigrationError)) throw error;
      console.warn(`The saved answers of ${journey.definition.id} could not be resumed`, error);
    }
  }
  const started = startJourney(journey, world);
  return {
    ...started,
    notice: null,
    errors: [],
    kind: 'started',
    walk: { startedAt: now.toISOString(), start: { facts: world.facts, toggles: world.toggles }, moves: [] },
  };
}
