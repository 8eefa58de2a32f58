/**
 * The studio's unsaved work laid over the working copy it edits (issue 28, item 6): which paths
 * a draft may hold (journey files, locale files, diagram pages: nothing else is ever written),
 * and the journeys, words and check context of the draft, every file it does not hold read from
 * disk under the root.
 */
import { lstatSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import type { IncludeResolver } from '../../engine';
import type { StudioDraft, StudioFile, StudioIssue } from '../../src/studio/studio-api';
import { projectLintContextOf } from '../journeys/check-command';
import { parseJourneyText } from '../journeys/journey-files';
import type { LintContext } from '../journeys/lint-journey';
import { localeKeysOfTexts, localeWordsOfTexts, type LocaleText } from '../journeys/locale-keys';

/** A request the studio refuses because of what it asks (HTTP 400), with a message for the analyst. */
export class StudioRequestError extends Error {
  constructor(
    message: string,
    readonly status = 400,
    /** The check's problems, when they are why (422). */
    readonly issues?: StudioIssue[],
  ) {
    super(message);
    this.name = 'StudioRequestError';
  }
}

/** The journeys' folder, the journeys' words and the locale folder the check reads. */
export const JOURNEYS = 'journeys';
export const WORDS_FILE = 'src/i18n/locales/en-GB/journeys.json';
export const LOCALE_DIR = 'src/i18n/locales/en-GB';
export const DIAGRAMS = 'docs/journeys';

/** The only files a draft may hold: a journey, a locale file, a diagram page (kebab-case names). */
const WRITABLE: readonly RegExp[] = [
  /^journeys\/[a-z0-9][a-z0-9-]*\.json$/,
  /^src\/i18n\/locales\/[a-z]{2,3}(-[A-Za-z0-9]{2,8})*\/[a-z0-9][a-z0-9-]*\.json$/,
  /^docs\/journeys\/[a-z0-9][a-z0-9-]*\.md$/,
];
const WHERE =
  'the studio writes only journey files (journeys/*.json), locale files (src/i18n/locales/<language>/*.json) and diagram pages (docs/journeys/*.md)';

export const isJourneyPath = (path: string) => WRITABLE[0]?.test(path) === true;

/** The working copy the studio edits: its root, and the checks on the paths written under it. */
export class Workspace {
  readonly root: string;

  constructor(root: string) {
    this.root = realpathSync(root);
  }

  /**
   * The absolute path of a file a draft may hold, after checking it: a relative path with / in one
   * of the writable folders, no `..`, and no symbolic link on the way (the folder's real path is
   * the one under the root, and the file, when it exists, is a plain file). Throws a
   * StudioRequestError naming the path otherwise.
   */
  writablePath(path: string): string {
    const refuse = (why: string): never => {
      throw new StudioRequestError(`The studio cannot write "${path}": ${why}.`);
    };
    if (path.startsWith('/') || /^[A-Za-z]:/.test(path) || path.includes('\\'))
      refuse(`it is not a path inside the working copy; ${WHERE}`);
    if (path.split('/').some((part) => part === '..' || part === '.' || part === ''))
      refuse(`"." and ".." are not allowed; ${WHERE}`);
    if (!WRITABLE.some((pattern) => pattern.test(path))) refuse(WHERE);
    const folder = join(this.root, dirname(path));
    let real: string;
    try {
      real = realpathSync(folder);
    } catch {
      return refuse(`its folder ${dirname(path)}/ does not exist`);
    }
    if (real !== folder) refuse(`its folder ${dirname(path)}/ is a link to somewhere else`);
    const file = join(this.root, path);
    const stat = lstatSync(file, { throwIfNoEntry: false });
    if (stat && !stat.isFile()) refuse('it is a link or a folder, not a file');
    return file;
  }

  /** A file's text on disk, or undefined when there is none. */
  readDisk(path: string): string | undefined {
    try {
      return readFileSync(join(this.root, path), 'utf8');
    } catch {
      return undefined;
    }
  }

  /** The journey files on disk, journeys/<name>.json in name order. */
  journeyPaths(): string[] {
    return readdirSync(join(this.root, JOURNEYS))
      .filter((file) => file.endsWith('.json'))
      .sort()
      .map((file) => posix.join(JOURNEYS, file));
  }

  /** The locale files of a folder on disk, by name. */
  localeFiles(dir = LOCALE_DIR): string[] {
    try {
      return readdirSync(join(this.root, dir))
        .filter((file) => file.endsWith('.json'))
        .sort();
    } catch {
      return [];
    }
  }
}

/** Checks the shape of a draft sent by the page; a StudioRequestError says what is wrong. */
export function readDraftBody(body: unknown, what = 'The request'): StudioDraft {
  const draft = body as Partial<StudioDraft> | null;
  if (draft === null || typeof draft !== 'object' || Array.isArray(draft))
    throw new StudioRequestError(`${what} must be a JSON object with "journey" and "files".`);
  if (typeof draft.journey !== 'string')
    throw new StudioRequestError(`${what} needs "journey", the journey file in focus.`);
  if (!Array.isArray(draft.files)) throw new StudioRequestError(`${what} needs "files", a list of { path, text }.`);
  draft.files.forEach((file: Partial<StudioFile> | null, at) => {
    if (file === null || typeof file !== 'object' || typeof file.path !== 'string' || typeof file.text !== 'string')
      throw new StudioRequestError(`${what}: files[${at}] must be { "path": string, "text": string }.`);
  });
  return { journey: draft.journey, files: draft.files };
}

/** A draft laid over the working copy: each file's text as the studio holds it, or as on disk. */
export class Draft {
  private readonly held = new Map<string, string>();

  constructor(
    readonly workspace: Workspace,
    readonly draft: StudioDraft,
  ) {
    for (const file of draft.files) {
      workspace.writablePath(file.path);
      if (this.held.has(file.path)) throw new StudioRequestError(`The draft holds "${file.path}" twice.`);
      this.held.set(file.path, file.text);
    }
    if (!isJourneyPath(draft.journey))
      throw new StudioRequestError(
        `"${draft.journey}" is not a journey file: the journey in focus is journeys/<name>.json.`,
      );
    if (this.text(draft.journey) === undefined)
      throw new StudioRequestError(`There is no journey file "${draft.journey}".`);
  }

  /** The paths the draft holds. */
  get paths(): string[] {
    return [...this.held.keys()];
  }

  /** Whether the draft holds a file (changed or not). */
  holds(path: string): boolean {
    return this.held.has(path);
  }

  /** A file's text in the draft, or on disk. */
  text(path: string): string | undefined {
    return this.held.get(path) ?? this.workspace.readDisk(path);
  }

  /** The journey files: those on disk and any new one the draft holds, in name order. */
  journeyPaths(): string[] {
    return [...new Set([...this.workspace.journeyPaths(), ...this.paths.filter(isJourneyPath)])].sort();
  }

  /** The journey files the draft holds. */
  heldJourneys(): string[] {
    return this.paths.filter(isJourneyPath);
  }

  /** The journeys an includes entry names, from the draft first: `damp-and-mould` is journeys/damp-and-mould.json. */
  readonly include: IncludeResolver = (name) => {
    const path = posix.join(JOURNEYS, `${name}.json`);
    const text = this.text(path);
    if (text === undefined) throw new Error(`${path}: there is no such journey file`);
    const parsed = parseJourneyText(text);
    if ('parseError' in parsed) throw new Error(`${path}: ${parsed.parseError}`);
    return parsed.raw;
  };

  /** The locale files the check reads (the British English ones), each from the draft or disk. */
  localeTexts(): { path: string; locale: LocaleText }[] {
    const names = new Set(this.workspace.localeFiles());
    for (const path of this.paths) if (dirname(path) === LOCALE_DIR) names.add(path.slice(LOCALE_DIR.length + 1));
    return [...names].sort().map((file) => {
      const path = posix.join(LOCALE_DIR, file);
      return { path, locale: { file, text: this.text(path) ?? '' } };
    });
  }

  /** The locale texts that parse, and a problem for each that does not. */
  private readableLocales(): { texts: LocaleText[]; broken: { path: string; message: string }[] } {
    const texts: LocaleText[] = [];
    const broken: { path: string; message: string }[] = [];
    for (const { path, locale } of this.localeTexts()) {
      try {
        localeKeysOfTexts([locale]);
        texts.push(locale);
      } catch (error) {
        broken.push({ path, message: (error as Error).message });
      }
    }
    return { texts, broken };
  }

  /** The check's context: the project's operations and settings, the draft's words and journeys. */
  lintContext(): { context: LintContext; brokenLocales: { path: string; message: string }[] } {
    const { texts, broken } = this.readableLocales();
    return { context: projectLintContextOf(localeKeysOfTexts(texts), this.include), brokenLocales: broken };
  }

  /** The words of every key the draft's locale files hold, to describe paths and draw diagrams. */
  words(): Map<string, string> {
    return localeWordsOfTexts(this.readableLocales().texts);
  }
}
