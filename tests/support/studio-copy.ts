import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

/*
 * A copy of the repository in a temporary folder for the journey studio's tests (issue 28): the
 * studio writes the files of the working copy it was started in, so its tests start it on a copy
 * (startStudioServer({ root: copy.root })) and never on the tracked files.
 */

const repoRoot = resolve(import.meta.dirname, '..', '..');

/** A temporary copy of the repository's tracked files, with node_modules linked to the repository's. */
export interface StudioCopy {
  root: string;
  /** Removes the copy. */
  remove(): void;
}

/**
 * Copies every file git tracks (as it is in the working tree: a test sees the edits it is run
 * with) into a new temporary folder and links node_modules, so the project's commands
 * (`npm run journeys -- check`, prettier) run there as in the repository.
 *
 * @example
 * const copy = copyRepository();
 * afterAll(() => copy.remove());
 */
export function copyRepository(prefix = 'studio-copy-'): StudioCopy {
  const root = realpathSync(mkdtempSync(join(tmpdir(), prefix)));
  try {
    const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: repoRoot, encoding: 'utf8', maxBuffer: 64 << 20 })
      .split('\0')
      .filter((file) => file !== '');
    const folders = new Set<string>();
    for (const file of tracked) {
      const from = join(repoRoot, file);
      // A file deleted in the working tree but not yet from the index is not in the copy either.
      if (!existsSync(from)) continue;
      const to = join(root, file);
      const folder = dirname(to);
      if (!folders.has(folder)) {
        mkdirSync(folder, { recursive: true });
        folders.add(folder);
      }
      copyFileSync(from, to);
    }
    symlinkSync(realpathSync(join(repoRoot, 'node_modules')), join(root, 'node_modules'), 'dir');
  } catch (error) {
    rmSync(root, { recursive: true, force: true });
    throw error;
  }
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}
