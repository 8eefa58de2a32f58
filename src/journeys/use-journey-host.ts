import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  answer as answerStep,
  answerLabels,
  back as backStep,
  clearedBy,
  continueWithEffects,
  editFromSummary,
  exitModalNavigation,
  recordFacts,
  leave as leaveJourney,
  openRoute,
  runEffects,
  saveAndExit,
  settleEffects,
  viewModel,
  type AnswerEdit,
  type Facts,
  type FieldError,
  type Journey,
  type JourneySnapshot,
  type SummaryRow,
} from '../../engine/browser';
import { isHandledByApp } from '../../gateway/client';
import { failurePage } from './journey-failure';
import { forgetJourney, readStoredJourney, writeStoredJourney } from './journey-store';
import type { HostNotice, JourneyHost, JourneyHostOptions, PageHold, PendingEdit } from './journey-host-types';
import { exitState, isConfirmation, openJourney, routeOf } from './open-journey';
import { answersOnPage, placeOf, walkedPathFile, type WalkedMove } from './walked-path';

export type {
  HostNotice,
  JourneyEntryDraft,
  JourneyHost,
  JourneyHostOptions,
  PageHold,
  PendingEdit,
} from './journey-host-types';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs a journey in the portal: starts it, or restores the one in progress (a reload, the
 * browser's Back and Forward) or the draft saved with Save and exit; keeps the address in step
 * with the journey (an address opened out of order goes to the first incomplete page); runs the
 * operations through the registry; and records the moves for a tester's path file.
 */
export function useJourneyHost(journey: Journey, options: JourneyHostOptions): JourneyHost {
  const { registry, file } = options;
  const id = journey.definition.id;
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [snapshot, setSnapshot] = useState<JourneySnapshot | null>(null);
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<HostNotice>(null);
  const [pendingEdit, setPendingEdit] = useState<PendingEdit | null>(null);
  /** Bumped to start the journey again (leaving a confirmation by the browser's Back). */
  const [generation, setGeneration] = useState(0);
  const current = useRef<JourneySnapshot | null>(null);
  /** The address the host itself is navigating to, until the router gets there. */
  const ownNavigation = useRef<string | null>(null);
  const pathnameRef = useRef(pathname);
  pathnameRef.current = pathname;
  /**
   * False once the page is gone (the resident went elsewhere while an operation was on its way):
   * what arrives then is neither stored as the journey in progress nor followed to an address, so
   * it never restores a journey the resident left, nor takes them away from the one they are in now.
   */
  const open = useRef(true);
  useEffect(() => {
    open.current = true;
    return () => {
      open.current = false;
    };
  }, []);

  /** Stores a change of the journey in progress, while its page is open. */
  const store = useCallback(
    (update: Parameters<typeof writeStoredJourney>[1]) => {
      if (open.current) writeStoredJourney(id, update);
    },
    [id],
  );

  const go = useCallback(
    (route: string, how: { replace?: boolean; state?: unknown } = {}) => {
      if (!open.current || route === pathnameRef.current) return;
      ownNavigation.current = route;
      navigate(route, how);
    },
    [navigate],
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
      ownNavigation.current = where.path;
      navigate(where.path, { state: { messageKey: where.messageKey } });
    },
    [id, navigate],
  );

  /** Shows a snapshot: keeps it, stores it for a reload, records the move, and follows it in the address bar. */
  const show = useCallback(
    (next: JourneySnapshot, how: { move?: WalkedMove; replace?: boolean; errors?: FieldError[] } = {}) => {
      if (!open.current) return;
      current.current = next;
      setSnapshot(next);
      setErrors(how.errors ?? []);
      const stored = readStoredJourney(id);
      const walk = stored.walk && how.move ? { ...stored.walk, moves: [...stored.walk.moves, how.move] } : stored.walk;
      writeStoredJourney(id, { current: next, ...(walk ? { walk } : {}) });
      go(routeOf(journey, next), { replace: how.replace ?? false });
    },
    [go, id, journey],
  );

  // Start, restore or resume, then open the page at the address.
  useEffect(() => {
    let live = true;
    current.current = null;
    setSnapshot(null);
    (async () => {
      const opening = await openJourney(journey, { ...options, pathname: pathnameRef.current });
      if (!live) return;
      if (opening.kind === 'away') {
        ownNavigation.current = opening.route;
        navigate(opening.route, { replace: true, state: { noticeKey: opening.noticeKey } });
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
  }, [pathname, id, journey, registry, show, fail]);

  const model = useMemo(() => (snapshot ? viewModel(journey, snapshot, errors) : null), [journey, snapshot, errors]);

  const apply = useCallback(
    (values: AnswerEdit) => {
      const here = current.current;
      if (!here) return;
      const next = answerStep(journey, here, values).snapshot;
      current.current = next;
      setSnapshot(next);
      store({ current: next });
    },
    [journey, store],
  );

  const answer = useCallback(
    (name: string, value: unknown) => {
      const here = current.current;
      if (!here) return;
      const values = { [name]: value } as AnswerEdit;
      const cleared = clearedBy(journey.index, here, values);
      if (cleared.length > 0) setPendingEdit({ values, cleared: answerLabels(journey.index, cleared, here) });
      else apply(values);
    },
    [apply, journey],
  );

  const continueStep = useCallback(
    (hold?: PageHold) => {
      if (!current.current || busy) return;
      setBusy(true);
      setNotice(null);
      (async () => {
        const held = hold ? await hold() : [];
        // Nothing more once the page is gone (the resident left while the uploads finished).
        if (held === null || !open.current) return setBusy(false);
        // Read after the hold: an upload that finished meanwhile has recorded its answer.
        const here = current.current;
        if (!here) return setBusy(false);
        if (held.length > 0) {
          setErrors(held);
          setBusy(false);
          return;
        }
        const fields = viewModel(journey, here).fields;
        const move = (to: JourneySnapshot): WalkedMove => ({
          from: placeOf(here) as WalkedMove['from'],
          event: { type: 'CONTINUE_WITH', answers: answersOnPage(fields) as AnswerEdit },
          to: placeOf(to),
          warnings: [],
        });
        const result = await continueWithEffects(journey, here, registry);
        if (result.status === 'moved') {
          if (result.delayMs > 0) await wait(result.delayMs);
          if (isConfirmation(journey, result.snapshot)) store({ draft: undefined });
          show(result.snapshot, { move: move(result.snapshot) });
        } else if (result.status === 'exited') {
          store({ current: undefined });
          go(routeOf(journey, result.snapshot), { state: exitState(journey, result.snapshot) });
        } else if (open.current) {
          current.current = result.snapshot;
          setSnapshot(result.snapshot);
          setErrors(result.status === 'invalid' ? result.errors : []);
          store({ current: result.snapshot });
        }
        setBusy(false);
      })().catch(fail);
    },
    [busy, fail, go, journey, registry, show, store],
  );

  const goBack = useCallback(() => {
    const here = current.current;
    if (!here || busy) return;
    const moved = backStep(journey, here);
    if (moved.snapshot.status === 'done') {
      writeStoredJourney(id, { current: undefined });
      go(routeOf(journey, moved.snapshot));
      return;
    }
    settleEffects(journey, moved, registry).then(
      (settled) =>
        show(settled, {
          move: {
            from: placeOf(here) as WalkedMove['from'],
            event: { type: 'BACK' },
            to: placeOf(settled),
            warnings: [],
          },
        }),
      fail,
    );
  }, [busy, fail, go, id, journey, registry, show]);

  const change = useCallback(
    (row: SummaryRow) => {
      const here = current.current;
      if (!here || busy) return;
      const moved = editFromSummary(journey, here, row.change.step, row.change.page);
      const event = {
        type: 'CHANGE' as const,
        step: row.change.step,
        ...(row.change.page ? { page: row.change.page } : {}),
      };
      settleEffects(journey, moved, registry).then(
        (settled) =>
          show(settled, {
            move: { from: placeOf(here) as WalkedMove['from'], event, to: placeOf(settled), warnings: [] },
          }),
        fail,
      );
    },
    [busy, fail, journey, registry, show],
  );

  const exit = useCallback(
    (choice: 'save-and-exit' | 'leave') => {
      const here = current.current;
      if (!here || busy) return;
      setBusy(true);
      const moved = choice === 'save-and-exit' ? saveAndExit(journey, here) : leaveJourney(journey, here);
      // From the press on, the journey is no longer the one in progress: started again while the
      // save is on its way (the header's Home, then Report a repair), it starts anew rather than
      // restoring the answers being saved, whose draft would then take the new report's answers.
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
          // A save that failed keeps the answers in the browser (repair-draft.ts).
          store({ current: here, ...(walk ? { walk } : {}) });
          fail(error);
        },
      );
    },
    [busy, fail, go, id, journey, registry, store],
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
        current.current = next;
        setSnapshot(next);
        store({ current: next });
      } catch (error) {
        fail(error);
      }
    },
    [fail, journey, registry, store],
  );

  const walkedPath = useCallback(() => {
    const here = current.current;
    const walk = readStoredJourney(id).walk;
    return here && walk ? walkedPathFile(journey, file, walk, here) : null;
  }, [file, id, journey]);

  return {
    status: snapshot ? 'ready' : 'loading',
    model,
    busy,
    notice,
    pendingEdit,
    answer,
    confirmEdit: () => {
      if (pendingEdit) apply(pendingEdit.values);
      setPendingEdit(null);
    },
    cancelEdit: () => setPendingEdit(null),
    continueStep,
    goBack,
    change,
    exit,
    finish,
    walkedPath,
    snapshot,
    runOperation,
    fail,
  };
}
