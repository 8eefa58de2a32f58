/**
 * What a save writes (issue 28, items 4 and 6): the draft's files formatted as `npm run
 * format:check` expects them, the diagram page of each journey whose page changes, as a diff
 * against disk; and the writing itself, every file to a temporary file first and then renamed
 * over the old one, so that a failure leaves the files as they were.
 */
import { randomBytes } from 'node:crypto';
import { renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { createTwoFilesPatch, FILE_HEADERS_ONLY } from 'diff';
import { format, getFileInfo, resolveConfig } from 'prettier';
import { diagramPageOf } from '../journeys/diagram-command';
import { journeyName, loadJourneyText } from '../journeys/load-journey-file';
import { DIAGRAMS, type Draft } from './draft';
import { journeysToCheck } from './check';

/** A file the save would write: its path from the root, its text now (undefined: new) and after. */
export interface PlannedFile {
  path: string;
  before: string | undefined;
  after: string;
}

/** A file's text formatted as Prettier formats it in `prettier --check .` (its settings, its ignore file). */
async function formatted(root: string, path: string, text: string): Promise<string> {
  const file = join(root, path);
  const info = await getFileInfo(file, { ignorePath: join(root, '.prettierignore') });
  if (info.ignored || info.inferredParser === null) return text;
  const options = (await resolveConfig(file)) ?? {};
  return format(text, { ...options, filepath: file });
}

/**
 * The files a save of the draft writes, formatted, with the diagram pages of the journeys it
 * changes (each journey the draft holds, those that include one, every journey when the words
 * change), read from the draft; only files whose text changes. The draft must pass the check.
 */
export async function planSave(draft: Draft, options: { diagrams?: boolean } = {}): Promise<PlannedFile[]> {
  const { root } = draft.workspace;
  const planned = new Map<string, PlannedFile>();
  for (const path of draft.paths) {
    const before = draft.workspace.readDisk(path);
    const after = await formatted(root, path, draft.text(path) ?? '');
    if (after !== before) planned.set(path, { path, before, after });
  }
  const words = draft.words();
  // A journey the engine cannot load has no diagram: a diff of a draft with problems leaves them out.
  for (const file of options.diagrams === false ? [] : journeysToCheck(draft, true)) {
    const journey = loadJourneyText(draft.text(file) ?? '', file, draft.include);
    const path = posix.join(DIAGRAMS, `${journeyName(file)}.md`);
    const before = draft.workspace.readDisk(path);
    const after = await diagramPageOf(journey, file, words, join(root, path));
    // The page made from the draft wins over a page the draft holds: it is generated.
    if (after !== before) planned.set(path, { path, before, after });
    else planned.delete(path);
  }
  return [...planned.values()].sort((a, b) => a.path.localeCompare(b.path));
}

/** A unified diff of the planned files, paths from the root. */
export function diffOf(files: readonly PlannedFile[]): string {
  return files
    .map((file) =>
      createTwoFilesPatch(
        file.before === undefined ? '/dev/null' : file.path,
        file.path,
        file.before ?? '',
        file.after,
        undefined,
        undefined,
        { headerOptions: FILE_HEADERS_ONLY },
      ),
    )
    .join('');
}

/**
 * Writes the planned files: all to temporary files beside them, then each renamed over its file.
 * A failure before the renames removes the temporary files; one during them puts back the files
 * already replaced, so the working copy is left as it was as far as the disk allows.
 */
export function writePlanned(draft: Draft, files: readonly PlannedFile[]): string[] {
  const suffix = `.studio-${randomBytes(6).toString('hex')}.tmp`;
  const targets = files.map((file) => ({ file, target: draft.workspace.writablePath(file.path) }));
  const temps: string[] = [];
  try {
    for (const { file, target } of targets) {
      writeFileSync(`${target}${suffix}`, file.after, { flag: 'wx' });
      temps.push(`${target}${suffix}`);
    }
  } catch (error) {
    for (const temp of temps) rmSync(temp, { force: true });
    throw error;
  }
  const renamed: typeof targets = [];
  try {
    for (const entry of targets) {
      renameSync(`${entry.target}${suffix}`, entry.target);
      renamed.push(entry);
    }
  } catch (error) {
    for (const { file, target } of renamed) {
      if (file.before === undefined) rmSync(target, { force: true });
      else writeFileSync(target, file.before);
    }
    for (const { target } of targets) rmSync(`${target}${suffix}`, { force: true });
    throw error;
  }
  return files.map((file) => file.path);
}
