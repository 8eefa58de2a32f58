/**
 * npm run backup -- save [FILE] | restore FILE
 *
 * Backs up and restores the embedded database (docs/operations.md "Backups"). `save` asks the
 * running gateway for a copy taken between its queries (GET /admin/backup, token from ADMIN_TOKEN
 * or $DATA_DIR/admin-token); when no gateway answers it opens the folder itself. `restore` needs
 * the gateway stopped: it unpacks the copy into a new folder, opens it to prove it is a database,
 * and only then moves the current folder aside (kept, never deleted) and the restored one in.
 * A PostgreSQL gateway (DATABASE_URL) is backed up with PostgreSQL's own tools.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { DatabaseLockedError, lockEmbeddedFolder, openDatabase } from '../gateway/server/db/connection';
import { DEFAULT_PORT, pgliteDir } from '../gateway/server/settings';
import { adminToken, runAsProgram, UsageError, type CommandResult } from './operator-cli';

const USAGE = [
  'Usage: npm run backup -- <command>',
  '  save [FILE]     copy the embedded database to FILE (default backups/pglite-<date and time>.tar.gz)',
  '  restore FILE    replace the embedded database with the copy in FILE (stop the gateway first;',
  '                  the current folder is kept beside it as pglite.before-restore-<date and time>)',
].join('\n');

export type BackupCommand = { kind: 'save'; file: string | undefined } | { kind: 'restore'; file: string };

/** Reads the command line (without node and script) into a command, or throws UsageError. */
export function parseBackupCommand(args: string[]): BackupCommand {
  const [command, ...rest] = args;
  if (rest.length > 1) throw new UsageError(`Too many arguments after "${command}".`);
  switch (command) {
    case 'save':
      return { kind: 'save', file: rest[0] };
    case 'restore':
      if (!rest[0]) throw new UsageError('"restore" needs the FILE of a backup.');
      return { kind: 'restore', file: rest[0] };
    case undefined:
      throw new UsageError('No command given.');
    default:
      throw new UsageError(`Unknown command "${command}".`);
  }
}

/** A name part from the time, safe in file names on every system: 20261126-061502. */
export function stamp(now: Date): string {
  return now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
}

export interface BackupContext {
  env: NodeJS.ProcessEnv;
  /** The time the backup's default name and the kept folder's name carry. */
  now: () => Date;
}

/** Runs a backup command. */
export async function runBackupCommand(
  args: string[],
  context: BackupContext = { env: process.env, now: () => new Date() },
): Promise<CommandResult> {
  let command: BackupCommand;
  try {
    command = parseBackupCommand(args);
  } catch (error) {
    if (error instanceof UsageError) return { code: 2, output: `${error.message}\n\n${USAGE}` };
    throw error;
  }
  const { env } = context;
  if (env.DATABASE_URL?.trim()) {
    return {
      code: 1,
      output:
        'DATABASE_URL is set, so the gateway keeps its data in PostgreSQL: back it up with pg_dump ' +
        '(pg_dump -Fc "$DATABASE_URL" > portal.dump) or your server’s own backups, and restore with pg_restore ' +
        '(docs/operations.md "Backups").',
    };
  }
  const dataDir = resolve(env.DATA_DIR?.trim() || 'data');
  return command.kind === 'save' ? save(command.file, dataDir, context) : restore(command.file, dataDir, context);
}

async function save(file: string | undefined, dataDir: string, { env, now }: BackupContext): Promise<CommandResult> {
  const target = resolve(file ?? `backups/pglite-${stamp(now())}.tar.gz`);
  if (existsSync(target)) return { code: 1, output: `${target} exists already; name another file.` };
  const fromGateway = await dumpThroughGateway(env, dataDir);
  if (typeof fromGateway === 'string') return { code: 1, output: fromGateway };
  let tarball = fromGateway?.tarball;
  let where = fromGateway?.where;
  if (!tarball) {
    let database;
    try {
      database = await openDatabase({ dataDir: pgliteDir(dataDir) });
    } catch (error) {
      const reason =
        error instanceof DatabaseLockedError
          ? `${error.message}\nNo gateway answered on port ${env.PORT?.trim() || DEFAULT_PORT} with the admin token: set PORT (and ADMIN_TOKEN) to reach it.`
          : `Could not open the embedded database in ${pgliteDir(dataDir)}: ${(error as Error).message}`;
      return { code: 1, output: reason };
    }
    try {
      tarball = Buffer.from(await (await database.dumpEmbedded!()).arrayBuffer());
      where = `the embedded database in ${database.location} (no gateway was running)`;
    } finally {
      await database.close();
    }
  }
  // Written beside its final name and then renamed, so a failed write never leaves a partial backup.
  mkdirSync(dirname(target), { recursive: true });
  const partial = `${target}.partial`;
  writeFileSync(partial, tarball);
  renameSync(partial, target);
  return { code: 0, output: `Saved ${(tarball.length / 1024 / 1024).toFixed(1)} MB from ${where} to ${target}` };
}

/** The copy from the running gateway; undefined when none answers; a message when it refuses. */
async function dumpThroughGateway(
  env: NodeJS.ProcessEnv,
  dataDir: string,
): Promise<{ tarball: Buffer; where: string } | string | undefined> {
  const token = adminToken(env, dataDir);
  if (!token) return undefined;
  const url = `http://127.0.0.1:${env.PORT?.trim() || DEFAULT_PORT}/admin/backup`;
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(120_000),
    });
  } catch {
    return undefined; // nothing listens there: open the folder
  }
  const where = `the running gateway (${new URL(url).origin})`;
  if (!response.ok) {
    const body = (await response.json().catch(() => undefined)) as { errors?: { message: string }[] } | undefined;
    return `${where} answered ${response.status}: ${body?.errors?.map((e) => e.message).join(' ') ?? response.statusText}`;
  }
  return { tarball: Buffer.from(await response.arrayBuffer()), where };
}

async function restore(file: string, dataDir: string, { now }: BackupContext): Promise<CommandResult> {
  const source = resolve(file);
  if (!existsSync(source)) return { code: 1, output: `There is no backup at ${source}.` };
  const live = pgliteDir(dataDir);
  // Holding the folder's lock proves no gateway has it open, and keeps one from opening it meanwhile.
  let release: () => void;
  try {
    release = lockEmbeddedFolder(live);
  } catch (error) {
    if (error instanceof DatabaseLockedError) return { code: 1, output: `${error.message}\nNothing was changed.` };
    throw error;
  }
  const when = stamp(now());
  const incoming = `${live}.restoring-${when}`;
  const kept = `${live}.before-restore-${when}`;
  try {
    try {
      const pglite = await PGlite.create({ dataDir: incoming, loadDataDir: new Blob([readFileSync(source)]) });
      try {
        await pglite.query('SELECT count(*) FROM kysely_migration');
      } finally {
        await pglite.close();
      }
    } catch (error) {
      rmSync(incoming, { recursive: true, force: true });
      return {
        code: 1,
        output: `${source} is not a backup of the portal's embedded database (${(error as Error).message}). Nothing was changed.`,
      };
    }
    if (existsSync(live)) renameSync(live, kept);
    renameSync(incoming, live);
  } finally {
    release();
  }
  const keptNote = existsSync(kept) ? ` The database it replaced is kept in ${kept}.` : '';
  return { code: 0, output: `Restored ${live} from ${source}.${keptNote}` };
}

runAsProgram(import.meta.url, 'backup', (args) => runBackupCommand(args));
