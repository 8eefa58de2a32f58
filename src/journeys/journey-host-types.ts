import type {
  AnswerEdit,
  AnswerLabel,
  EffectRegistry,
  Facts,
  FieldError,
  JourneySnapshot,
  PathFile,
  StepViewModel,
  SummaryRow,
  Toggles,
} from '../../engine/browser';

/* What the journey host (use-journey-host.ts) gives a journey page and takes from it. */

/** What the host shows besides the step. */
export type HostNotice = 'restored' | 'restored-updated' | null;

/** An edit waiting for the resident to agree that it removes other answers. */
export interface PendingEdit {
  values: AnswerEdit;
  /** The answers it would remove, named as the summary names them. */
  cleared: AnswerLabel[];
}

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
}
