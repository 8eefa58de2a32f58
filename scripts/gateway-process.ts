import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { freePort } from '../tests/support/free-port';
import { GATEWAY_NODE_OPTIONS } from './build-gateway.mjs';

const repoRoot = resolve(import.meta.dirname, '..');

/** One pino line a gateway process wrote (its JSON fields; a line that is not JSON as `msg`). */
export type LogLine = Record<string, unknown> & { msg?: string };

/** A reference gateway running as its own process: killed, stopped and started again by tests and the bench. */
export interface GatewayProcess {
  /** e.g. http://127.0.0.1:41234 */
  baseUrl: string;
  /** Its process id (for its memory, /proc/<pid>/status). */
  pid: number | undefined;
  /** Every line it wrote to stdout so far, parsed. */
  lines: LogLine[];
  /** The last few thousand characters it wrote (stdout and stderr), for a failure's message. */
  output(): string;
  /** Whether it has exited. */
  exited(): boolean;
  /** Its exit code once it has exited (null while running, or when a signal ended it). */
  exitCode(): number | null;
  /** kill -9: no clean shutdown, its connections and transactions simply end; waits until it is gone. */
  kill9(): Promise<void>;
  /** SIGTERM (a clean stop), SIGKILL after 15 s. */
  stop(): Promise<void>;
}

/** Node's arguments to run the gateway from its TypeScript source, compiled on the fly (`npm run dev`). */
export const FROM_SOURCE = ['--import', 'tsx', 'gateway/server/main.ts'];

/**
 * Node's arguments to run the gateway's bundle (scripts/build-gateway.mjs) with the options `npm
 * start` gives it (GATEWAY_NODE_OPTIONS: source maps).
 */
export function fromBundle(bundle: string): string[] {
  return [...GATEWAY_NODE_OPTIONS, bundle];
}

/** The gateway did not start: it exited, or did not answer in time (its output is in the message). */
export class GatewayStartError extends Error {}

/**
 * Starts `gateway/server/main.ts` as its own process on a free port of 127.0.0.1 with the given
 * environment added to this process's (DATABASE_URL, DATA_DIR, PUBLIC_ORIGIN, ...; a value of
 * undefined removes a variable), and resolves when its GET /health answers 200. `nodeArgs` runs
 * it from its source (the default) or from a bundle (`fromBundle`).
 */
export async function startGatewayProcess(
  env: Record<string, string | undefined>,
  readyWithinMs = 120_000,
  nodeArgs: string[] = FROM_SOURCE,
): Promise<GatewayProcess> {
  const port = await freePort();
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    LOG_LEVEL: 'info',
    ...env,
    PORT: String(port),
    HOST: '127.0.0.1',
  };
  for (const [name, value] of Object.entries(childEnv)) if (value === undefined) delete childEnv[name];
  const child: ChildProcess = spawn(process.execPath, nodeArgs, {
    cwd: repoRoot,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: LogLine[] = [];
  let rest = '';
  let output = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    output = (output + chunk).slice(-6000);
    const parts = (rest + chunk).split('\n');
    rest = parts.pop() ?? '';
    for (const part of parts) {
      try {
        lines.push(JSON.parse(part) as LogLine);
      } catch {
        lines.push({ msg: part });
      }
    }
  });
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    output = (output + chunk).slice(-6000);
  });
  const exit = new Promise<void>((done) => child.once('exit', () => done()));
  const gone = () => child.exitCode !== null || child.signalCode !== null;
  const baseUrl = `http://127.0.0.1:${port}`;
  const gateway: GatewayProcess = {
    baseUrl,
    pid: child.pid,
    lines,
    output: () => output,
    exited: gone,
    exitCode: () => child.exitCode,
    kill9: async () => {
      if (!gone()) child.kill('SIGKILL');
      await exit;
    },
    stop: async () => {
      if (gone()) return;
      child.kill('SIGTERM');
      const stopped = await Promise.race([exit.then(() => true), wait(15_000).then(() => false)]);
      if (!stopped) await gateway.kill9();
    },
  };
  const deadline = Date.now() + readyWithinMs;
  for (;;) {
    if (gone()) throw new GatewayStartError(`The gateway exited while starting:\n${output}`);
    try {
      const response = await fetch(`${baseUrl}/health`, { signal: AbortSignal.timeout(5000) });
      if (response.ok) return gateway;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      await gateway.kill9();
      throw new GatewayStartError(`The gateway did not answer within ${readyWithinMs} ms:\n${output}`);
    }
    await wait(100);
  }
}

const wait = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));
