import { useEffect, useState } from 'react';
import { back as backStep, openRoute, settleEffects } from '../../engine/browser';
import type { JourneyHostOptions } from './journey-host-types';
import { writeStoredJourney } from './journey-store';
import { isConfirmation, openJourney, routeOf } from './open-journey';
import type { JourneyCore } from './use-journey-core';
import { placeOf, type WalkedMove } from './walked-path';

/**
 * Keeps the journey and the address in step: starts the journey, or restores the one in progress
 * (a reload) or the saved answers the address names, and opens the page at the address; then
 * opens the page the resident moves to with the browser's Back or Forward, or types (an address
 * opened out of order goes to the first incomplete page).
 */
export function useJourneyAddress(core: JourneyCore, options: JourneyHostOptions): void {
  const { journey, id, pathname, current, ownNavigation, pathnameRef, keep, setNotice, show, fail, navigateAway } =
    core;
  const { registry } = options;
  /** Bumped to start the journey again (leaving a confirmation by the browser's Back). */
  const [generation, setGeneration] = useState(0);

  // Start, restore or resume, then open the page at the address.
  useEffect(() => {
    let live = true;
    keep(null);
    (async () => {
      const opening = await openJourney(journey, { ...options, pathname: pathnameRef.current });
      if (!live) return;
      if (opening.kind === 'away') {
        navigateAway(opening.route, { replace: true, state: { noticeKey: opening.noticeKey } });
        return;
      }
      const { initial, moved } = opening;
      // Saved answers taken up are the journey in progress now; a new start records its moves afresh.
      if (initial.kind !== 'continued') writeStoredJourney(id, { draft: undefined, walk: initial.walk });
      const settled = await settleEffects(journey, moved, registry);
      if (!live) return;
      setNotice(initial.notice);
      show(settled, { replace: true, errors: initial.errors });
    })().catch((error: unknown) => live && fail(error));
    return () => {
      live = false;
    };
    // loadWorld and registry are the page's; a new journey object (an analyst's edit) starts again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [journey, generation]);

  // The resident moved with the browser's Back or Forward, or typed an address: open that page.
  useEffect(() => {
    const here = current.current;
    if (!here) return;
    if (ownNavigation.current !== null) {
      if (pathname === ownNavigation.current) ownNavigation.current = null;
      return;
    }
    if (here.status === 'done' || pathname === routeOf(journey, here)) return;
    if (isConfirmation(journey, here)) {
      // Sent already: another page of the journey is a new request, never the old one sent again.
      writeStoredJourney(id, { current: undefined, walk: undefined });
      setGeneration((count) => count + 1);
      return;
    }
    let live = true;
    const opened = openRoute(journey, here, pathname);
    const before = backStep(journey, here).snapshot;
    const wentBack = before.stepId === opened.snapshot.stepId && before.page === opened.snapshot.page;
    settleEffects(journey, opened, registry).then(
      (settled) =>
        live &&
        show(settled, {
          replace: true,
          ...(wentBack
            ? {
                move: {
                  from: placeOf(here) as WalkedMove['from'],
                  event: { type: 'BACK' },
                  to: placeOf(settled),
                  warnings: [],
                },
              }
            : {}),
        }),
      (error: unknown) => live && fail(error),
    );
    return () => {
      live = false;
    };
  }, [pathname, id, journey, registry, show, fail, current, ownNavigation]);
}
