#!/usr/bin/env node
// `npm test`: every check of the project in order, carrying on after failures, ending with one
// line "N passed, N failed[, N skipped]". Typecheck, lint, format and build count as one check each;
// vitest stages count their tests.
//
//   npm test                         everything
//   npm test -- --only lint,unit     just these stages      npm test -- --skip browser
// Stages: typecheck, lint, format, unit, db-pglite, db-postgres, build, build-studio, browser.
// Typecheck, lint and format each use one core most of their time, so they run at the same time
// (stages of one `group`); each one's output is held back and printed whole, in order.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './ensure-chromium.mjs';
import { startPostgres } from './pg-server.mjs';
import { failureLines, figureLines, selectStages, summaryLine, totalCounts, vitestCounts } from './test-report.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const resultsDir = join(root, '.cache', 'test-results');
const stageTimeoutMs = 20 * 60_000;

/** The JavaScript entry of a package's command, run with this Node (no shell, no npx). */
function bin(pkg, name = pkg) {
  const manifest = JSON.parse(readFileSync(join(root, 'node_modules', pkg, 'package.json'), 'utf8'));
  const entry = typeof manifest.bin === 'string' ? manifest.bin : manifest.bin[name];
  return join(root, 'node_modules', pkg, entry);
}

const vitestStage = (id, title, projects, extra = {}) => ({ id, title, kind: 'vitest', projects, ...extra });
const stages = [
  {
    id: 'typecheck',
    title: 'Typecheck (tsc --noEmit)',
    kind: 'check',
    group: 'static',
    args: () => [bin('typescript', 'tsc'), '--noEmit', '-p', 'tsconfig.json'],
  },
  { id: 'lint', title: 'Lint (eslint .)', kind: 'check', group: 'static', args: () => [bin('eslint'), '.'] },
  {
    id: 'format',
    title: 'Format (prettier --check .)',
    kind: 'check',
    group: 'static',
    args: () => [bin('prettier'), '--check', '.', '--log-level', 'warn'],
  },
  vitestStage('unit', 'Unit, lint-rule and DOM tests', ['unit', 'lint', 'dom']),
  vitestStage('db-pglite', 'Database tests on PGlite', ['db'], { env: { TEST_DATABASE_URL: null } }),
  vitestStage('db-postgres', 'Database tests on a throwaway PostgreSQL server', ['db'], { setup: setupPostgres }),
  // The portal (dist/) and the gateway's bundle (.cache/gateway-build), as `npm run build` makes them.
  {
    id: 'build',
    title: 'Build (the portal with vite, the gateway bundle with esbuild)',
    kind: 'check',
    args: () => [join(root, 'scripts', 'build.mjs'), '--logLevel', 'warn'],
  },
  // The journey studio's own build (.cache/studio-dist), which its browser tests serve.
  {
    id: 'build-studio',
    title: 'Studio build (vite build --config scripts/studio/vite.config.ts)',
    kind: 'check',
    args: () => [bin('vite'), 'build', '--config', 'scripts/studio/vite.config.ts', '--logLevel', 'warn'],
  },
  vitestStage('browser', 'Browser tests (Chromium)', ['browser'], { setup: setupChromium, needs: 'build' }),
];

async function setupPostgres(log) {
  const pg = await startPostgres({ log });
  log(`PostgreSQL ready at ${pg.url}`);
  return { env: { TEST_DATABASE_URL: pg.url }, cleanup: pg.stop };
}

async function setupChromium(log) {
  return { env: { CHROMIUM_PATH: ensureChromium({ log }) } };
}

// ---- running --------------------------------------------------------------------------------

const children = new Set();
let interrupted = false;
const cleanups = new Set();

/**
 * Where a stage writes: straight to the terminal, or (`held`) into a buffer printed whole once
 * the stage is over, for stages running at the same time as others.
 */
function stageOutput(held) {
  const chunks = [];
  return {
    held,
    write: (text) => (held ? chunks.push(text) : process.stdout.write(text)),
    log: (line) => (held ? chunks.push(`  ${line}\n`) : console.log(`  ${line}`)),
    text: () => chunks.join(''),
  };
}

function run(args, env, out) {
  return new Promise((resolve) => {
    const childEnv = { ...process.env, ...(out.held && process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}), ...env };
    for (const [name, value] of Object.entries(childEnv)) if (value === null) delete childEnv[name];
    // Held output: the child's stdout and stderr go into one buffer in the order they arrive.
    const stdio = out.held ? ['ignore', 'pipe', 'pipe'] : 'inherit';
    const child = spawn(process.execPath, args, { cwd: root, stdio, env: childEnv });
    if (out.held) for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => out.write(chunk));
    children.add(child);
    const timer = setTimeout(() => {
      out.write(`\nStage took longer than ${stageTimeoutMs / 60_000} minutes; stopping it.\n`);
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
    }, stageTimeoutMs);
    child.on('error', (error) => {
      out.write(`Could not start ${args[0]}: ${error.message}\n`);
      resolve(1);
    });
    // 'close' rather than 'exit': held output is complete only once the pipes are closed.
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      children.delete(child);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

async function runStage(stage, outcomes, out) {
  const { log } = out;
  if (stage.needs && outcomes.get(stage.needs)?.failed) {
    log(`skipped: ${stage.needs} failed`);
    return { passed: 0, failed: 0, skipped: 1, note: `skipped because ${stage.needs} failed` };
  }
  let prepared = { env: {} };
  try {
    if (stage.setup) prepared = await stage.setup(log);
  } catch (error) {
    log(error instanceof Error ? error.message : String(error));
    return { passed: 0, failed: 1, skipped: 0, note: 'could not prepare the stage' };
  }
  if (prepared.cleanup) cleanups.add(prepared.cleanup);
  try {
    const env = { ...stage.env, ...prepared.env };
    if (stage.kind === 'check') {
      const status = await run(stage.args(), env, out);
      return status === 0 ? { passed: 1, failed: 0, skipped: 0 } : { passed: 0, failed: 1, skipped: 0 };
    }
    const reportPath = join(resultsDir, `${stage.id}.json`);
    rmSync(reportPath, { force: true });
    rmSync(figuresPath(stage), { force: true });
    env.TEST_FIGURES_FILE = figuresPath(stage);
    const args = [bin('vitest'), 'run', ...stage.projects.flatMap((project) => ['--project', project])];
    args.push('--reporter=default', '--reporter=json', `--outputFile.json=${reportPath}`, '--passWithNoTests');
    const status = await run(args, env, out);
    const report = existsSync(reportPath) ? JSON.parse(readFileSync(reportPath, 'utf8')) : null;
    return { ...vitestCounts(report, status), failures: failureLines(report, root) };
  } finally {
    if (prepared.cleanup) {
      cleanups.delete(prepared.cleanup);
      await prepared.cleanup();
    }
  }
}

/** Where a stage's tests write their figures (tests/support/figures.ts). */
function figuresPath(stage) {
  return join(resultsDir, `${stage.id}.figures.jsonl`);
}

/** The figures a stage's tests recorded, one printable line each. */
function stageFigures(stage) {
  const path = figuresPath(stage);
  return stage.kind === 'vitest' && existsSync(path) ? figureLines(readFileSync(path, 'utf8')) : [];
}

function seconds(ms) {
  return `${(ms / 1000).toFixed(1)} s`;
}

async function main() {
  const ids = selectStages(
    process.argv.slice(2),
    stages.map((stage) => stage.id),
  );
  const selected = stages.filter((stage) => ids.includes(stage.id));
  mkdirSync(resultsDir, { recursive: true });
  const outcomes = new Map();
  const started = Date.now();
  const header = (stage) => `\n=== [${selected.indexOf(stage) + 1}/${selected.length}] ${stage.title}`;
  const finish = (stage, counts) => {
    outcomes.set(stage.id, counts);
    const verdict = counts.failed ? 'FAILED' : counts.skipped && !counts.passed ? 'skipped' : 'ok';
    const detail = summaryLine(counts);
    console.log(
      `=== ${stage.title}: ${verdict} (${detail}) in ${seconds(counts.ms)}${counts.note ? ` — ${counts.note}` : ''}`,
    );
    counts.figures = stageFigures(stage);
    for (const line of counts.figures) console.log(`    ${line}`);
  };
  for (let index = 0; index < selected.length && !interrupted;) {
    const stage = selected[index];
    // The stages of one group that follow each other run together.
    let end = index + 1;
    while (stage.group && end < selected.length && selected[end].group === stage.group) end += 1;
    const batch = selected.slice(index, end);
    index = end;
    if (batch.length === 1) {
      console.log(header(stage));
      const stageStart = Date.now();
      const counts = await runStage(stage, outcomes, stageOutput(false));
      counts.ms = Date.now() - stageStart;
      finish(stage, counts);
      continue;
    }
    console.log(`\n=== Running together: ${batch.map((each) => each.id).join(', ')}`);
    const runs = batch.map(async (each) => {
      const out = stageOutput(true);
      const stageStart = Date.now();
      const counts = await runStage(each, outcomes, out);
      counts.ms = Date.now() - stageStart;
      return { counts, out };
    });
    for (const [position, each] of batch.entries()) {
      const { counts, out } = await runs[position];
      console.log(header(each));
      process.stdout.write(out.text());
      finish(each, counts);
    }
  }

  console.log(`\nSummary (${seconds(Date.now() - started)}${interrupted ? ', interrupted' : ''}):`);
  for (const stage of selected) {
    const counts = outcomes.get(stage.id);
    if (!counts) {
      console.log(`  ${stage.id.padEnd(12)} not run`);
      continue;
    }
    const flag = counts.failed ? 'FAIL' : 'ok  ';
    console.log(
      `  ${flag} ${stage.id.padEnd(12)} ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped  ${seconds(counts.ms)}`,
    );
  }
  const figures = selected.flatMap((stage) => (outcomes.get(stage.id)?.figures ?? []).map((line) => [stage.id, line]));
  if (figures.length > 0) {
    console.log('\nFigures (each held to its target by its test):');
    for (const [id, line] of figures) console.log(`  ${id.padEnd(12)} ${line}`);
  }
  // Last before the closing line: a CI log that keeps only its end still names what failed.
  const failures = selected.flatMap((stage) =>
    (outcomes.get(stage.id)?.failures ?? []).map((line) => [stage.id, line]),
  );
  if (failures.length > 0) {
    console.log('\nFailed:');
    for (const [id, line] of failures) console.log(`  ${id.padEnd(12)} ${line}`);
  }
  const total = totalCounts([...outcomes.values()]);
  if (interrupted && total.failed === 0) total.failed = 1;
  console.log(summaryLine(total));
  return total.failed > 0 ? 1 : 0;
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (interrupted) process.exit(130); // second Ctrl-C: leave at once
    interrupted = true;
    console.error(`\n${signal} received: stopping after the current stage's clean-up…`);
    for (const child of children) child.kill(signal);
  });
}

main().then(
  (status) => process.exit(status),
  async (error) => {
    console.error(`test runner: ${error instanceof Error ? error.message : String(error)}`);
    for (const cleanup of cleanups) await cleanup().catch(() => {});
    console.log(summaryLine({ passed: 0, failed: 1, skipped: 0 }));
    process.exit(1);
  },
);
