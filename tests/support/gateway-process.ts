import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { freePort } from './free-port';

const repoRoot = resolve(import.meta.dirname, '..', '..');

/** One pino line a gateway process wrote (its JSON fields). */
export type LogLine = Record<string, unknown> & { msg?: string };

export interface GatewayProcess {
  /** e.g. http://127.0.0.1:41234 */
  baseUrl: string;
  /** Every log line so far, parsed. */
  lines: LogLine[];
  /** Whether it has exited. */
  exited(): boolean;
  /** kill -9: no clean shutdown, its connections and transactions simply end. */
  kill9(): Promise<void>;
  /** SIGTERM, then waits for it to exit. */
  stop(): Promise<void>;
}

/**
 * Starts `gateway/server/main.ts` as its own process on a free port of 127.0.0.1 with the given
 * environment (DATABASE_URL, PUBLIC_ORIGIN, ...), and resolves when it logs that it is ready.
 */
export async function startGatewayProcess(
  env: Record<string, string>,
  readyWithinMs = 120_000,
): Promise<GatewayProcess> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'gateway/server/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, LOG_LEVEL: 'info', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: LogLine[] = [];
  let rest = '';
  let stderr = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
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
    stderr = (stderr + chunk).slice(-4000);
  });
  const exit = new Promise<void>((done) => child.once('exit', () => done()));
  let exited = false;
  void exit.then(() => {
    exited = true;
  });
  const started = Date.now();
  while (!lines.some((line) => String(line.msg).startsWith('Reference gateway ready'))) {
    if (exited || Date.now() - started > readyWithinMs) {
      child.kill('SIGKILL');
      const last = lines.slice(-5).map((line) => JSON.stringify(line));
      throw new Error(`The gateway did not start: ${[...last, stderr].join('\n')}`);
    }
    await new Promise((wait) => setTimeout(wait, 100));
  }
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    lines,
    exited: () => exited,
    kill9: async () => {
      if (!exited) child.kill('SIGKILL');
      await exit;
    },
    stop: async () => {
      if (!exited) child.kill('SIGTERM');
      await exit;
    },
  };
}
