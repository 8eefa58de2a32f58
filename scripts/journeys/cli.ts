/**
 * npm run journeys -- <command>: the analysts' and testers' tools for journeys/*.json.
 * See docs/journeys/README.md.
 */
import { readFileSync } from 'node:fs';
import { runCheck } from './check-command';
import { writeDiagrams } from './diagram-command';
import { journeyFilesOrDefault } from './journey-files';
import { parse, type Parsed } from './cli-args';
import { JourneyFileError, loadJourneyFile, resolveJourneyFiles } from './load-journey-file';
import { DEFAULT_LOCALE_DIR } from './locale-keys';
import { runPaths } from './paths-command';
import type { PathFile } from './path-files';
import { replayPath } from './replay';

export const USAGE = `Usage: npm run journeys -- <command> [options]

  check [files...] [--locale DIR]
      Checks journeys (default: every journeys/*.json): the schema, then the graph lint. Each
      problem names the file and the JSON pointer. Exit code 1 when there are errors.
      --locale DIR adds a locale folder to ${DEFAULT_LOCALE_DIR} for the message keys.
  diagram [files...]
      Writes docs/journeys/<name>.md with a Mermaid flowchart of each journey.
  paths [journey] [--out DIR] [--max-moves N] [--max-paths N] [--describe]
      Writes the shortest path to every step and the simple paths (default at most 20 moves,
      50 paths) as JSON path files to .cache/journey-paths/<journey id>/ (or --out DIR).
      journey: a file, a name in journeys/ (referral) or a journey id; default every journey.
      --describe also prints each path as numbered steps a tester can follow by hand.
  replay <pathfile...> [--browser [--url URL]]
      Replays path files through the engine headless and reports each move and the final step.
      Exit code 1 when the journey goes somewhere the path does not expect.
      --browser replays them through the real pages in Chromium instead, signed in as the demo
      resident of the journey's world: on a reference gateway started for the run (needs
      \`npm run build\` first; each path starts from the demo records), or on the portal at
      --url (a running \`npm start\`, whose drafts and repairs stay between paths).`;

function count(flags: Parsed['flags'], name: string, fallback: number): number {
  const value = flags.get(name)?.[0];
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new JourneyFileError(`${name} needs a whole number above 0`);
  return n;
}

async function run(argv: readonly string[]): Promise<number> {
  const { command, positional, flags } = parse(argv);
  const known = new Set([
    '--locale',
    '--out',
    '--max-moves',
    '--max-paths',
    '--describe',
    '--browser',
    '--url',
    '--help',
  ]);
  const unknown = [...flags.keys()].find((flag) => !known.has(flag));
  if (unknown || command === undefined || flags.has('--help') || command === 'help') {
    console.log(unknown ? `Unknown option ${unknown}.\n\n${USAGE}` : USAGE);
    return unknown || command === undefined ? 1 : 0;
  }
  if (command === 'check') return runCheck(positional, flags.get('--locale') ?? []);
  if (command === 'diagram') {
    for (const file of await writeDiagrams(journeyFilesOrDefault(positional))) console.log(`Wrote ${file}`);
    return 0;
  }
  if (command === 'paths') {
    const files = positional.flatMap((name) => resolveJourneyFiles(name));
    const lines = runPaths(files.length > 0 ? files : resolveJourneyFiles(undefined), {
      maxMoves: count(flags, '--max-moves', 20),
      maxPaths: count(flags, '--max-paths', 50),
      describe: flags.has('--describe'),
      ...(flags.get('--out') ? { out: flags.get('--out')?.[0] } : {}),
    });
    for (const line of lines) console.log(line);
    return 0;
  }
  if (command === 'replay') {
    if (positional.length === 0) throw new JourneyFileError('replay needs at least one path file');
    if (flags.has('--browser')) {
      const paths = positional.map((file) => ({ file, path: JSON.parse(readFileSync(file, 'utf8')) as PathFile }));
      // Loaded only here: it brings the gateway and Chromium's driver, which the other commands do not need.
      const { replayPathsInBrowser } = await import('./browser-replay-command');
      const report = await replayPathsInBrowser(paths, flags.get('--url')?.[0]);
      for (const line of report.lines) console.log(line);
      return report.failed > 0 ? 1 : 0;
    }
    let failed = 0;
    for (const file of positional) {
      const path = JSON.parse(readFileSync(file, 'utf8')) as PathFile;
      const result = replayPath(loadJourneyFile(path.definition), path);
      console.log(`== ${file}`);
      for (const line of result.lines) console.log(line);
      if (!result.ok) failed += 1;
    }
    console.log(
      `Replayed ${positional.length} path file(s): ${positional.length - failed} passed, ${failed} diverged.`,
    );
    return failed > 0 ? 1 : 0;
  }
  console.log(`Unknown command "${command}".\n\n${USAGE}`);
  return 1;
}

run(process.argv.slice(2)).then(
  // An explicit exit: a browser replay's gateway keeps its database template open for reuse.
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof JourneyFileError ? error.message : error);
    process.exit(1);
  },
);
