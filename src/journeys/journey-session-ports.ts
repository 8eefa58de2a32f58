import type { NavigationIntent, SessionStore } from '../../engine/browser';
import { isHandledByApp } from '../../gateway/client';
import { failurePage } from './journey-failure';
import { forgetJourney, readStoredJourney, writeStoredJourney } from './journey-store';

/*
 * What only the portal has, given to the journey session (engine/session, ADR 0009) as ports: the
 * browser storage it keeps the journey in, and where a failure shows. The router is the third
 * port, given by the binding (use-journey-host.ts), which alone may call React Router's hooks.
 */

/** The journey's record in the browser's storage (journey-store.ts): it survives a reload. */
export function storedJourneyPort(journeyId: string): SessionStore {
  return {
    read: () => readStoredJourney(journeyId),
    write: (update) => writeStoredJourney(journeyId, update),
    forget: () => forgetJourney(journeyId),
  };
}

/**
 * Where a journey's failure shows: its error page with its message (journey-failure.ts), or
 * nowhere when the gateway client is already acting on it (a 401 signs out).
 */
export function portalFailure(journeyId: string): (error: unknown) => NavigationIntent | null {
  return (error) => {
    if (isHandledByApp(error)) return null; // the client is already leaving
    console.error(`Journey ${journeyId} failed`, error);
    const where = failurePage(error);
    return where ? { route: where.path, state: { messageKey: where.messageKey } } : null;
  };
}
