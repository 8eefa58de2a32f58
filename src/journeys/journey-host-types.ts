import type {
  EffectRegistry,
  Facts,
  FieldError,
  JourneySnapshot,
  OperationName,
  PathFile,
  PendingEdit,
  Scope,
  SessionNotice,
  StepViewModel,
  SummaryRow,
  Toggles,
} from '../../engine/browser';
import type { GatewayClient } from '../../gateway/client';
import type { ReactNode } from 'react';
import type { FileUploads } from '../../renderer';

/* What the journey host (use-journey-host.ts, a binding of the journey session) gives a journey page and takes from it. */

/** What the host shows besides the step. */
export type HostNotice = SessionNotice;

export type { PendingEdit } from '../../engine/browser';

export interface JourneyHost {
  status: 'loading' | 'ready';
  model: StepViewModel | null;
  busy: boolean;
  notice: HostNotice;
  pendingEdit: PendingEdit | null;
  answer: (name: string, value: unknown) => void;
  confirmEdit: () => void;
  cancelEdit: () => void;
  /** Continue; the page's own parts (uploads) may hold it first (see PageHold). */
  continueStep: (hold?: PageHold) => void;
  goBack: () => void;
  change: (row: SummaryRow) => void;
  exit: (choice: 'save-and-exit' | 'leave') => void;
  finish: () => void;
  /** The path walked since the journey started, as a path file (for testers). */
  walkedPath: () => PathFile | null;
  /** The journey as it is now (answers and facts), for the page's own parts (uploads). */
  snapshot: JourneySnapshot | null;
  /** Records facts the page learnt (the uploaded files), then runs an operation of the registry and records its result. */
  runOperation: (operation: string, facts?: Facts, storeAs?: string) => Promise<void>;
  /** Ends the journey on its error page for a failure of the page's own parts. */
  fail: (error: unknown) => void;
}

/**
 * What the page's own parts do before a Continue: finish what is on its way (an upload) so that
 * the answers Continue reads are complete, then give the errors that keep the page ([] to go on),
 * or null when a failure on the way has already ended the journey.
 */
export type PageHold = () => Promise<FieldError[] | null>;

/** Saved answers to open the journey with instead of the one in progress (a resume from the repairs list). */
export interface JourneyEntryDraft {
  answers: JourneySnapshot['answers'];
  /** Facts the saved answers go with (the draft work order's id and version, a recall's original). */
  facts: Facts;
  /**
   * Answer keys whose saved value differs from the browser's own copy of the same saved answers
   * (the journey in progress on them): the answers that depend on each are reset, as a change of
   * it would reset them, and asked again (REP-EDT-02 on resume).
   */
  changedSinceCached?: string[];
}

export interface JourneyHostOptions {
  /** The journey file it was built from, for path files. */
  file: string | null;
  registry: EffectRegistry;
  /** The facts the journey is given and the toggles it reads, as the gateway has them now. */
  loadWorld: () => Promise<{ facts: Facts; toggles: Toggles }>;
  /** Saved answers the address asks to open (a resume or a recall), or null. */
  entry?: () => Promise<JourneyEntryDraft | null>;
  /** Where a journey not available to the resident now (its condition `available`) sends them. */
  unavailable?: { route: string; noticeKey: string };
  /** The words of the journey's locale, which its payloads' question lines are sent in. */
  words?: (key: string) => string;
}

/** Who a journey runs for. */
export interface JourneyContext {
  client: GatewayClient;
  customerId: string;
}

/** What the portal's operations need besides the gateway: a quiet client, the words, the chosen property, the draft store. */
export interface OperationContext extends JourneyContext {
  /** The portal's quiet client: its failures are the caller's (a failed save keeps the answers). */
  saveClient: GatewayClient;
  /** Words the operations put into data the pages show. */
  translate: (key: string) => string;
  /** A date as the journey pages show it (DD MMM YYYY). */
  formatDate: (iso: string) => string;
  /** The property the resident chose on the dashboard (premises id), if any. */
  premisesId: () => string | undefined;
  /** Keeps the answers as a draft in the browser (Save and exit). */
  saveDraft: (scope: Scope) => void;
  /** Forgets the draft (Leave). */
  deleteDraft: () => void;
}

/** How each fact a journey is given (its `givenFacts`) is worked out. */
export type GivenFacts = Record<string, (context: JourneyContext) => Promise<unknown>>;

/** What a journey's own parts add to its page: the uploads of its file-list fields and what Continue waits for. */
export interface PageParts {
  /** Rendered with the page, whatever its step (parts that keep state for the whole journey). */
  element?: ReactNode;
  /** False while the parts the step needs are on their way: the page shows that it is loading. */
  ready?: boolean;
  /** The uploads of each file-list field, by field name. */
  uploads?: Record<string, FileUploads>;
  /** Holds Continue until the parts' work on the way is done (see PageHold). */
  hold?: PageHold;
}

/**
 * What a journey brings to the portal's generic journey page besides its file: its operations,
 * what its address may ask to open, and its page's own parts. A journey with any declares them
 * in a host module of its own (src/journeys/<journey>/<journey>-host.tsx) registered in
 * journey-hosts.ts; the facts it is given are registered with it in journey-catalogue.ts (the
 * dashboard's buttons read them too). So the generic page and host carry no journey's code
 * (src/README.md "Journey host modules").
 */
export interface JourneyHostModule {
  /** The journey's operations (engine/operations), besides the portal's. */
  operations?: (context: OperationContext) => Partial<Record<OperationName, EffectRegistry[string]>>;
  /** Saved answers an address of the journey asks to open (a resume, a recall), if any. */
  entryOf?: (search: string, who: JourneyContext) => JourneyHostOptions['entry'];
  /**
   * The page's own parts, a hook called on every render of the journey's page (the module is
   * loaded before the page mounts and never changes while it is open).
   */
  usePageParts?: (host: JourneyHost, who: { quietClient: GatewayClient }) => PageParts;
}
