import {
  GatewayStartError,
  openFaultDatabase,
  prepareDatabase,
  sleep,
  startFaultGateway,
  type FaultDatabase,
  type GatewayProcess,
} from './gateway-process';
import { checkNothingLost, halfWritten, Ledger, runTraffic } from './repair-traffic';

export interface KillRestartOptions {
  /** How many times the gateway is killed (and started again). */
  kills: number;
  /** Residents walking their journeys at once. */
  residents?: number;
  /** Calls the gateway acknowledges in a round before the kill (then the kill lands mid-journey). */
  callsBeforeKill?: number;
  /** The gateway's JOB_NUMBER_DELAY_MS: long enough that submissions are pending at each kill. */
  jobNumberDelayMs?: number;
  log?: (line: string) => void;
}

export interface KillRestartResult {
  kills: number;
  /** Kills after which the gateway did not start again on its database. */
  reopenFailures: number;
  draftsLost: number;
  submittedLost: number;
  /** Job numbers pending at a kill (submitted less than the delay before it). */
  jobNumbersPendingAtKills: number;
  jobNumbersLost: number;
  halfWritten: number;
  /** Reports (drafts and submitted) the gateway had acknowledged. */
  drafts: number;
  submitted: number;
  /** Calls in flight that the kill cut off (no answer). */
  callsCutOff: number;
  /** The slowest start after a kill, in ms. */
  slowestRestartMs: number;
  details: string[];
}

/**
 * Residents walk the repair journey over HTTP (create the draft, save answers, submit) while the
 * gateway process is killed with SIGKILL mid-way, `kills` times; after each kill the gateway is
 * started again on the same database and every report it had acknowledged is read back: drafts
 * with their answers, submitted repairs submitted, and each pending job number assigned.
 */
export async function killDuringJourneys(
  database: FaultDatabase,
  options: KillRestartOptions,
): Promise<KillRestartResult> {
  const log = options.log ?? (() => undefined);
  const jobNumberDelayMs = options.jobNumberDelayMs ?? 4000;
  const { token, before } = await prepareDatabase(database);
  const ledger = new Ledger();
  const result: KillRestartResult = {
    kills: 0,
    reopenFailures: 0,
    draftsLost: 0,
    submittedLost: 0,
    jobNumbersPendingAtKills: 0,
    jobNumbersLost: 0,
    halfWritten: 0,
    drafts: 0,
    submitted: 0,
    callsCutOff: 0,
    slowestRestartMs: 0,
    details: [],
  };
  let gateway: GatewayProcess | undefined = await startFaultGateway(database, { jobNumberDelayMs });
  try {
    for (let round = 1; round <= options.kills; round += 1) {
      const traffic = runTraffic(gateway.baseUrl, token, ledger, options.residents ?? 4);
      const start = traffic.acknowledged();
      // A little more each round, so the kills land at different points of the journeys.
      const target = start + (options.callsBeforeKill ?? 16) + (round % 5);
      const until = performance.now() + 120_000;
      while (traffic.acknowledged() < target && performance.now() < until) await sleep(20);
      const cutBefore = ledger.statuses.length;
      const killed = gateway.kill9();
      const stopped = traffic.stop();
      await killed;
      const killedAt = performance.now();
      result.kills += 1;
      await stopped;
      result.callsCutOff += ledger.statuses.slice(cutBefore).filter((s) => s.status <= 0).length;
      result.jobNumbersPendingAtKills += ledger.submitted.filter(
        (r) => r.submittedAt !== undefined && r.submittedAt > killedAt - jobNumberDelayMs,
      ).length;
      const restarted = performance.now();
      try {
        gateway = await startFaultGateway(database, { jobNumberDelayMs });
      } catch (error) {
        gateway = undefined;
        if (!(error instanceof GatewayStartError)) throw error;
        result.reopenFailures += 1;
        // The lines naming the error, not only the end of its stack.
        const named = error.message.split('\n').filter((line) => /error|failed|corrupt|panic/i.test(line));
        result.details.push(`kill ${round}: the gateway did not start again: ${named.slice(0, 6).join(' | ')}`);
        break;
      }
      result.slowestRestartMs = Math.max(result.slowestRestartMs, performance.now() - restarted);
      const losses = await checkNothingLost(gateway.baseUrl, token, ledger, jobNumberDelayMs + 20_000);
      log(
        `kill ${round}/${options.kills}: ${ledger.reports.size} reports so far; lost ${losses.draftsLost} drafts, ` +
          `${losses.submittedLost} submitted, ${losses.jobNumbersLost} job numbers`,
      );
      // A loss counts once: the ledger forgets what was found lost before the next round.
      result.draftsLost += losses.draftsLost;
      result.submittedLost += losses.submittedLost;
      result.jobNumbersLost += losses.jobNumbersLost;
      result.details.push(...losses.details.map((line) => `kill ${round}: ${line}`));
      for (const id of losses.lostIds) ledger.reports.delete(id);
    }
  } finally {
    await gateway?.stop();
  }
  result.drafts = ledger.drafts.length;
  result.submitted = ledger.submitted.length;
  if (result.reopenFailures === 0) {
    const handle = await openFaultDatabase(database);
    try {
      const found = await halfWritten(handle.db, before);
      result.halfWritten = found.count;
      result.details.push(...found.details);
    } finally {
      await handle.close();
    }
  }
  return result;
}
