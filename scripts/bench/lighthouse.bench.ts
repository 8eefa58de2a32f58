/**
 * Lighthouse's mobile figures (its default settings: an emulated phone, slow 4G, a 4× slower CPU)
 * for the start page, the dashboard signed in and the first step of the repair journey (issue 29
 * item 6). The portal is built, the reference gateway runs as its own process on a fresh embedded
 * database with the demo residents (as `npm start` runs it), and Debian's Chromium is started once
 * with a debugging port: Amara signs in through the portal's real sign-in in that browser, and
 * Lighthouse then audits on the same profile without clearing its storage, so the signed-in pages
 * are the pages a resident sees. A page whose audit ended anywhere else (e.g. the start page after
 * a lost session) gives no figure, but a clear error.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { PERSONA } from '../../gateway/server/seed/personas';
import { chromiumFlags, chromiumPath } from '../../tests/support/browser';
import { freePort } from '../../tests/support/free-port';
import { signIn } from '../../tests/support/portal-sign-in';
import { recordBudget } from './budgets';
import { machineLoad } from './http-load';
import { viteBuild } from './vite-build';

/** One audited page: its path, the path the audit must end on, and whether it needs Amara signed in. */
interface AuditedPage {
  name: string;
  path: string;
  /** The audit's final path must be this one (case-insensitive): a redirect gives no figure. */
  finalPath: string;
  signedIn: boolean;
  /** The performance score to reach: the start page keeps its 100, every other page 95. */
  minimumScore: number;
}

/**
 * The pages of issue 29 item 6. The repair journey opens on /repairproperty (create-repair-button.tsx),
 * which passes a resident with one home, as Amara, straight on to /repairasset: the first step she sees.
 */
export const AUDITED_PAGES: AuditedPage[] = [
  { name: 'start page', path: '/startpage', finalPath: '/startpage', signedIn: false, minimumScore: 100 },
  {
    name: 'dashboard (signed in)',
    path: '/customer360View',
    finalPath: '/customer360View',
    signedIn: true,
    minimumScore: 95,
  },
  {
    name: 'repair journey, first step (signed in)',
    path: '/repairproperty',
    finalPath: '/repairasset',
    signedIn: true,
    minimumScore: 95,
  },
];

/** The targets of issue 29: Core Web Vitals' "good" thresholds. */
export const LIGHTHOUSE_TARGETS = { lcpMs: 2500, tbtMs: 200, cls: 0.1 } as const;

/** One Lighthouse run's figures. */
export interface PageFigures {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scriptBytes: number;
  scriptRequests: number;
}

/** The subset of Lighthouse's result that the figures are read from. */
interface LighthouseResultLike {
  finalDisplayedUrl: string;
  runtimeError?: { code: string; message: string };
  categories: { performance?: { score: number | null } };
  audits: Record<string, { numericValue?: number; details?: unknown } | undefined>;
}

/**
 * Reads one page's figures out of Lighthouse's result, and refuses a run that ended elsewhere than
 * `finalPath` or that Lighthouse could not complete.
 */
export function figuresOf(result: LighthouseResultLike, finalPath: string): PageFigures {
  if (result.runtimeError) throw new Error(`Lighthouse could not audit the page: ${result.runtimeError.message}`);
  const landed = new URL(result.finalDisplayedUrl).pathname;
  if (landed.toLowerCase() !== finalPath.toLowerCase())
    throw new Error(`The audit ended on ${landed}, not on ${finalPath} (was the resident still signed in?).`);
  const numeric = (id: string): number => {
    const value = result.audits[id]?.numericValue;
    if (typeof value !== 'number') throw new Error(`Lighthouse's result has no figure for ${id}.`);
    return value;
  };
  const summary = result.audits['resource-summary']?.details as
    { items?: { resourceType: string; transferSize: number; requestCount: number }[] } | undefined;
  const scripts = summary?.items?.find((item) => item.resourceType === 'script');
  const score = result.categories.performance?.score;
  if (typeof score !== 'number') throw new Error('Lighthouse gave no performance score.');
  return {
    score: Math.round(score * 100),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    scriptBytes: scripts?.transferSize ?? 0,
    scriptRequests: scripts?.requestCount ?? 0,
  };
}

/** The median of each figure over the runs (each figure on its own). */
export function medianFigures(runs: PageFigures[]): PageFigures {
  if (runs.length === 0) throw new Error('No Lighthouse run to take the median of.');
  const median = (pick: (figures: PageFigures) => number) => {
    const sorted = runs.map(pick).sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  };
  return {
    score: median((f) => f.score),
    lcpMs: median((f) => f.lcpMs),
    tbtMs: median((f) => f.tbtMs),
    cls: median((f) => f.cls),
    scriptBytes: median((f) => f.scriptBytes),
    scriptRequests: median((f) => f.scriptRequests),
  };
}

/** The budget lines of one page's median figures. */
export function recordPageBudgets(page: AuditedPage, figures: PageFigures, runs: number): string[] {
  const label = `Lighthouse mobile, ${page.name}, median of ${runs}`;
  return [
    recordBudget('lighthouse', {
      name: `${label}: performance score`,
      value: String(figures.score),
      target: page.minimumScore === 100 ? '100' : `at least ${page.minimumScore}`,
      met: figures.score >= page.minimumScore,
    }),
    recordBudget('lighthouse', {
      name: `${label}: LCP`,
      value: `${(figures.lcpMs / 1000).toFixed(2)} s`,
      target: `at most ${LIGHTHOUSE_TARGETS.lcpMs / 1000} s`,
      met: figures.lcpMs <= LIGHTHOUSE_TARGETS.lcpMs,
    }),
    recordBudget('lighthouse', {
      name: `${label}: TBT`,
      value: `${Math.round(figures.tbtMs)} ms`,
      target: `at most ${LIGHTHOUSE_TARGETS.tbtMs} ms`,
      met: figures.tbtMs <= LIGHTHOUSE_TARGETS.tbtMs,
    }),
    recordBudget('lighthouse', {
      name: `${label}: CLS`,
      value: figures.cls.toFixed(3),
      target: `at most ${LIGHTHOUSE_TARGETS.cls}`,
      met: figures.cls <= LIGHTHOUSE_TARGETS.cls,
    }),
    `${label}: JavaScript ${(figures.scriptBytes / 1024).toFixed(1)} KB transferred in ${figures.scriptRequests} requests`,
  ];
}

/** Starts the gateway as `npm start` does (demo residents seeded on an empty database), on a port of its own. */
async function startDemoGateway(dataDir: string): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'gateway/server/main.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_ORIGIN: baseUrl,
      LOG_LEVEL: 'warn',
      STATIC_DIR: 'dist',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = () => stopProcess(child);
  try {
    await waitFor(`${baseUrl}/docs/json`, child, 'The gateway');
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}

/** Debian's Chromium with a debugging port and a profile of its own, for both Playwright and Lighthouse. */
async function startChromium(profileDir: string): Promise<{ port: number; stop: () => Promise<void> }> {
  const port = await freePort();
  const child = spawn(
    chromiumPath,
    [...chromiumFlags, `--remote-debugging-port=${port}`, `--user-data-dir=${profileDir}`, 'about:blank'],
    { stdio: 'ignore' },
  );
  const stop = () => stopProcess(child);
  try {
    await waitFor(`http://127.0.0.1:${port}/json/version`, child, 'Chromium');
  } catch (error) {
    await stop();
    throw error;
  }
  return { port, stop };
}

async function waitFor(url: string, child: ChildProcess, what: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${what} exited with status ${child.exitCode} while starting.`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${what} did not start within 2 minutes.`);
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

/** Signs Amara in through the portal in the browser on `port` (its default profile, which Lighthouse reuses). */
async function signInAmara(port: number, baseUrl: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('Chromium has no default context to sign in on.');
    const page = await context.newPage();
    page.setDefaultTimeout(60_000);
    await signIn(withBase(page, baseUrl), PERSONA.amara.email);
    await page.close();
  } finally {
    // Disconnects Playwright only: the browser and its profile stay for Lighthouse.
    await browser.close();
  }
}

/** The sign-in helper navigates by relative paths: resolve them against the gateway. */
function withBase<T extends { goto: (url: string) => Promise<unknown> }>(page: T, baseUrl: string): T {
  const goto = page.goto.bind(page);
  return Object.assign(page, { goto: (url: string) => goto(new URL(url, baseUrl).href) });
}

/**
 * Empties Chromium's HTTP cache and keeps its storage: Lighthouse's own reset (off, to keep the
 * signed-in session in localStorage) would clear both, and a warm cache would hide the JavaScript
 * a resident's phone downloads on a first visit.
 */
async function clearHttpCache(port: number): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('Chromium has no default context.');
    const page = await context.newPage();
    const session = await context.newCDPSession(page);
    await session.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    await browser.close();
  }
}

/**
 * Where each page's last Lighthouse report is kept (its whole JSON, e.g. bootup-time, long-tasks,
 * critical-request-chains) with its trace (<page>.trace.json), so that what the figures stand for
 * can be read after the run.
 */
export const LIGHTHOUSE_REPORT_DIR = join('.cache', 'bench', 'lighthouse');

/** The report's file name for a page: its name in lower case, words joined by dashes. */
export function reportFileName(pageName: string): string {
  const slug = pageName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  if (!slug) throw new Error(`The page name "${pageName}" gives no report file name.`);
  return `${slug}.json`;
}

/** One Lighthouse audit with its default (mobile) settings, on the browser's profile with an empty cache. */
async function auditOnce(port: number, url: string, page: AuditedPage): Promise<PageFigures> {
  const finalPath = page.finalPath;
  await clearHttpCache(port);
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
    // The default config is the mobile one; keep the signed-in resident's storage between runs.
    { extends: 'lighthouse:default', settings: { disableStorageReset: true } },
  );
  if (!result) throw new Error('Lighthouse gave no result.');
  // Kept before the figures are read, so that a run that ended elsewhere can be read too.
  mkdirSync(LIGHTHOUSE_REPORT_DIR, { recursive: true });
  writeFileSync(join(LIGHTHOUSE_REPORT_DIR, reportFileName(page.name)), JSON.stringify(result.lhr, null, 1));
  // And the page's trace (Chromium's performance panel opens it): which task blocked, and why.
  const trace = (result.artifacts as { Trace?: unknown }).Trace;
  if (trace)
    writeFileSync(
      join(LIGHTHOUSE_REPORT_DIR, reportFileName(page.name).replace(/\.json$/, '.trace.json')),
      JSON.stringify(trace),
    );
  return figuresOf(result.lhr as unknown as LighthouseResultLike, finalPath);
}

/**
 * Runs the section: `runs` Lighthouse audits of each page (median), with the machine's load before
 * and after beside the figures.
 */
export async function benchLighthouse(runs: number): Promise<string[]> {
  console.log('\n== Building the portal for Lighthouse');
  viteBuild([], 'The portal build failed; no Lighthouse figures.');
  const dataDir = mkdtempSync(join(tmpdir(), 'lighthouse-gateway-'));
  const profileDir = mkdtempSync(join(tmpdir(), 'lighthouse-chromium-'));
  const stops: (() => Promise<void>)[] = [];
  const lines: string[] = [`machine before: ${machineLoad()}`];
  try {
    const gateway = await startDemoGateway(dataDir);
    stops.push(gateway.stop);
    const browser = await startChromium(profileDir);
    stops.push(browser.stop);
    let signedIn = false;
    for (const page of AUDITED_PAGES) {
      if (page.signedIn && !signedIn) {
        await signInAmara(browser.port, gateway.baseUrl);
        signedIn = true;
      }
      try {
        const figures: PageFigures[] = [];
        for (let run = 1; run <= runs; run += 1) {
          console.log(`  Lighthouse: ${page.name}, run ${run} of ${runs} (${machineLoad()})`);
          figures.push(await auditOnce(browser.port, `${gateway.baseUrl}${page.path}`, page));
        }
        lines.push(...recordPageBudgets(page, medianFigures(figures), runs));
      } catch (error) {
        // No figure for this page, said as such (never a figure of the page it was redirected to).
        lines.push(
          recordBudget('lighthouse', {
            name: `Lighthouse mobile, ${page.name}`,
            value: `no figure: ${error instanceof Error ? error.message : String(error)}`,
            target: `a score of at least ${page.minimumScore}`,
            met: false,
          }),
        );
      }
    }
    lines.push(`each page's last report: ${LIGHTHOUSE_REPORT_DIR}/<page>.json`, `machine after: ${machineLoad()}`);
    return lines;
  } finally {
    for (const stop of stops.reverse()) await stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(profileDir, { recursive: true, force: true });
  }
}
