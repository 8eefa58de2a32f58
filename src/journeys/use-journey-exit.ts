import { useCallback } from 'react';
import {
  exitModalNavigation,
  leave as leaveJourney,
  recordFacts,
  runEffects,
  saveAndExit,
  type EffectRegistry,
  type Facts,
  type StepViewModel,
} from '../../engine/browser';
import type { JourneyHost } from './journey-host-types';
import { forgetJourney, readStoredJourney, writeStoredJourney } from './journey-store';
import type { JourneyCore } from './use-journey-core';

/** Leaving the journey (Save and exit, Leave, the confirmation's finish) and the operations the page's own parts run. */
export function useJourneyExit(
  core: JourneyCore,
  registry: EffectRegistry,
  model: StepViewModel | null,
): Pick<JourneyHost, 'exit' | 'finish' | 'runOperation'> {
  const { journey, id, busy, setBusy, current, open, keep, store, go, fail } = core;

  const exit = useCallback(
    (choice: 'save-and-exit' | 'leave') => {
      const here = current.current;
      if (!here || busy) return;
      setBusy(true);
      const moved = choice === 'save-and-exit' ? saveAndExit(journey, here) : leaveJourney(journey, here);
      // From the press on, the journey is no longer the one in progress: started again while the
      // save is on its way (the header's Home, then the journey's button), it starts anew rather
      // than restoring the answers being saved, whose draft would then take the new answers.
      const { walk } = readStoredJourney(id);
      writeStoredJourney(id, { current: undefined, walk: undefined });
      runEffects(registry, moved.effects, here).then(
        () => {
          if (!open.current) return;
          if (choice === 'leave') forgetJourney(id);
          setBusy(false);
          const to = exitModalNavigation(journey, choice, moved.snapshot);
          go(to.route, { state: to.notice });
        },
        (error: unknown) => {
          // A save that failed keeps the answers in the browser, as the journey in progress.
          store({ current: here, ...(walk ? { walk } : {}) });
          fail(error);
        },
      );
    },
    [busy, current, fail, go, id, journey, open, registry, setBusy, store],
  );

  const finish = useCallback(() => {
    const target = model?.finish?.route;
    forgetJourney(id);
    if (target) go(target);
  }, [go, id, model]);

  const runOperation = useCallback(
    async (operation: string, facts: Facts = {}, storeAs?: string) => {
      const here = current.current;
      if (!here || here.status === 'done') return;
      try {
        const known = Object.keys(facts).length > 0 ? recordFacts(journey, here, facts) : here;
        const request = { operation, params: {}, phase: 'continue' as const, ...(storeAs ? { storeAs } : {}) };
        const learnt = await runEffects(registry, [request], known);
        if (!open.current) return;
        // Recorded on the journey as it is now: the resident may have moved on while it ran.
        const now = current.current ?? known;
        const next = recordFacts(journey, now, { ...facts, ...learnt });
        keep(next);
        store({ current: next });
      } catch (error) {
        fail(error);
      }
    },
    [current, fail, journey, keep, open, registry, store],
  );

  return { exit, finish, runOperation };
}
