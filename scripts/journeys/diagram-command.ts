import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
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
  const journey = loadJourneyFile(file);
  const words = localeWords(localeDirs);
  const target = join(DIAGRAM_DIR, `${journeyName(file)}.md`);
  const options = (await resolveConfig(target)) ?? {};
  const text = await format(
    diagramPage(journey.index, file, (key) => words.get(key)),
    {
      ...options,
      parser: 'markdown',
    },
  );
  return { target, text };
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
