import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setConfigurationValue } from '../../gateway/server/repositories/configuration-repository';
import { parseBackupCommand, runBackupCommand, stamp } from '../../scripts/backup';
import { UsageError } from '../../scripts/operator-cli';
import { listenLocally, startTestGateway, TEST_ADMIN_TOKEN, type TestGateway } from './gateway-harness';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const fixedNow = () => new Date('2026-03-14T09:26:53Z');

/**
 * Runs SQL on the embedded database in this folder, opened and closed. The folders here hold only
 * the two tables a backup touches, since migrating a database on disk costs many seconds.
 */
async function onFolder<T>(pgliteFolder: string, run: (pglite: PGlite) => Promise<T>): Promise<T> {
  const pglite = await PGlite.create(pgliteFolder);
  try {
    return await run(pglite);
  } finally {
    await pglite.close();
  }
}

const probe = (folder: string) =>
  onFolder(folder, async (pglite) => (await pglite.query<{ value: string }>('SELECT value FROM probe')).rows[0]?.value);

describe('npm run backup', () => {
  it.each([
    [[], 'No command given.'],
    [['copy'], 'Unknown command "copy".'],
    [['restore'], '"restore" needs the FILE'],
    [['save', 'a', 'b'], 'Too many arguments'],
  ])('refuses %j with a clear usage message', async (args, message) => {
    expect(() => parseBackupCommand(args)).toThrow(UsageError);
    const result = await runBackupCommand(args, { env: {}, now: fixedNow });
    expect(result.code).toBe(2);
    expect(result.output).toContain(message);
    expect(result.output).toContain('Usage: npm run backup');
  });

  it('names a default backup by the time, safe in file names', () => {
    expect(stamp(fixedNow())).toBe('20260314-092653');
  });

  it('sends a PostgreSQL installation to pg_dump rather than copying files', async () => {
    const result = await runBackupCommand(['save'], { env: { DATABASE_URL: 'postgres://u@h/db' }, now: fixedNow });
    expect(result.code).toBe(1);
    expect(result.output).toContain('pg_dump');
  });

  describe.skipIf(onPostgres)('the embedded database, with no gateway running', () => {
    let dataDir: string;
    beforeAll(async () => {
      dataDir = mkdtempSync(join(tmpdir(), 'backup-cli-'));
      await onFolder(join(dataDir, 'pglite'), (pglite) =>
        pglite.exec(
          "CREATE TABLE kysely_migration (name text); CREATE TABLE probe (value text); INSERT INTO probe VALUES ('before')",
        ),
      );
    }, 120_000);
    afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

    it('saves a copy, then restores it over later changes and keeps the replaced folder', async () => {
      const env = { DATA_DIR: dataDir, PORT: '1' };
      const file = join(dataDir, 'copy.tar.gz');
      const saved = await runBackupCommand(['save', file], { env, now: fixedNow });
      expect(saved).toEqual({ code: 0, output: expect.stringContaining('no gateway was running') });
      expect(existsSync(`${file}.partial`)).toBe(false);
      expect((await runBackupCommand(['save', file], { env, now: fixedNow })).output).toContain('exists already');

      const live = join(dataDir, 'pglite');
      await onFolder(live, (pglite) => pglite.exec("UPDATE probe SET value = 'after'"));

      const restored = await runBackupCommand(['restore', file], { env, now: fixedNow });
      expect(restored.code, restored.output).toBe(0);
      expect(await probe(live)).toBe('before');
      const kept = `${live}.before-restore-20260314-092653`;
      expect(restored.output).toContain(kept);
      expect(await probe(kept)).toBe('after');
    }, 120_000);

    it('changes nothing when the file is not a backup, or while a gateway holds the folder', async () => {
      const env = { DATA_DIR: dataDir, PORT: '1' };
      const junk = join(dataDir, 'junk.tar.gz');
      writeFileSync(junk, 'not a tarball');
      const refused = await runBackupCommand(['restore', junk], { env, now: () => new Date('2026-03-15T00:00:00Z') });
      expect(refused.code).toBe(1);
      expect(refused.output).toContain('is not a backup');
      expect(refused.output).toContain('Nothing was changed');
      expect(existsSync(join(dataDir, 'pglite.before-restore-20260315-000000'))).toBe(false);
      expect(existsSync(join(dataDir, 'pglite.restoring-20260315-000000'))).toBe(false);

      // The lock of a live process (this test's parent) stands for a running gateway.
      writeFileSync(join(dataDir, 'pglite.lock'), String(process.ppid));
      try {
        const locked = await runBackupCommand(['restore', join(dataDir, 'copy.tar.gz')], { env, now: fixedNow });
        expect(locked.code).toBe(1);
        expect(locked.output).toContain('in use by process');
        expect(locked.output).toContain('Nothing was changed');
      } finally {
        rmSync(join(dataDir, 'pglite.lock'), { force: true });
      }
      expect(existsSync(join(dataDir, 'pglite.before-restore-20260314-092653'))).toBe(true); // the first test's only
    }, 120_000);
  });

  describe('through the running gateway', () => {
    let gateway: TestGateway;
    let env: NodeJS.ProcessEnv;
    let dataDir: string;
    beforeAll(async () => {
      gateway = await startTestGateway();
      const port = await listenLocally(gateway);
      dataDir = mkdtempSync(join(tmpdir(), 'backup-gw-'));
      env = { PORT: String(port), ADMIN_TOKEN: TEST_ADMIN_TOKEN, DATA_DIR: dataDir };
    });
    afterAll(async () => {
      await gateway?.close();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it.skipIf(onPostgres)(
      'takes a copy while the gateway runs, which opens as the same database',
      async () => {
        await setConfigurationValue(gateway.db, 'BackupProbe', 'online', { create: true });
        const file = join(dataDir, 'online.tar.gz');
        const saved = await runBackupCommand(['save', file], { env, now: fixedNow });
        expect(saved).toEqual({ code: 0, output: expect.stringContaining('running gateway') });
        const copy = await PGlite.create({ loadDataDir: new Blob([readFileSync(file)]) });
        try {
          const rows = await copy.query<{ value: string }>(
            "SELECT value FROM configuration_values WHERE name = 'BackupProbe'",
          );
          expect(rows.rows).toEqual([{ value: 'online' }]);
        } finally {
          await copy.close();
        }
      },
      120_000,
    );

    it.runIf(onPostgres)('says a gateway on PostgreSQL is backed up with PostgreSQL’s tools', async () => {
      const result = await runBackupCommand(['save', join(dataDir, 'pg.tar.gz')], { env, now: fixedNow });
      expect(result.code).toBe(1);
      expect(result.output).toContain('answered 409');
      expect(result.output).toContain('pg_dump');
      expect(existsSync(join(dataDir, 'pg.tar.gz'))).toBe(false);
    });

    it('needs the admin token', async () => {
      const response = await gateway.app.inject({ method: 'GET', url: '/admin/backup' });
      expect(response.statusCode).toBe(401);
    });
  });
});
