import { startTransition, useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import type { Journey } from '../../engine/browser';
import { useSession } from '../auth/use-session';
import { START_PAGE_PATH } from '../gateway/portal-gateway';
import { LeaveTo } from '../navigation/leave-to';
import { NotFoundPage } from '../errors/not-found-page';
import { journeysAt, loadPortalJourney, type JourneyEntry } from './journey-catalogue';
import { journeyHost } from './journey-hosts';
import { activeJourneyId } from './journey-store';
import { JourneyPage } from './journey-page';

/** Loads a journey's chunk; null while it arrives, an error when it cannot. */
function useJourney(entry: JourneyEntry | undefined): { journey: Journey | null; error: unknown } {
  const [state, setState] = useState<{ id: string; journey: Journey | null; error: unknown } | null>(null);
  const id = entry?.id;
  useEffect(() => {
    if (!id) return;
    let live = true;
    loadPortalJourney(id).then(
      // The journey's page mounts with this: a transition, rendered in slices (docs/adr/0014).
      (journey) => live && startTransition(() => setState({ id, journey, error: null })),
      (error: unknown) => live && setState({ id, journey: null, error }),
    );
    return () => {
      live = false;
    };
  }, [id]);
  return state && state.id === id ? state : { journey: null, error: null };
}

/**
 * Starts loading the journey whose page is at `pathname` (routes.tsx preloadPageCode): the journey's
 * chunk arrives while the portal's settings load. Only an address of exactly one journey; a shared
 * page waits for the journey the resident is in.
 */
export function preloadFor(pathname: string): void {
  const entries = journeysAt(pathname);
  if (entries.length === 1 && entries[0]) loadPortalJourney(entries[0].id).catch(() => undefined);
}

/**
 * The query the journey page opened with, kept until an address brings another: an address naming
 * saved answers (`?resume=…`) opens its journey afresh even from a page of that same journey (the
 * duplicate page carrying on with the resident's own draft, REP-DUP-01), while the journey's own
 * moves, whose addresses have no query, keep the page as it is.
 */
function useOpening(search: string): string {
  const [opening, setOpening] = useState(search);
  const next = search !== '' && search !== opening ? search : opening;
  if (next !== opening) setOpening(next);
  return next;
}

/**
 * Every address the portal has no page of its own for: a page of a journey (any route a journey
 * file declares, so an analyst's new step needs no code), or Page not found. Journey pages need
 * a signed-in resident. A page several journeys share (/contactdetails) belongs to the journey
 * the resident is in; outside one it goes home. The journey's own chunk loads when its page opens.
 */
export function JourneyRoute() {
  const { pathname, search } = useLocation();
  const opening = useOpening(search);
  const session = useSession();
  const entries = journeysAt(pathname);
  const active = activeJourneyId();
  const entry = entries.find((candidate) => candidate.id === active) ?? (entries.length === 1 ? entries[0] : undefined);
  const { journey, error } = useJourney(session ? entry : undefined);
  if (entries.length === 0) return <NotFoundPage />;
  if (!session) return <LeaveTo path={START_PAGE_PATH} />;
  if (!entry) return <Navigate to="/customer360View" replace />;
  if (error) throw error;
  if (!journey)
    return (
      <p role="status" aria-busy="true">
        Loading…
      </p>
    );
  return (
    <JourneyPage
      key={`${journey.definition.id}${opening}`}
      journey={journey}
      host={journeyHost(entry.id)}
      givenFacts={entry.givenFacts}
      file={entry.file}
    />
  );
}
