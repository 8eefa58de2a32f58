import type { PathFile } from '../../../engine/browser';
import type { Coverage } from '../state/studio-state';

const placeName = (place: PathFile['moves'][number]['to']) => ('exit' in place ? place.exit : place.step);

/** What a set of paths reaches: every step and exit they pass, and every route (from>to) they take. */
export function coverageOf(paths: readonly PathFile[]): Coverage {
  const steps = new Set<string>();
  const routes = new Set<string>();
  for (const path of paths)
    for (const move of path.moves) {
      const to = placeName(move.to);
      steps.add(move.from.step);
      steps.add(to);
      if (to !== move.from.step) routes.add(`${move.from.step}>${to}`);
    }
  return { steps: [...steps].sort(), routes: [...routes].sort() };
}

/** A path file read from a file a tester opened, or why it is not one. */
export function readPathFile(text: string): { file: PathFile } | { problem: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { problem: 'This file is not a path file: it is not JSON.' };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    return { problem: 'This file is not a path file: it holds no object.' };
  const file = parsed as Partial<PathFile>;
  const missing = [
    typeof file.journey !== 'string' && 'the journey it is for ("journey")',
    !Array.isArray(file.moves) && 'its moves ("moves")',
    (typeof file.assumes !== 'object' || file.assumes === null) && 'the facts it starts with ("assumes")',
    typeof file.name !== 'string' && 'its name ("name")',
  ].filter((part): part is string => typeof part === 'string');
  if (missing.length > 0) return { problem: `This file is not a path file: it does not say ${missing.join(', ')}.` };
  return { file: file as PathFile };
}

/** The name a path file is downloaded as: the journey's file name and the path's name. */
export const downloadName = (journeyName: string, file: PathFile) => `${journeyName}-${file.name}.json`;

/** Offers a path file as a download. */
export function downloadPathFile(name: string, file: PathFile): void {
  const url = URL.createObjectURL(new Blob([`${JSON.stringify(file, null, 2)}\n`], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
