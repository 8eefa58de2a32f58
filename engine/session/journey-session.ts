import type { FieldError } from '../validation/validate-position';
import { clearedBy, type AnswerEdit } from '../machine/apply-answers';
import { continueWithEffects, runEffects, settleEffects, type EffectRegistry } from '../runtime/effects';
import { exitModalNavigation } from '../runtime/exit-navigation';
import type { Journey, JourneySnapshot } from '../runtime/journey-snapshot';
import {
  answered,
  back as backStep,
  editFromSummary,
  leave as leaveJourney,
  recordFacts,
  saveAndExit,
  startJourney,
  type Moved,
} from '../runtime/navigation';
import { openRoute } from '../runtime/open-route';
import type { Draft } from '../runtime/resume';
import type { Facts, Toggles } from '../definition/scope';
import type { PayloadWords } from '../payload/build-payload';
import { withPayloads } from '../payload/with-payloads';
import { answerLabels, type AnswerLabel } from '../runtime/summary-rows';
import { viewModel } from '../runtime/view-model';
import { answersOnPage, exitState, isConfirmation, placeOf, routeOf, type WalkedMove } from './journey-places';

/** An address the session asks its host to go to (the portal's router; a headless run records it). */
export interface NavigationIntent {
  route: string;
  replace?: boolean;
  /** What the page there shows (an exit's banner, an error page's message). */
  state?: unknown;
}

/** What the host shows besides the step: the saved answers were restored (through a migration). */
export type SessionNotice = 'restored' | 'restored-updated' | null;

/** An edit waiting for the resident to agree that it removes other answers (ADR 0007). */
export interface PendingEdit {
  values: AnswerEdit;
  /** The answers it would remove, named as the summary names them. */
  cleared: AnswerLabel[];
}

/** The moves walked since the journey started, for a tester's path file. */
export interface SessionWalk {
  startedAt: string;
  start: Pick<JourneySnapshot, 'facts' | 'toggles'>;
  moves: WalkedMove[];
}

/** What is kept of a journey between page loads (the portal's browser storage, or memory). */
export interface SessionRecord {
  /** The journey in progress. */
  current?: JourneySnapshot;
  /** Saved with Save and exit. */
  draft?: Draft & { savedAt: string };
  walk?: SessionWalk;
}

/** Where the session keeps its record: an update's undefined values remove those parts. */
export interface SessionStore {
  read(): SessionRecord;
  write(update: Partial<SessionRecord>): void;
  /** Forgets the journey entirely (Leave, Finish). */
  forget(): void;
}

/** How a journey opens: elsewhere (not available now), or at a snapshot with its operations still to run. */
export type SessionOpening =
  | { kind: 'away'; route: string; noticeKey: string }
  | {
      kind: 'open';
      initial: {
        notice: SessionNotice;
        /** Answers of the landing page that are there but no longer valid. */
        errors: FieldError[];
        /** continued: the journey in progress as it was; resumed from saved answers; started anew. */
        kind: 'continued' | 'resumed' | 'started';
        /** A new record of moves, when the journey starts from the beginning. */
        walk?: SessionWalk;
      };
      moved: Moved;
    };

/** What the page shows, as one value that changes (a new object) whenever anything in it does. */
export interface JourneySessionState {
  /** The journey as it is now; null while it opens. */
  snapshot: JourneySnapshot | null;
  errors: FieldError[];
  /** An operation is on its way: the page's buttons wait. */
  busy: boolean;
  notice: SessionNotice;
  pendingEdit: PendingEdit | null;
}

/**
 * The state of every session before it opens: one object, so that a host given a new session on
 * each render (a journey object made afresh) sees nothing change until the session does.
 */
const OPENING: JourneySessionState = { snapshot: null, errors: [], busy: false, notice: null, pendingEdit: null };

export interface JourneySessionOptions {
  /** The journey's registered operations, as they are now (a page may make them anew while the journey is open). */
  operations: () => EffectRegistry;
  /** Opens the journey at an address: starts, continues or resumes it (see openAnew for a headless start). */
  open: (pathname: string) => Promise<SessionOpening>;
  /** Performs a navigation the session asks for. */
  navigate: (intent: NavigationIntent) => void;
  /** Where the record of the journey is kept (memoryStore for a headless run). */
  store: SessionStore;
  /** Told of every failure; says where it shows (null: nowhere, the host has acted on it already). Nowhere by default. */
  failure?: (error: unknown) => NavigationIntent | null;
  /** Waits a Continue's delay (the journey's `delayMs`); setTimeout by default. */
  wait?: (ms: number) => Promise<void>;
  /** The words a payload's question lines are sent in (the journey's locale); needed when the journey declares one. */
  words?: PayloadWords;
}

/** What the page's own parts do before a Continue (see src/journeys PageHold): errors to stay with, or null when it ended the journey. */
export type ContinueHold = () => Promise<FieldError[] | null>;

/**
 * One open journey, run with its effects, outside any framework (ADR 0009): getSnapshot and
 * subscribe are shaped for React's useSyncExternalStore; every other method is what a button of
 * the page does, and resolves once what it started has ended (a headless run awaits it, the page
 * does not). Methods never reject: a failure goes to the `failure` option, which says where it shows.
 */
export interface JourneySession {
  getSnapshot(): JourneySessionState;
  subscribe(listener: () => void): () => void;
  /** Opens the journey at an address (again, after close). */
  start(pathname: string): Promise<void>;
  /** The page is gone: what arrives later is neither kept nor followed. */
  close(): void;
  /** The address changed (the browser's Back or Forward, a typed address): opens that page. */
  locationChanged(pathname: string): Promise<void>;
  /** An answer; one that removes others waits for confirmEdit or cancelEdit. */
  answer(name: string, value: unknown): void;
  confirmEdit(): void;
  cancelEdit(): void;
  /** Continue, held first by the page's own parts if it has any. */
  continue(hold?: ContinueHold): Promise<void>;
  back(): Promise<void>;
  /** A change link of the summary. */
  change(target: { change: { step: string; page?: number } }): Promise<void>;
  exit(choice: 'save-and-exit' | 'leave'): Promise<void>;
  /** The confirmation's Finish. */
  finish(): void;
  /** Records facts the page learnt, runs an operation and records its result (the photos' uploads). */
  runOperation(operation: string, facts?: Facts, storeAs?: string): Promise<void>;
  /** Ends on the error page for a failure of the page's own parts. */
  fail(error: unknown): void;
}

/** A record kept in memory, for a headless run. */
export function memoryStore(initial: SessionRecord = {}): SessionStore & { record: SessionRecord } {
  const kept = { record: { ...initial } };
  return {
    get record() {
      return kept.record;
    },
    read: () => kept.record,
    write: (update) => {
      const next: SessionRecord = { ...kept.record, ...update };
      for (const key of Object.keys(next) as (keyof SessionRecord)[]) if (next[key] === undefined) delete next[key];
      kept.record = next;
    },
    forget: () => {
      kept.record = {};
    },
  };
}

/**
 * The opening of a journey started anew in a world (no journey in progress, no saved answers): a
 * headless run's, a replay's. `now` dates the record of moves.
 */
export function openAnew(
  journey: Journey,
  world: { facts: Facts; toggles: Toggles },
  now: Date,
): () => Promise<SessionOpening> {
  return async () => ({
    kind: 'open',
    initial: {
      notice: null,
      errors: [],
      kind: 'started',
      walk: { startedAt: now.toISOString(), start: { facts: world.facts, toggles: world.toggles }, moves: [] },
    },
    moved: startJourney(journey, world),
  });
}

/**
 * A page's answers, given one by one as a resident gives them (agreeing when an answer removes
 * others), then Continue: a headless run's move. Outside the session, so the page's bundle does
 * not carry it.
 */
export function continueWith(session: JourneySession, answers: AnswerEdit): Promise<void> {
  for (const [name, value] of Object.entries(answers)) {
    session.answer(name, value);
    if (session.getSnapshot().pendingEdit) session.confirmEdit();
  }
  return session.continue();
}

const defaultWait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A session for one open journey: it holds the snapshot, runs the effects of each move through
 * the registered operations (the pure steps of engine/runtime stay pure), keeps the busy flag,
 * the errors and notices, records the moves, and asks its host for navigation.
 *
 * @example
 * const session = createJourneySession(journey, { operations: () => registry, open: openAnew(journey, world, now), navigate: (to) => seen.push(to), store: memoryStore() });
 * await session.start('/repairasset');
 * await continueWith(session, { asset: 'Property' });
 */
export function createJourneySession(journey: Journey, options: JourneySessionOptions): JourneySession {
  const { store } = options;
  const wait = options.wait ?? defaultWait;
  // Each operation is given the payloads the journey declares for it, built as it runs (with-payloads.ts).
  // Wrapped again only when the page hands over other operations (it makes them once, useMemo),
  // not on every move (issue 29 item 3).
  let wrapped: { operations: EffectRegistry; registry: EffectRegistry } | undefined;
  const registry = () => {
    const operations = options.operations();
    if (wrapped?.operations !== operations)
      wrapped = {
        operations,
        registry: withPayloads(journey.index, operations, options.words, journey.sends) as EffectRegistry,
      };
    return wrapped.registry;
  };
  const listeners = new Set<() => void>();
  let state = OPENING;
  /**
   * False once the page is gone (the resident went elsewhere while an operation was on its way):
   * what arrives then is neither stored as the journey in progress nor followed to an address, so
   * it never restores a journey the resident left, nor takes them away from the one they are in now.
   */
  let open = false;
  /** The address shown now. */
  let location = '';
  /** The address the session itself asked for, until the host gets there. */
  let ownNavigation: string | null = null;
  /** Bumped by each opening and by close: an opening that is no longer the last one is dropped. */
  let opening = 0;
  /** Bumped by each change of address: the page of an earlier address is not shown over a later one. */
  let moving = 0;

  /**
   * Changes the state (a new object) and tells the listeners. Made key by key rather than by
   * spreading the state and the patch: a patch of another shape on each call made the spread
   * V8's slow generic copy, on every answer and move of the page (issue 29 item 3). No part of
   * the state is ever undefined, so an undefined part of the patch is one it leaves as it is.
   */
  const set = (patch: Partial<JourneySessionState>) => {
    state = {
      snapshot: patch.snapshot !== undefined ? patch.snapshot : state.snapshot,
      errors: patch.errors ?? state.errors,
      busy: patch.busy ?? state.busy,
      notice: patch.notice !== undefined ? patch.notice : state.notice,
      pendingEdit: patch.pendingEdit !== undefined ? patch.pendingEdit : state.pendingEdit,
    };
    for (const listener of listeners) listener();
  };

  /** Keeps a snapshot as the journey now (null while it opens again), with the errors to show, without moving. */
  const keep = (next: JourneySnapshot | null, errors?: FieldError[]) =>
    set(errors ? { snapshot: next, errors } : { snapshot: next });

  /** Stores a change of the journey in progress, while its page is open. */
  const storeOpen = (update: Partial<SessionRecord>) => {
    if (open) store.write(update);
  };

  const navigateAway = (intent: NavigationIntent) => {
    ownNavigation = intent.route;
    options.navigate(intent);
  };

  /** Goes to an address of the journey (not the one shown), while the page is open. */
  const go = (intent: NavigationIntent) => {
    if (!open || intent.route === location) return;
    navigateAway(intent);
  };

  const fail = (error: unknown) => {
    // Only a change is told: a host that makes a new session on every render would render again and again.
    if (state.busy) set({ busy: false });
    const where = options.failure?.(error);
    // The resident has left the page: the failure is not shown over the page they are on now.
    if (!open || !where) return;
    navigateAway(where);
  };

  /** Shows a snapshot: keeps it, stores it for a reload, records the move, and follows it in the address bar. */
  const show = (next: JourneySnapshot, how: { move?: WalkedMove; replace?: boolean; errors?: FieldError[] } = {}) => {
    if (!open) return;
    keep(next, how.errors ?? []);
    const { walk } = store.read();
    // Added to, rather than spread from a fragment made for the purpose, on every move of the page.
    const update: Partial<SessionRecord> = { current: next };
    if (walk) update.walk = how.move ? { ...walk, moves: [...walk.moves, how.move] } : walk;
    store.write(update);
    go({ route: routeOf(journey, next), replace: how.replace });
  };

  const move = (from: JourneySnapshot, event: WalkedMove['event'], to: JourneySnapshot): WalkedMove => ({
    from: placeOf(from) as WalkedMove['from'],
    event,
    to: placeOf(to),
    warnings: [],
  });

  const start = async (pathname: string) => {
    open = true;
    location = pathname;
    const token = (opening += 1);
    // Shown as opening (again); nothing to tell while it is opening already (see fail).
    if (state.snapshot) keep(null);
    try {
      const opened = await options.open(pathname);
      if (token !== opening) return;
      if (opened.kind === 'away') {
        navigateAway({ route: opened.route, replace: true, state: { noticeKey: opened.noticeKey } });
        return;
      }
      const { initial, moved } = opened;
      // Saved answers taken up are the journey in progress now; a new start records its moves afresh.
      if (initial.kind !== 'continued') store.write({ draft: undefined, walk: initial.walk });
      const settled = await settleEffects(journey, moved, registry());
      if (token !== opening) return;
      set({ notice: initial.notice });
      show(settled, { replace: true, errors: initial.errors });
    } catch (error) {
      if (token === opening) fail(error);
    }
  };

  /** Records an answer; `cleared` is what clearedBy gave for the snapshot shown now and these values, when known. */
  const apply = (values: AnswerEdit, cleared?: readonly string[]) => {
    const here = state.snapshot;
    if (!here) return;
    const next = answered(journey, here, values, cleared);
    keep(next);
    storeOpen({ current: next });
  };

  const continueStep = async (hold?: ContinueHold) => {
    if (!state.snapshot || state.busy) return;
    set({ busy: true, notice: null });
    try {
      const held = hold ? await hold() : [];
      // Nothing more once the page is gone (the resident left while the uploads finished).
      if (held === null || !open) return set({ busy: false });
      // Read after the hold: an upload that finished meanwhile has recorded its answer.
      const here = state.snapshot;
      if (!here) return set({ busy: false });
      if (held.length > 0) return set({ errors: held, busy: false });
      const event = {
        type: 'CONTINUE_WITH' as const,
        answers: answersOnPage(viewModel(journey, here).fields) as AnswerEdit,
      };
      const result = await continueWithEffects(journey, here, registry());
      if (result.status === 'moved') {
        if (result.delayMs > 0) await wait(result.delayMs);
        if (isConfirmation(journey, result.snapshot)) storeOpen({ draft: undefined });
        show(result.snapshot, { move: move(here, event, result.snapshot) });
      } else if (result.status === 'exited') {
        storeOpen({ current: undefined });
        go({ route: routeOf(journey, result.snapshot), state: exitState(journey, result.snapshot) });
      } else if (open) {
        keep(result.snapshot, result.status === 'invalid' ? result.errors : []);
        storeOpen({ current: result.snapshot });
      }
      set({ busy: false });
    } catch (error) {
      fail(error);
    }
  };

  /** Shows where a move leads once its operations have run; a move the journey refuses is a failure too. */
  const settleAndShow = async (here: JourneySnapshot, moving: () => Moved, event: WalkedMove['event']) => {
    try {
      const settled = await settleEffects(journey, moving(), registry());
      show(settled, { move: move(here, event, settled) });
    } catch (error) {
      fail(error);
    }
  };

  return {
    getSnapshot: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start,
    close: () => {
      open = false;
      opening += 1;
      moving += 1;
    },
    locationChanged: async (pathname) => {
      location = pathname;
      const token = (moving += 1);
      const here = state.snapshot;
      if (!here) return;
      if (ownNavigation !== null) {
        if (pathname === ownNavigation) ownNavigation = null;
        return;
      }
      if (here.status === 'done' || pathname === routeOf(journey, here)) return;
      if (isConfirmation(journey, here)) {
        // Sent already: another page of the journey is a new request, never the old one sent again.
        store.write({ current: undefined, walk: undefined });
        return start(pathname);
      }
      const opened = openRoute(journey, here, pathname);
      const before = backStep(journey, here).snapshot;
      const wentBack = before.stepId === opened.snapshot.stepId && before.page === opened.snapshot.page;
      try {
        const settled = await settleEffects(journey, opened, registry());
        if (token !== moving) return;
        show(settled, { replace: true, ...(wentBack ? { move: move(here, { type: 'BACK' }, settled) } : {}) });
      } catch (error) {
        if (token === moving) fail(error);
      }
    },
    answer: (name, value) => {
      const here = state.snapshot;
      if (!here) return;
      const values = { [name]: value } as AnswerEdit;
      const cleared = clearedBy(journey.index, here, values);
      if (cleared.length > 0) set({ pendingEdit: { values, cleared: answerLabels(journey.index, cleared, here) } });
      // Nothing to clear, worked out just now for the snapshot shown: not worked out again (issue 29 item 3).
      else apply(values, cleared);
    },
    confirmEdit: () => {
      if (state.pendingEdit) apply(state.pendingEdit.values);
      set({ pendingEdit: null });
    },
    cancelEdit: () => set({ pendingEdit: null }),
    continue: continueStep,
    back: async () => {
      const here = state.snapshot;
      if (!here || state.busy) return;
      const moved = backStep(journey, here);
      if (moved.snapshot.status === 'done') {
        store.write({ current: undefined });
        go({ route: routeOf(journey, moved.snapshot) });
        return;
      }
      await settleAndShow(here, () => moved, { type: 'BACK' });
    },
    change: async ({ change }) => {
      const here = state.snapshot;
      if (!here || state.busy) return;
      await settleAndShow(here, () => editFromSummary(journey, here, change.step, change.page), {
        type: 'CHANGE',
        step: change.step,
        ...(change.page ? { page: change.page } : {}),
      });
    },
    exit: async (choice) => {
      const here = state.snapshot;
      if (!here || state.busy) return;
      set({ busy: true });
      const moved = choice === 'save-and-exit' ? saveAndExit(journey, here) : leaveJourney(journey, here);
      // From the press on, the journey is no longer the one in progress: started again while the
      // save is on its way (the header's Home, then the journey's button), it starts anew rather
      // than restoring the answers being saved, whose draft would then take the new answers.
      const { walk } = store.read();
      store.write({ current: undefined, walk: undefined });
      try {
        await runEffects(registry(), moved.effects, here);
      } catch (error) {
        // A save that failed keeps the answers, as the journey in progress (the walk was removed at the press).
        storeOpen({ current: here, walk });
        fail(error);
        return;
      }
      if (!open) return;
      if (choice === 'leave') store.forget();
      set({ busy: false });
      const to = exitModalNavigation(journey, choice, moved.snapshot);
      go({ route: to.route, state: to.notice });
    },
    finish: () => {
      const here = state.snapshot;
      const target = here ? viewModel(journey, here).finish?.route : undefined;
      store.forget();
      if (target) go({ route: target });
    },
    runOperation: async (operation, facts = {}, storeAs) => {
      const here = state.snapshot;
      if (!here || here.status === 'done') return;
      try {
        const known = Object.keys(facts).length > 0 ? recordFacts(journey, here, facts) : here;
        const request = { operation, params: {}, phase: 'continue' as const, ...(storeAs ? { storeAs } : {}) };
        const learnt = await runEffects(registry(), [request], known);
        if (!open) return;
        // Recorded on the journey as it is now: the resident may have moved on while it ran.
        const now = state.snapshot ?? known;
        const next = recordFacts(journey, now, { ...facts, ...learnt });
        keep(next);
        storeOpen({ current: next });
      } catch (error) {
        fail(error);
      }
    },
    fail,
  };
}
