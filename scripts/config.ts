/**
 * npm run config -- set NAME VALUE [--create] | get NAME | list
 *
 * Changes or shows the gateway's configuration values (feature toggles). Talks to the running
 * gateway's admin endpoint (http://127.0.0.1:$PORT, token from ADMIN_TOKEN or $DATA_DIR/admin-token)
 * so a change shows at once; when no gateway answers it opens the database directly
 * (DATABASE_URL, or PGlite in $DATA_DIR/pglite).
 */
import { DatabaseLockedError, openDatabase } from '../gateway/server/db/connection';
import { migrateToLatest } from '../gateway/server/db/migrate';
import {
  listConfigurationValues,
  setConfigurationValue,
  type ConfigurationEntry,
} from '../gateway/server/repositories/configuration-repository';
import { resolve } from 'node:path';
import { DEFAULT_PORT, pgliteDir } from '../gateway/server/settings';
import { adminToken, runAsProgram, UsageError, type CommandResult } from './operator-cli';

export { UsageError, type CommandResult } from './operator-cli';

export type ConfigCommand =
  { kind: 'set'; name: string; value: string; create: boolean } | { kind: 'get'; name: string } | { kind: 'list' };

const USAGE = [
  'Usage: npm run config -- <command>',
  '  set NAME VALUE [--create]   change a value (--create adds a name that does not exist yet)',
  '  get NAME                    show one value',
  '  list                        show every value',
].join('\n');

const NAME = /^[A-Za-z0-9._-]{1,100}$/;

/** Reads the command line (without node and script) into a command, or throws UsageError. */
export function parseConfigCommand(args: string[]): ConfigCommand {
  const create = args.includes('--create');
  const [command, ...rest] = args.filter((a) => a !== '--create');
  const checkName = (name: string | undefined): string => {
    if (name === undefined) throw new UsageError(`"${command}" needs the NAME of a configuration value.`);
    if (!NAME.test(name)) throw new UsageError(`"${name}" is not a configuration name (letters, digits, . _ - only).`);
    return name;
  };
  switch (command) {
    case 'set': {
      const name = checkName(rest[0]);
      if (rest.length < 2)
        throw new UsageError(`"set ${name}" needs a VALUE, e.g. npm run config -- set ${name} false`);
      if (rest.length > 2) throw new UsageError('Too many arguments: quote a VALUE that contains spaces.');
      return { kind: 'set', name, value: rest[1] ?? '', create };
    }
    case 'get':
      if (rest.length > 1) throw new UsageError('"get" takes one NAME.');
      return { kind: 'get', name: checkName(rest[0]) };
    case 'list':
      if (rest.length > 0) throw new UsageError('"list" takes no arguments.');
      return { kind: 'list' };
    case undefined:
      throw new UsageError('No command given.');
    default:
      throw new UsageError(`Unknown command "${command}".`);
  }
}

/** Runs a configuration command against the running gateway, or the database when none answers. */
export async function runConfigCommand(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<CommandResult> {
  let command: ConfigCommand;
  try {
    command = parseConfigCommand(args);
  } catch (error) {
    if (error instanceof UsageError) return { code: 2, output: `${error.message}\n\n${USAGE}` };
    throw error;
  }
  const dataDir = resolve(env.DATA_DIR?.trim() || 'data');
  const viaGateway = await tryGateway(command, env, dataDir);
  if (viaGateway) return viaGateway;
  return runOnDatabase(command, env, dataDir);
}

async function tryGateway(
  command: ConfigCommand,
  env: NodeJS.ProcessEnv,
  dataDir: string,
): Promise<CommandResult | undefined> {
  const token = adminToken(env, dataDir);
  if (!token) return undefined;
  const base = `http://127.0.0.1:${env.PORT?.trim() || DEFAULT_PORT}/admin/configuration`;
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  let response: Response;
  try {
    response =
      command.kind === 'set'
        ? await fetch(`${base}/${encodeURIComponent(command.name)}`, {
            method: 'PUT',
            headers,
            body: JSON.stringify(command.create ? { value: command.value, create: true } : { value: command.value }),
            signal: AbortSignal.timeout(5000),
          })
        : await fetch(base, { headers, signal: AbortSignal.timeout(5000) });
  } catch {
    return undefined; // nothing listens there: use the database
  }
  const where = `the running gateway (${new URL(base).origin})`;
  const body = (await response.json().catch(() => undefined)) as
    { values?: ConfigurationEntry[]; errors?: { message: string }[] } | undefined;
  if (response.status === 401 || response.status === 403) {
    return {
      code: 1,
      output: `${where} refused the admin token: ${body?.errors?.[0]?.message ?? response.statusText}. Is PORT or DATA_DIR pointing at another gateway? Set ADMIN_TOKEN to the gateway's token.`,
    };
  }
  if (command.kind === 'set' && response.status === 404) {
    const list = await fetch(base, { headers, signal: AbortSignal.timeout(5000) }).catch(() => undefined);
    const known =
      ((await list?.json().catch(() => undefined)) as { values?: ConfigurationEntry[] } | undefined)?.values ?? [];
    return {
      code: 1,
      output: unknownName(
        command.name,
        known.map((e) => e.name),
      ),
    };
  }
  if (!response.ok) {
    return {
      code: 1,
      output: `${where} answered ${response.status}: ${body?.errors?.map((e) => e.message).join(' ') ?? response.statusText}`,
    };
  }
  if (command.kind === 'set')
    return { code: 0, output: `${command.name} = ${command.value} (set through ${where}; in effect now)` };
  return describe(command, body?.values ?? [], where);
}

async function runOnDatabase(command: ConfigCommand, env: NodeJS.ProcessEnv, dataDir: string): Promise<CommandResult> {
  let database;
  try {
    database = await openDatabase({ databaseUrl: env.DATABASE_URL?.trim() || undefined, dataDir: pgliteDir(dataDir) });
  } catch (error) {
    if (error instanceof DatabaseLockedError) {
      return {
        code: 1,
        output: `${error.message}\nNo gateway answered on port ${env.PORT?.trim() || DEFAULT_PORT} with the admin token: set PORT (and ADMIN_TOKEN) to reach it.`,
      };
    }
    return { code: 1, output: `Could not open the database: ${(error as Error).message}` };
  }
  const where = `the database (${database.kind} ${database.location}; no gateway was running)`;
  try {
    await migrateToLatest(database.db);
    if (command.kind === 'set') {
      const outcome = await setConfigurationValue(database.db, command.name, command.value, { create: command.create });
      if (outcome === 'unknown') {
        const names = (await listConfigurationValues(database.db)).map((e) => e.name);
        return { code: 1, output: unknownName(command.name, names) };
      }
      return {
        code: 0,
        output: `${command.name} = ${command.value} (${outcome === 'created' ? 'added to' : 'set in'} ${where})`,
      };
    }
    return describe(command, await listConfigurationValues(database.db), where);
  } finally {
    await database.close();
  }
}

function describe(command: ConfigCommand, values: ConfigurationEntry[], where: string): CommandResult {
  if (command.kind === 'get') {
    const entry = values.find((e) => e.name === command.name);
    if (!entry)
      return {
        code: 1,
        output: unknownName(
          command.name,
          values.map((e) => e.name),
        ),
      };
    return { code: 0, output: `${entry.name} = ${entry.value}` };
  }
  if (values.length === 0) return { code: 0, output: `No configuration values in ${where}.` };
  const width = Math.max(...values.map((e) => e.name.length));
  return { code: 0, output: values.map((e) => `${e.name.padEnd(width)}  ${e.value}`).join('\n') };
}

function unknownName(name: string, known: string[]): string {
  const close = known.filter(
    (k) => k.toLowerCase() === name.toLowerCase() || k.toLowerCase().includes(name.toLowerCase()),
  );
  const hint = close.length > 0 ? ` Did you mean ${close.join(' or ')}? Names are case-sensitive.` : '';
  return `There is no configuration value named ${name}.${hint} Use "list" to see them all, or "set ${name} VALUE --create" to add it.`;
}

runAsProgram(import.meta.url, 'config', (args) => runConfigCommand(args));
