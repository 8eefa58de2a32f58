/**
 * The contract between the journey studio's page (src/studio) and its server (scripts/studio), which
 * reads and writes the working copy's journey files (docs/journeys/README.md, "The journey studio").
 * Types only, so that the server imports nothing of the page.
 */
import type { EffectRequest, Facts, PathFile, Scope, Toggles } from '../../engine/browser';

/** Every request to the studio's API carries the token the studio printed in the terminal when it started. */
export const STUDIO_TOKEN_HEADER = 'x-studio-token';
/** Where the API answers. */
export const STUDIO_API = '/studio-api';
/** The address parameter the terminal's link carries the token in; the page keeps it for the tab and drops it from the address. */
export const STUDIO_TOKEN_PARAM = 'token';

/**
 * The body of every answer that is not a success (400 bad request or a path outside the folders
 * the studio writes, 401 token, 403 origin, 404, 413, 421 host, 422 a draft whose problems stop
 * the diff, paths or replay, 429 too many wrong tokens, 500), but the save's 422, a StudioSave: a
 * plain sentence to show, and the check's problems when they are why.
 */
export interface StudioProblem {
  message: string;
  issues?: StudioIssue[];
}

/** A file of the working copy, by its path from the repository's root (always with /). */
export interface StudioFile {
  path: string;
  text: string;
}

/** A journey file of journeys/. */
export interface StudioJourneyFile extends StudioFile {
  /** The file's name without .json: "repair". */
  name: string;
}

/** GET /studio-api/files: what the studio edits, as it is on disk now. */
export interface StudioFiles {
  /** journeys/*.json, in name order. */
  journeys: StudioJourneyFile[];
  /** The journeys' locale file (src/i18n/locales/en-GB/journeys.json), whose flat keys the steps' words are. */
  words: StudioFile;
  /** Words the journey pages read besides their own (the common namespace, the renderer's), flat; read only. */
  otherWords: Record<string, string>;
}

/**
 * The studio's unsaved work: the files it holds changed, laid over the working copy; every other
 * file is read from disk. `journey` is the journey file in focus (journeys/repair.json).
 */
export interface StudioDraft {
  journey: string;
  files: StudioFile[];
}

/** A problem the check found, where its JSON pointer is. */
export interface StudioIssue {
  severity: 'error' | 'warning';
  code: string;
  /** The file it is in (journeys/repair.json). */
  file: string;
  /** A JSON pointer into that file. */
  pointer: string;
  message: string;
  /** Where the pointer is in the file's text (line 1-based, column 0-based); absent when unknown. */
  position?: { line: number; column: number };
}

/** POST /studio-api/check (body StudioDraft): the check of `npm run journeys -- check`, on the draft's journey. */
export interface StudioCheck {
  issues: StudioIssue[];
  milliseconds: number;
}

/** A generated path with the numbered steps a tester follows by hand (`npm run journeys -- paths --describe`). */
export interface StudioPath {
  file: PathFile;
  description: string[];
}

/**
 * POST /studio-api/paths: the journey's generated paths, made in its world or, with `variant`, in
 * one of the world's variants (StudioWorld.variants: the settings and records under which pages
 * the demo settings never show appear), as a tester chooses the resident's world.
 */
export interface StudioPathsRequest extends StudioDraft {
  variant?: number;
}

/** The answer of POST /studio-api/paths. */
export interface StudioPaths {
  paths: StudioPath[];
}

/** POST /studio-api/replay: replays path files through the engine headless, on the draft. */
export interface StudioReplayRequest {
  draft: StudioDraft;
  paths: PathFile[];
}
export interface StudioReplayResult {
  name: string;
  ok: boolean;
  /** One line per move, as `npm run journeys -- replay` prints them. */
  lines: string[];
}
export interface StudioReplay {
  results: StudioReplayResult[];
}

/** A row of a navigation table under tests/ that the draft's journey no longer keeps. */
export interface StudioNavigationRow {
  table: string;
  id: string;
  page: string;
  action: string;
  words: string;
  problem: string;
}

/** POST /studio-api/impact (body StudioDraft): what saving the draft would change for the tests. */
export interface StudioImpact {
  paths: { before: number; after: number; changed: string[]; added: string[]; removed: string[] };
  /** Steps no path reaches after the change that one reached before. */
  unreachable: string[];
  /**
   * Steps and routes the paths reached before and not after; a route is `from → to` by step id
   * (`vulnerability → covid`), an exit as `exit:<id>`.
   */
  lostCoverage: { steps: string[]; routes: string[] };
  /** Tables checked, and the rows of them that no longer hold. */
  navigation: { tables: string[]; rows: StudioNavigationRow[] };
  /** The draft's check problems: a draft with errors cannot be saved. */
  issues: StudioIssue[];
  /** Why the paths and tables were not measured (the draft's journey cannot be run); absent when they were. */
  notMeasured?: string;
}

/** POST /studio-api/diff (body StudioDraft): the change as the save would write it (formatted), against disk. */
export interface StudioDiff {
  /** A unified diff of every file the save would write, the diagram pages included. */
  diff: string;
  files: string[];
}

/** POST /studio-api/save (body StudioDraft): 200 with what was written, or 422 with why nothing was. */
export type StudioSave = { saved: true; written: string[]; diff: string } | { saved: false; issues: StudioIssue[] };

/** GET /studio-api/world/:journeyId: the world the journey's paths run in (scripts/journeys/worlds.ts). */
export interface StudioWorld {
  facts: Facts;
  toggles: Toggles;
  /** The demo resident whose records the world describes. */
  persona?: string;
  variants: { facts?: Facts; toggles?: Toggles }[];
}

/** POST /studio-api/effects: the world's answer to a journey's operations, as the path tests use it. */
export interface StudioEffectsRequest {
  journeyId: string;
  requests: EffectRequest[];
  scope: Scope;
}
export interface StudioEffects {
  facts: Facts;
}
