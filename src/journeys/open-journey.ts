import { evaluateCondition, openRoute, type Answers, type Journey, type settleEffects } from '../../engine/browser';
import { isHandledByApp } from '../../gateway/client';
import { initialSnapshot, type InitialSnapshot } from './initial-snapshot';
import { JourneyFailureError } from './journey-failure';
import { readStoredJourney } from './journey-store';
import type { JourneyHostOptions } from './journey-host-types';

/**
 * A failure to load the facts a journey is given, as the journey declares it (its startFailure:
 * the case journey's /genericerror with cases_servicedown); as it came when the journey declares
 * none, or when the gateway client has already acted on it.
 */
function startFailureOf(journey: Journey, error: unknown): unknown {
  const declared = journey.definition.startFailure;
  if (!declared || error instanceof JourneyFailureError) return error;
  if (isHandledByApp(error)) return error;
  return new JourneyFailureError(declared.route, declared.messageKey, { cause: error });
}

/**
 * Saved answers without the answers that depend on the given ones (as engine/routing/dependants.ts
 * works them out), except those asked on the same page: the later answers of a resumed draft whose
 * location or reason differs from the browser's copy (REP-EDT-02).
 */
function withoutLaterAnswers(journey: Journey, answers: Answers, changed: readonly string[]): Answers {
  const kept = { ...answers };
  for (const key of changed) {
    const page = journey.index.askedAt.get(key);
    for (const later of journey.index.dependants.get(key) ?? [])
      if (journey.index.askedAt.get(later) !== page) delete kept[later];
  }
  return kept;
}

/** How a journey page opens: elsewhere (the journey is not available now), or at a snapshot. */
export type JourneyOpening =
  | { kind: 'away'; route: string; noticeKey: string }
  | {
      kind: 'open';
      /** The journey started, continued (a reload) or resumed from saved answers. */
      initial: InitialSnapshot;
      /** Where it opens, with the operations still to run there. */
      moved: Parameters<typeof settleEffects>[1];
    };

/**
 * Opens a journey page: loads the journey's world (its given facts and toggles) and any saved
 * answers the address names, checks the journey is available, then starts, continues or resumes
 * it. Saved answers resume at the first incomplete step, whatever address led here; otherwise the
 * address is opened, or the first incomplete page before it.
 */
export async function openJourney(
  journey: Journey,
  options: Pick<JourneyHostOptions, 'loadWorld' | 'entry' | 'unavailable' | 'registry'> & { pathname: string },
): Promise<JourneyOpening> {
  const { loadWorld, entry, unavailable, registry, pathname } = options;
  const id = journey.definition.id;
  const [loadedWorld, asked] = await Promise.all([
    loadWorld().catch((error: unknown) => {
      throw startFailureOf(journey, error);
    }),
    entry ? entry() : Promise.resolve(null),
  ]);
  const available = journey.index.named.available;
  if (available && !evaluateCondition(available.when, { answers: {}, ...loadedWorld }, journey.index.named))
    return { kind: 'away', ...(unavailable ?? { route: '/customer360View', noticeKey: 'SSR001' }) };
  const world = asked ? { ...loadedWorld, facts: { ...loadedWorld.facts, ...asked.facts } } : loadedWorld;
  // Saved answers the address names (a resume from the repairs list) win over the journey in progress.
  const stored = asked
    ? {
        ...readStoredJourney(id),
        current: undefined,
        draft: {
          journeyId: id,
          version: journey.definition.version,
          answers: withoutLaterAnswers(journey, asked.answers, asked.changedSinceCached ?? []),
          savedAt: new Date().toISOString(),
        },
      }
    : readStoredJourney(id);
  const initial = await initialSnapshot(journey, stored, world, pathname, registry);
  const opened = initial.kind === 'resumed' ? initial : openRoute(journey, initial.snapshot, pathname);
  return { kind: 'open', initial, moved: opened.snapshot === initial.snapshot ? initial : opened };
}
