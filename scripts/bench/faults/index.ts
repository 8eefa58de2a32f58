import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { killDuringJourneys, type KillRestartResult } from './kill-restart';
import { restartPostgresUnderLoad } from './postgres-restart';
// @ts-expect-error plain ESM helper without type declarations
import { startPostgres } from '../../pg-server.mjs';

/** How many times the embedded database's gateway is killed during writes. */
export const PGLITE_KILLS = 20;

/** One figure with its target: "name  value  (target T: met)". */
function figure(name: string, value: number | string, target?: string, met?: boolean): string {
  const shown = typeof value === 'number' && !Number.isInteger(value) ? value.toFixed(1) : String(value);
  const budget = target === undefined ? '' : `   target ${target}: ${met ? 'met' : 'NOT MET'}`;
  return `${name.padEnd(66)} ${shown.padStart(8)}${budget}`;
}

function zero(name: string, value: number): string {
  return figure(name, value, '0', value === 0);
}

function killFigures(label: string, r: KillRestartResult): string[] {
  return [
    zero(`${label}: drafts lost`, r.draftsLost),
    zero(`${label}: submitted repairs lost`, r.submittedLost),
    zero(`${label}: pending job numbers lost (${r.jobNumbersPendingAtKills} pending at the kills)`, r.jobNumbersLost),
    zero(`${label}: half-written records`, r.halfWritten),
    figure(`${label}: reports acknowledged, calls cut off by the kills`, `${r.drafts + r.submitted}, ${r.callsCutOff}`),
    figure(`${label}: slowest start after a kill (s)`, r.slowestRestartMs / 1000),
  ];
}

/**
 * npm run bench -- --only faults: the gateway killed with SIGKILL mid-journey and started again
 * (PGlite, 20 times, and PostgreSQL), and PostgreSQL restarted under load. Each loss count's
 * target is 0; the details of anything lost are printed after the figures.
 */
export async function benchFaults(log: (line: string) => void = console.log): Promise<string[]> {
  const lines: string[] = [];
  const details: string[] = [];

  log(`\n== Faults: kill -9 of the gateway on PGlite, ${PGLITE_KILLS} times during writes`);
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-faults-'));
  try {
    const r = await killDuringJourneys({ kind: 'pglite', dataDir }, { kills: PGLITE_KILLS, log: (l) => log(`  ${l}`) });
    lines.push(
      zero(`reopen failures of the embedded database in ${r.kills} kills`, r.reopenFailures),
      ...killFigures(`PGlite, ${r.kills} kills`, r),
    );
    if (r.kills < PGLITE_KILLS) lines.push(`  (stopped after ${r.kills} kills: the database did not reopen)`);
    details.push(...r.details);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }

  log('\n== Faults: kill -9 of the gateway on PostgreSQL, 3 times during writes');
  const server = (await startPostgres({ log: (line: string) => log(`  ${line}`) })) as {
    url: string;
    stop(): Promise<void>;
  };
  try {
    const r = await killDuringJourneys({ kind: 'postgres', url: server.url }, { kills: 3, log: (l) => log(`  ${l}`) });
    lines.push(
      zero('PostgreSQL: gateway restart failures in 3 kills', r.reopenFailures),
      ...killFigures('PostgreSQL, 3 kills', r),
    );
    details.push(...r.details);
  } finally {
    await server.stop();
  }

  log('\n== Faults: PostgreSQL stopped for 3 s and started again under load');
  const p = await restartPostgresUnderLoad({ log: (l) => log(`  ${l}`) });
  lines.push(
    figure(
      'PostgreSQL restart: calls failed during the outage (503)',
      `${p.failedDuringOutage} of ${p.callsDuringOutage}`,
    ),
    zero('PostgreSQL restart: answers 500', p.serverErrors),
    zero('PostgreSQL restart: calls that hung (no answer in 15 s)', p.hangs),
    zero('PostgreSQL restart: failures other than 503 or a cut connection', p.unclearFailures),
    figure('PostgreSQL restart: gateway process survived', p.gatewaySurvived ? 'yes' : 'no', 'yes', p.gatewaySurvived),
    figure('PostgreSQL restart: time to recover after it is back (ms)', p.recoverMs),
    zero('PostgreSQL restart: calls failed after the recovery', p.failedAfterRecovery),
    zero('PostgreSQL restart: half-written records', p.halfWritten),
    zero(
      'PostgreSQL restart: drafts, submitted repairs, job numbers lost',
      p.draftsLost + p.submittedLost + p.jobNumbersLost,
    ),
  );
  details.push(...p.details);
  if (details.length > 0) lines.push('  details:', ...details.map((line) => `    ${line.replaceAll('\n', ' | ')}`));
  return lines;
}
