import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from '../../tests/support/free-port';
import { floorBundle } from './bench-bundles';
import { fromBundle } from '../gateway-process';

/** A floor server (floor-server.ts) running as its own process. */
export interface FloorTarget {
  baseUrl: string;
  /** The floor server's process id (its CPU time is read from /proc). */
  pid: number;
  stop(): Promise<void>;
}

/**
 * Starts scripts/bench/floor-server.ts (bundled: bench-bundles.ts) on the gateway's database, as
 * its own process like the gateway (so the load generator does not steal its CPU): bare, or with
 * the gateway's own token check and session look-up when `security` is set.
 *
 * @example
 * const floor = await startFloorTarget(databaseUrl, true);
 * try { ... } finally { await floor.stop(); }
 */
export async function startFloorTarget(databaseUrl: string, security: boolean): Promise<FloorTarget> {
  const port = await freePort();
  // Compiled as the gateway is (bench-bundles.ts), so the gateway's ratio to it is like for like.
  const child = spawn(process.execPath, fromBundle(await floorBundle()), {
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), FLOOR_SECURITY: security ? '1' : '0' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = () => stopProcess(child);
  try {
    await waitUntilReady(baseUrl, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, pid: child.pid ?? 0, stop };
}

async function waitUntilReady(baseUrl: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`The floor server exited with status ${child.exitCode} while starting.`);
    try {
      if ((await fetch(`${baseUrl}/ready`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('The floor server did not start within a minute.');
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
  if (child.exitCode === null) child.kill('SIGKILL');
}
