/**
 * `npm run journeys -- <command>`. The analysts' `check` runs from a JavaScript bundle of
 * check-main.ts kept in .cache/journeys-cli/ and built again (esbuild, about a second) only when
 * a file it was built from changed: the engine, the schema, these scripts. An analyst's edit of a
 * journey or of the wording is read when the check runs, so it never needs a build, and the check
 * answers without tsx compiling TypeScript at every start. Every other command (and `check` with
 * options the fast start does not know) runs cli.ts through tsx, as before.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../..');
const folder = join(root, '.cache', 'journeys-cli');
const bundle = join(folder, 'check-main.mjs');
const inputsFile = join(folder, 'inputs.json');

/** Each file the bundle was built from, with its size and modification time then. */
function stamp(file) {
  const stat = statSync(join(root, file), { throwIfNoEntry: false });
  return stat ? `${stat.size}:${stat.mtimeMs}` : 'missing';
}

function fresh() {
  try {
    const inputs = JSON.parse(readFileSync(inputsFile, 'utf8'));
    statSync(bundle);
    return Object.entries(inputs).every(([file, was]) => stamp(file) === was);
  } catch {
    return false;
  }
}

async function build() {
  const { build: esbuild } = await import('esbuild');
  mkdirSync(folder, { recursive: true });
  const result = await esbuild({
    absWorkingDir: root,
    entryPoints: ['scripts/journeys/check-main.ts'],
    outfile: bundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    metafile: true,
    logLevel: 'error',
  });
  const inputs = Object.fromEntries(Object.keys(result.metafile.inputs).map((file) => [file, stamp(file)]));
  writeFileSync(inputsFile, JSON.stringify(inputs));
}

const args = process.argv.slice(2);
const fastCheck =
  args[0] === 'check' && args.every((arg, at) => !arg.startsWith('--') || (arg === '--locale' && at > 0));
if (fastCheck) {
  if (!fresh()) await build();
  process.argv = [process.argv[0], bundle, ...args];
  await import(pathToFileURL(bundle).href);
} else {
  const run = spawnSync(process.execPath, ['--import', 'tsx', join(here, 'cli.ts'), ...args], { stdio: 'inherit' });
  process.exitCode = run.status ?? 1;
}
