import { useCallback, useEffect, useRef, useState, type Dispatch, type RefObject, type SetStateAction } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { FieldError, Journey, JourneySnapshot } from '../../engine/browser';
import { isHandledByApp } from '../../gateway/client';
import { failurePage } from './journey-failure';
import type { HostNotice } from './journey-host-types';
import { readStoredJourney, writeStoredJourney } from './journey-store';
import { routeOf } from './open-journey';
import type { WalkedMove } from './walked-path';

/** How a snapshot is shown: the move that led to it (for the path file), whether it replaces the address, its errors. */
export interface ShowHow {
  move?: WalkedMove;
  replace?: boolean;
  errors?: FieldError[];
}

/** The state of a journey page the host's parts share (use-journey-host.ts puts them together). */
export interface JourneyCore {
  journey: Journey;
  id: string;
  /** The address shown now. */
  pathname: string;
  snapshot: JourneySnapshot | null;
  errors: FieldError[];
  setErrors: Dispatch<SetStateAction<FieldError[]>>;
  busy: boolean;
  setBusy: Dispatch<SetStateAction<boolean>>;
  notice: HostNotice;
  setNotice: Dispatch<SetStateAction<HostNotice>>;
  /** The journey as it is now, for callbacks (the state above is the one of the render). */
  current: RefObject<JourneySnapshot | null>;
  /**
   * False once the page is gone (the resident went elsewhere while an operation was on its way):
   * what arrives then is neither stored as the journey in progress nor followed to an address, so
   * it never restores a journey the resident left, nor takes them away from the one they are in now.
   */
  open: RefObject<boolean>;
  /** The address the host itself is navigating to, until the router gets there. */
  ownNavigation: RefObject<string | null>;
  /** The address as it is now, for callbacks. */
  pathnameRef: RefObject<string>;
  /** Keeps a snapshot as the journey now (null while it opens again), with the errors to show, without moving. */
  keep: (next: JourneySnapshot | null, errors?: FieldError[]) => void;
  /** Stores a change of the journey in progress, while its page is open. */
  store: (update: Parameters<typeof writeStoredJourney>[1]) => void;
  /** Goes to an address of the journey (not the one shown), while the page is open. */
  go: (route: string, how?: { replace?: boolean; state?: unknown }) => void;
  /** Ends on the journey's error page for a failure (unless the client is already acting on it). */
  fail: (error: unknown) => void;
  /** Shows a snapshot: keeps it, stores it for a reload, records the move, and follows it in the address bar. */
  show: (next: JourneySnapshot, how?: ShowHow) => void;
  /** Navigates as the host (replacing ownNavigation), for opening elsewhere. */
  navigateAway: (route: string, how: { replace?: boolean; state?: unknown }) => void;
}

/** The state and the few moves every part of the journey host shares. */
export function useJourneyCore(journey: Journey): JourneyCore {
  const id = journey.definition.id;
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [snapshot, setSnapshot] = useState<JourneySnapshot | null>(null);
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<HostNotice>(null);
  const current = useRef<JourneySnapshot | null>(null);
  const ownNavigation = useRef<string | null>(null);
  const pathnameRef = useRef(pathname);
  pathnameRef.current = pathname;
  const open = useRef(true);
  useEffect(() => {
    open.current = true;
    return () => {
      open.current = false;
    };
  }, []);

  const keep = useCallback((next: JourneySnapshot | null, nextErrors?: FieldError[]) => {
    current.current = next;
    setSnapshot(next);
    if (nextErrors) setErrors(nextErrors);
  }, []);

  const store = useCallback(
    (update: Parameters<typeof writeStoredJourney>[1]) => {
      if (open.current) writeStoredJourney(id, update);
    },
    [id],
  );

  const navigateAway = useCallback(
    (route: string, how: { replace?: boolean; state?: unknown }) => {
      ownNavigation.current = route;
      navigate(route, how);
    },
    [navigate],
  );

  const go = useCallback(
    (route: string, how: { replace?: boolean; state?: unknown } = {}) => {
      if (!open.current || route === pathnameRef.current) return;
      navigateAway(route, how);
    },
    [navigateAway],
  );

  const fail = useCallback(
    (error: unknown) => {
      setBusy(false);
      if (isHandledByApp(error)) return; // the client is already leaving
      console.error(`Journey ${id} failed`, error);
      // The resident has left the page: the failure is not shown over the page they are on now.
      if (!open.current) return;
      const where = failurePage(error);
      if (!where) return;
      navigateAway(where.path, { state: { messageKey: where.messageKey } });
    },
    [id, navigateAway],
  );

  const show = useCallback(
    (next: JourneySnapshot, how: ShowHow = {}) => {
      if (!open.current) return;
      keep(next, how.errors ?? []);
      const stored = readStoredJourney(id);
      const walk = stored.walk && how.move ? { ...stored.walk, moves: [...stored.walk.moves, how.move] } : stored.walk;
      writeStoredJourney(id, { current: next, ...(walk ? { walk } : {}) });
      go(routeOf(journey, next), { replace: how.replace ?? false });
    },
    [go, id, journey, keep],
  );

  return {
    journey,
    id,
    pathname,
    snapshot,
    errors,
    setErrors,
    busy,
    setBusy,
    notice,
    setNotice,
    current,
    open,
    ownNavigation,
    pathnameRef,
    keep,
    store,
    go,
    fail,
    show,
    navigateAway,
  };
}
