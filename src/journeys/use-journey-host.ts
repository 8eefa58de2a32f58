import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { createJourneySession, viewModel, type Journey } from '../../engine/browser';
import type { JourneyHost, JourneyHostOptions } from './journey-host-types';
import { portalFailure, storedJourneyPort } from './journey-session-ports';
import { readStoredJourney } from './journey-store';
import { openJourney } from './open-journey';
import { walkedPathFile } from './walked-path';

export type {
  HostNotice,
  JourneyEntryDraft,
  JourneyHost,
  JourneyHostOptions,
  PageHold,
  PendingEdit,
} from './journey-host-types';

/**
 * A press the page does not wait for (the session's methods never reject). It returns nothing, as
 * a button's handler does: a promise handed back would be awaited by whoever calls it (React's act).
 */
const unawaited =
  <A extends unknown[]>(press: (...args: A) => Promise<void>) =>
  (...args: A): void =>
    void press(...args);

/**
 * Runs a journey in the portal through its journey session (engine/session, ADR 0009), which
 * starts it or restores the one in progress (a reload, the browser's Back and Forward) or the
 * draft saved with Save and exit, runs the operations through the registry, keeps the address in
 * step with the journey and records the moves for a tester's path file. This hook only binds it to
 * React: it renders the session's state (useSyncExternalStore), forwards the page's presses, and
 * gives it the ports only the browser has: React Router for its navigation, the browser storage
 * (journey-session-ports.ts). It serves every journey: what one journey adds comes from its host
 * module (journey-host-types.ts JourneyHostModule).
 */
export function useJourneyHost(journey: Journey, options: JourneyHostOptions): JourneyHost {
  const { file } = options;
  const id = journey.definition.id;
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // The session lives as long as the journey; the page's registry and router are read as they are now.
  const latest = useRef({ options, navigate });
  latest.current = { options, navigate };
  const session = useMemo(
    () =>
      createJourneySession(journey, {
        operations: () => latest.current.options.registry,
        open: (at) => openJourney(journey, { ...latest.current.options, pathname: at }),
        navigate: (intent) => latest.current.navigate(intent.route, intent),
        store: storedJourneyPort(id),
        failure: portalFailure(id),
        words: (key) => latest.current.options.words?.(key) ?? key,
      }),
    [id, journey],
  );
  const { snapshot, errors, busy, notice, pendingEdit } = useSyncExternalStore(session.subscribe, session.getSnapshot);

  // Start, restore or resume, then open the page at the address; a new journey object (an
  // analyst's edit) is a new session and starts again.
  useEffect(() => {
    void session.start(pathname);
    return () => session.close();
    // The address the journey opens at is the one of its first render; later ones are below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [session]);

  // The resident moved with the browser's Back or Forward, or typed an address: open that page.
  useEffect(() => {
    void session.locationChanged(pathname);
  }, [session, pathname]);

  const model = useMemo(() => (snapshot ? viewModel(journey, snapshot, errors) : null), [journey, snapshot, errors]);

  const walkedPath = useCallback(() => {
    const here = session.getSnapshot().snapshot;
    const walk = readStoredJourney(id).walk;
    return here && walk ? walkedPathFile(journey, file, walk, here) : null;
  }, [file, id, journey, session]);

  return {
    status: snapshot ? 'ready' : 'loading',
    model,
    busy,
    notice,
    pendingEdit,
    answer: session.answer,
    confirmEdit: session.confirmEdit,
    cancelEdit: session.cancelEdit,
    continueStep: unawaited(session.continue),
    goBack: unawaited(session.back),
    change: unawaited(session.change),
    exit: unawaited(session.exit),
    finish: session.finish,
    walkedPath,
    snapshot,
    runOperation: session.runOperation,
    fail: session.fail,
  };
}
