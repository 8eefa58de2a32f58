import { join } from 'node:path';
import { describePath } from '../../engine';
import { loadJourneyFile } from './load-journey-file';
import { DEFAULT_LOCALE_DIR, localeWords } from './locale-keys';
import { generatePathFiles, writePathFiles, type PathBounds } from './path-files';

/** Options of the paths command. */
export interface PathsOptions extends PathBounds {
  /** Folder to write into; default .cache/journey-paths/<journey id>/. */
  out?: string;
  describe: boolean;
}

/** Generates and writes the path files of each journey file; returns the lines to print. */
export function runPaths(files: readonly string[], options: PathsOptions): string[] {
  const words = localeWords([DEFAULT_LOCALE_DIR]);
  const lines: string[] = [];
  for (const file of files) {
    const journey = loadJourneyFile(file);
    const generated = generatePathFiles(journey, file, options);
    const dir = options.out ?? join('.cache', 'journey-paths', journey.definition.id);
    writePathFiles(generated, dir);
    const shortest = generated.filter((path) => path.kind === 'shortest').length;
    const count = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;
    lines.push(
      `${file}: ${count(shortest, 'shortest path')} and ${count(generated.length - shortest, 'simple path')} (at most ${options.maxMoves} moves, ${options.maxPaths} paths) written to ${dir}/`,
    );
    if (!options.describe) continue;
    for (const path of generated) {
      lines.push('', `== ${path.name} (${path.moves.length} move${path.moves.length === 1 ? '' : 's'})`);
      lines.push(...describePath(journey, path, { translate: (key) => words.get(key) }));
    }
  }
  return lines;
}
