import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { openFaultDatabase, prepareDatabase, sleep, startFaultGateway, type FaultDatabase } from './gateway-process';
import { call, checkNothingLost, halfWritten, Ledger, runTraffic, type CallResult } from './repair-traffic';
import { RESIDENT } from './gateway-process';
// @ts-expect-error plain ESM helper without type declarations
import { findPostgresBin, startPostgres } from '../../pg-server.mjs';

export interface PostgresRestartOptions {
  /** How long PostgreSQL stays down, in ms. */
  outageMs?: number;
  /** Residents walking the repair journey, and residents reading, during the restart. */
  residents?: number;
  readers?: number;
  log?: (line: string) => void;
}

export interface PostgresRestartResult {
  /** Calls answered while PostgreSQL was down or coming back. */
  callsDuringOutage: number;
  /** Of those, how many failed (503 expected). */
  failedDuringOutage: number;
  /** Answers 500 over the whole run (the target is 0: an outage is 503, not a server bug). */
  serverErrors: number;
  /** Calls that got no answer within the hang limit. */
  hangs: number;
  /** Failures other than 503 (and 0 for a cut connection) during the outage. */
  unclearFailures: number;
  gatewaySurvived: boolean;
  /** From PostgreSQL accepting connections again to the first call that succeeds, in ms. */
  recoverMs: number;
  /** Calls that failed once the gateway had recovered (should be 0). */
  failedAfterRecovery: number;
  halfWritten: number;
  draftsLost: number;
  submittedLost: number;
  jobNumbersLost: number;
  calls: number;
  details: string[];
}

/**
 * A gateway process on a throwaway PostgreSQL server, residents saving and submitting repairs and
 * reading their details, and PostgreSQL stopped (pg_ctl, fast mode) and started again on the same
 * data folder in the middle: calls must fail with a clear 503 (never a 500 or a hang), the gateway
 * must survive and recover, and nothing may be half-written or lost.
 */
export async function restartPostgresUnderLoad(options: PostgresRestartOptions = {}): Promise<PostgresRestartResult> {
  const log = options.log ?? (() => undefined);
  const server = (await startPostgres({ log: (line: string) => log(line) })) as {
    url: string;
    port: number;
    dataDir: string;
    stop(): Promise<void>;
  };
  const database: FaultDatabase = { kind: 'postgres', url: server.url };
  const pgCtl = pgControl(server.dataDir, server.port);
  try {
    const { token, before } = await prepareDatabase(database);
    const gateway = await startFaultGateway(database, { jobNumberDelayMs: 2000 });
    const ledger = new Ledger();
    const details: string[] = [];
    let gatewaySurvived = true;
    let recoverMs = Number.NaN;
    let downAt = 0;
    let upAt = 0;
    let recoveredAt = 0;
    try {
      const traffic = runTraffic(gateway.baseUrl, token, ledger, options.residents ?? 4, options.readers ?? 4);
      const warm = performance.now() + 60_000;
      while (traffic.acknowledged() < 20 && performance.now() < warm) await sleep(50);
      downAt = performance.now();
      pgCtl('stop', '-m', 'fast');
      log('PostgreSQL stopped');
      await sleep(options.outageMs ?? 3000);
      pgCtl('start');
      upAt = performance.now();
      log('PostgreSQL started again');
      for (;;) {
        if (gateway.exited()) break;
        const probe = await call(gateway.baseUrl, token, 'GET', `/api/customers/${RESIDENT.customerId}`);
        if (probe.status === 200) {
          recoveredAt = performance.now();
          recoverMs = recoveredAt - upAt;
          break;
        }
        if (performance.now() - upAt > 60_000) {
          details.push(
            `the gateway had not recovered 60 s after PostgreSQL came back: ${probe.status} ${probe.message}`,
          );
          break;
        }
        await sleep(50);
      }
      // Load for a while after the recovery, to see that it holds.
      await sleep(3000);
      await traffic.stop();
      gatewaySurvived = !gateway.exited();
      if (!gatewaySurvived) details.push(`the gateway process ended:\n${gateway.output()}`);
      const losses = gatewaySurvived
        ? await checkNothingLost(gateway.baseUrl, token, ledger, 30_000)
        : { draftsLost: Number.NaN, submittedLost: Number.NaN, jobNumbersLost: Number.NaN, details: [] };
      details.push(...losses.details);
      const handle = await openFaultDatabase(database);
      let half = { count: 0, details: [] as string[] };
      try {
        half = await halfWritten(handle.db, before);
      } finally {
        await handle.close();
      }
      details.push(...half.details);
      const during = ledger.statuses.filter((s) => s.at + s.ms >= downAt && s.at <= recoveredAt);
      const failed = (s: CallResult) => s.status < 200 || s.status >= 300;
      const after = ledger.statuses.filter((s) => s.at > recoveredAt + 1000);
      const unclear = during.filter((s) => failed(s) && s.status !== 503 && s.status !== 0);
      for (const s of unclear.slice(0, 5)) details.push(`unclear failure during the outage: ${s.status} ${s.message}`);
      for (const s of after.filter(failed).slice(0, 5))
        details.push(`failure after the recovery: ${s.status} ${s.message}`);
      return {
        callsDuringOutage: during.length,
        failedDuringOutage: during.filter(failed).length,
        serverErrors: ledger.statuses.filter((s) => s.status === 500).length,
        hangs: ledger.statuses.filter((s) => s.status === -1).length,
        unclearFailures: unclear.length,
        gatewaySurvived,
        recoverMs,
        failedAfterRecovery: after.filter(failed).length,
        halfWritten: half.count,
        draftsLost: losses.draftsLost,
        submittedLost: losses.submittedLost,
        jobNumbersLost: losses.jobNumbersLost,
        calls: ledger.statuses.length,
        details,
      };
    } finally {
      await gateway.stop();
    }
  } finally {
    try {
      pgCtl('stop', '-m', 'immediate');
    } catch {
      /* already stopped */
    }
    await server.stop();
  }
}

/**
 * pg_ctl on the throwaway server's data folder, as the user owning it; `start` uses the settings
 * scripts/pg-server.mjs started it with (port, local address, socket folder) and waits until it
 * accepts connections.
 */
function pgControl(dataDir: string, port: number): (...args: string[]) => void {
  const bin = findPostgresBin() as string;
  const baseDir = dirname(dataDir);
  const account = postgresAccount();
  return (...args) => {
    const extra =
      args[0] === 'start'
        ? ['-o', `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${baseDir} -c fsync=off`]
        : [];
    const run = spawnSync(
      join(bin, 'pg_ctl'),
      ['-D', dataDir, '-w', '-t', '60', '-l', join(baseDir, 'restart.log'), ...args, ...extra],
      { ...account, encoding: 'utf8' },
    );
    if (run.status !== 0) throw new Error(`pg_ctl ${args.join(' ')} failed: ${run.stderr || run.stdout}`);
  };
}

function postgresAccount(): { uid?: number; gid?: number } {
  if (process.getuid?.() !== 0) return {};
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('postgres:'));
  const [, , uid, gid] = (line ?? '').split(':');
  return uid && gid ? { uid: Number(uid), gid: Number(gid) } : {};
}
