import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import type { Journey } from '../../engine';
import { diagramPage } from './diagram';
import { journeyName, loadJourneyFile } from './load-journey-file';
import { DEFAULT_LOCALE_DIR, localeWords } from './locale-keys';

/** Where the diagrams go. */
export const DIAGRAM_DIR = 'docs/journeys';

/**
 * The Markdown diagram page of a journey file, formatted as the project's Prettier settings
 * format Markdown, so the committed page passes the format check and regenerates byte for byte.
 */
export async function renderDiagram(file: string, localeDirs: readonly string[] = [DEFAULT_LOCALE_DIR]) {
  const target = join(DIAGRAM_DIR, `${journeyName(file)}.md`);
  const text = await diagramPageOf(loadJourneyFile(file), file, localeWords(localeDirs), target);
  return { target, text };
}

/**
 * The diagram page of a journey already loaded, in the given words, formatted with the Prettier
 * settings of `target`, the page's path (the studio's are under the working copy it edits, and
 * its journey and words may be unsaved). `file` is the journey file the page names.
 *
 * @example
 * await diagramPageOf(loadJourneyFile('journeys/referral.json'), 'journeys/referral.json', words, 'docs/journeys/referral.md')
 */
export async function diagramPageOf(
  journey: Journey,
  file: string,
  words: ReadonlyMap<string, string>,
  target: string,
): Promise<string> {
  const options = (await resolveConfig(target)) ?? {};
  return format(
    diagramPage(journey.index, file, (key) => words.get(key)),
    {
      ...options,
      parser: 'markdown',
    },
  );
}

/** Writes the diagram page of each journey file into a folder; returns the files written. */
export async function writeDiagrams(files: readonly string[], dir = DIAGRAM_DIR): Promise<string[]> {
  mkdirSync(dir, { recursive: true });
  const written: string[] = [];
  for (const file of files) {
    const { text } = await renderDiagram(file);
    const target = join(dir, `${journeyName(file)}.md`);
    writeFileSync(target, text);
    written.push(target);
  }
  return written;
}
