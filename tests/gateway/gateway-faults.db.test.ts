import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../../gateway/server/db/connection';
import { PERSONA } from '../../gateway/server/seed/personas';
import { killDuringJourneys } from '../../scripts/bench/faults/kill-restart';
import { reportFigure } from '../support/figures';
import { startTestGateway } from './gateway-harness';

/**
 * The gateway process killed with SIGKILL in the middle of residents' journeys (create the
 * draft, save answers, submit), over HTTP, and started again on the same embedded database:
 * every acknowledged draft, submission and pending job number is still there. `npm run bench`
 * (section faults) does the same 20 times, and on PostgreSQL, and restarts PostgreSQL under load.
 */
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('kill -9 of the gateway on the embedded database', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'gateway-kill-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('reopens after each kill with the drafts, submitted repairs and pending job numbers', async () => {
    const kills = 2;
    const result = await killDuringJourneys(
      { kind: 'pglite', dataDir },
      { kills, residents: 3, callsBeforeKill: 14, jobNumberDelayMs: 5000 },
    );
    const lost = result.draftsLost + result.submittedLost + result.jobNumbersLost + result.halfWritten;
    reportFigure({
      name: 'kill -9 restarts with nothing lost',
      value: result.kills - result.reopenFailures - (lost > 0 ? 1 : 0),
      target: `${kills} of ${kills}`,
      met: result.kills === kills && result.reopenFailures === 0 && lost === 0,
      detail: `of ${kills} (PGlite; ${result.drafts} drafts, ${result.submitted} submitted repairs, ${result.callsCutOff} calls cut off)`,
    });
    expect(result.details).toEqual([]);
    expect(result).toMatchObject({ kills, reopenFailures: 0, draftsLost: 0, submittedLost: 0, jobNumbersLost: 0 });
    expect(result.halfWritten).toBe(0);
    // The kills landed mid-journey: some reports were acknowledged, some calls cut off.
    expect(result.drafts).toBeGreaterThan(0);
    expect(result.submitted).toBeGreaterThan(0);
    expect(result.callsCutOff).toBeGreaterThan(0);
  }, 600_000);
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('PostgreSQL drops the gateway’s connections', () => {
  it('fails only the work holding a dropped connection (no crash), and the next request reconnects', async () => {
    const gateway = await startTestGateway();
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      const url = `/api/customers/${PERSONA.amara.customerId}`;
      expect((await gateway.api({ as: 'amara', url })).statusCode).toBe(200);
      const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(gateway.db);
      const name = rows[0]?.name ?? '';
      // A transaction holds a connection, idle between its statements, while the server drops it.
      let release: () => void = () => undefined;
      const gate = new Promise<void>((done) => (release = done));
      const held = gateway.db.transaction().execute(async (trx) => {
        await sql`select 1`.execute(trx);
        await gate;
        await sql`select 1`.execute(trx);
      });
      const outcome = held.then(
        () => null,
        (error: unknown) => error,
      );
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);
      for (;;) {
        const left = await admin.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
        if (left.rows[0]?.n === 0) break;
      }
      release();
      const error = await outcome;
      expect(isDatabaseUnavailable(error)).toBe(true);
      expect((await gateway.api({ as: 'amara', url })).statusCode).toBe(200);
    } finally {
      await admin.end();
      await gateway.close();
    }
  }, 120_000);
});
