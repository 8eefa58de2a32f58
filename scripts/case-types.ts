/**
 * npm run case-types -- add FILE... | list
 *
 * Adds (or replaces) service request types in the gateway's reference data, as data: each FILE
 * holds one case type (or a list of them) in the shape of schemas/case-type.schema.json. Every
 * type is checked before anything is stored: the schema, the rules of caseTypeProblems (question
 * ids, options, blocking answers, a unique description) and the portal's words for each message
 * code it shows. Talks to the running gateway's admin endpoint, so residents are offered the type
 * at once; when no gateway answers it opens the database directly (DATABASE_URL, or PGlite in
 * $DATA_DIR/pglite). The worked example is in docs/journeys/README.md.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { DatabaseLockedError, openDatabase } from '../gateway/server/db/connection';
import { migrateToLatest } from '../gateway/server/db/migrate';
import { validationErrorItems } from '../gateway/server/http/validation-messages';
import { createAjv } from '../gateway/server/plugins/schemas';
import { caseTypeMessageKeys, caseTypeProblems } from '../gateway/server/cases/case-type-checks';
import { CASE_TYPES_NAMESPACE, listCaseTypes } from '../gateway/server/repositories/case-repository';
import { putReferenceEntry } from '../gateway/server/repositories/reference-data-repository';
import { DEFAULT_PORT, pgliteDir } from '../gateway/server/settings';
import { schemaIds } from '../schemas/generated/registry';
import type { CaseType } from '../schemas/generated/types';
import { DEFAULT_LOCALE_DIR, localeKeys } from './journeys/locale-keys';
import { adminToken, runAsProgram, UsageError, type CommandResult } from './operator-cli';

export { UsageError, type CommandResult } from './operator-cli';

export type CaseTypesCommand = { kind: 'add'; files: string[] } | { kind: 'list' };

const USAGE = [
  'Usage: npm run case-types -- <command>',
  '  add FILE...   check, then add or replace the case types in each JSON file (one type or a list)',
  '  list          show the case types: id, description, tenancy groups, self-service or staff only',
].join('\n');

/** Reads the command line (without node and script) into a command, or throws UsageError. */
export function parseCaseTypesCommand(args: string[]): CaseTypesCommand {
  const [command, ...rest] = args;
  switch (command) {
    case 'add':
      if (rest.length === 0) throw new UsageError('"add" needs at least one FILE holding a case type.');
      return { kind: 'add', files: rest };
    case 'list':
      if (rest.length > 0) throw new UsageError('"list" takes no arguments.');
      return { kind: 'list' };
    case undefined:
      throw new UsageError('No command given.');
    default:
      throw new UsageError(`Unknown command "${command}".`);
  }
}

/** Where the types go: the running gateway, or the database. */
interface Store {
  where: string;
  list: () => Promise<CaseType[]>;
  put: (type: CaseType) => Promise<'created' | 'updated'>;
  close: () => Promise<void>;
}

class StoreError extends Error {}

/** The case types of the files, or the problems that stop them, each naming the file and place. */
export function readCaseTypeFiles(files: readonly string[]): { types: CaseType[]; problems: string[] } {
  const validate = createAjv('body').getSchema(schemaIds['case-type']);
  if (!validate) throw new Error('The case-type schema is not registered.');
  const types: CaseType[] = [];
  const problems: string[] = [];
  for (const file of files) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(readFileSync(file, 'utf8'));
    } catch (error) {
      const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (error as Error).message;
      problems.push(`${file}: cannot be read as JSON: ${reason}`);
      continue;
    }
    const entries = Array.isArray(parsed) ? parsed : [parsed];
    entries.forEach((entry: unknown, at) => {
      const place = Array.isArray(parsed) ? `${file} [${at}]` : file;
      if (validate(entry)) types.push(entry as CaseType);
      else
        for (const item of validationErrorItems(validate.errors ?? [], 'body'))
          problems.push(`${place}: ${(item.field ?? '').replace(/^body\.?/, '') || 'the case type'}: ${item.message}`);
    });
  }
  return { types, problems };
}

/** Problems of the types against each other, the types already stored, and the portal's words. */
export function caseTypeSetProblems(types: readonly CaseType[], stored: readonly CaseType[], words: Set<string>) {
  const problems: string[] = [];
  types.forEach((type, at) => {
    const others = [...stored.filter((other) => other.id !== type.id), ...types.filter((_, index) => index !== at)];
    for (const problem of caseTypeProblems(type, others)) problems.push(`${type.id}: ${problem}`);
    for (const key of caseTypeMessageKeys(type))
      if (!words.has(key))
        problems.push(
          `${type.id}: the message code ${key} has no words in ${DEFAULT_LOCALE_DIR}: add "${key}": "..." to journeys.json (residents would see the code).`,
        );
  });
  return problems;
}

/** Runs a case-types command against the running gateway, or the database when none answers. */
export async function runCaseTypesCommand(
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
  localeDirs: readonly string[] = [DEFAULT_LOCALE_DIR],
): Promise<CommandResult> {
  let command: CaseTypesCommand;
  try {
    command = parseCaseTypesCommand(args);
  } catch (error) {
    if (error instanceof UsageError) return { code: 2, output: `${error.message}\n\n${USAGE}` };
    throw error;
  }
  let read: { types: CaseType[]; problems: string[] } = { types: [], problems: [] };
  if (command.kind === 'add') {
    read = readCaseTypeFiles(command.files);
    if (read.problems.length > 0) return refused(read.problems);
  }
  let store: Store;
  try {
    store = await openStore(env);
  } catch (error) {
    if (error instanceof StoreError) return { code: 1, output: error.message };
    throw error;
  }
  try {
    const stored = await store.list();
    if (command.kind === 'list') return { code: 0, output: describeTypes(stored, store.where) };
    const problems = caseTypeSetProblems(read.types, stored, localeKeys(localeDirs));
    if (problems.length > 0) return refused(problems);
    const lines: string[] = [];
    for (const type of read.types) lines.push(`${type.id} "${type.description}": ${await store.put(type)}`);
    lines.push(`(${read.types.length} case type${read.types.length === 1 ? '' : 's'} stored in ${store.where})`);
    return { code: 0, output: lines.join('\n') };
  } catch (error) {
    if (error instanceof StoreError) return { code: 1, output: error.message };
    throw error;
  } finally {
    await store.close();
  }
}

function refused(problems: string[]): CommandResult {
  return {
    code: 1,
    output: [...problems, `Nothing was stored: ${problems.length} problem${problems.length === 1 ? '' : 's'}.`].join(
      '\n',
    ),
  };
}

function describeTypes(types: readonly CaseType[], where: string): string {
  if (types.length === 0) return `No case types in ${where}.`;
  const width = Math.max(...types.map((type) => type.id.length));
  return types
    .map(
      (type) =>
        `${type.id.padEnd(width)}  ${type.description} (${type.tenancyGroups.join(', ')}; ${type.isVisibleForSelfServe ? 'self-service' : 'staff only'}; ${type.additionalInfo.length} questions)`,
    )
    .join('\n');
}

async function openStore(env: NodeJS.ProcessEnv): Promise<Store> {
  const dataDir = resolve(env.DATA_DIR?.trim() || 'data');
  return (await gatewayStore(env, dataDir)) ?? databaseStore(env, dataDir);
}

async function gatewayStore(env: NodeJS.ProcessEnv, dataDir: string): Promise<Store | undefined> {
  const token = adminToken(env, dataDir);
  if (!token) return undefined;
  const base = `http://127.0.0.1:${env.PORT?.trim() || DEFAULT_PORT}/admin/reference-data/case-types`;
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const where = `the running gateway (${new URL(base).origin})`;
  const call = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(url, { ...init, headers, signal: AbortSignal.timeout(5000) });
    const body = (await response.json().catch(() => undefined)) as
      { caseTypes?: CaseType[]; outcome?: 'created' | 'updated'; errors?: { message: string }[] } | undefined;
    if (!response.ok) {
      const said = body?.errors?.map((error) => error.message).join(' ') ?? response.statusText;
      throw new StoreError(`${where} answered ${response.status}: ${said}`);
    }
    return body ?? {};
  };
  try {
    await fetch(base, { method: 'HEAD', headers, signal: AbortSignal.timeout(5000) });
  } catch {
    return undefined; // nothing listens there: use the database
  }
  return {
    where,
    list: async () => (await call(base)).caseTypes ?? [],
    put: async (type) =>
      (await call(`${base}/${encodeURIComponent(type.id)}`, { method: 'PUT', body: JSON.stringify(type) })).outcome ??
      'updated',
    close: async () => undefined,
  };
}

async function databaseStore(env: NodeJS.ProcessEnv, dataDir: string): Promise<Store> {
  let database;
  try {
    database = await openDatabase({ databaseUrl: env.DATABASE_URL?.trim() || undefined, dataDir: pgliteDir(dataDir) });
  } catch (error) {
    if (error instanceof DatabaseLockedError)
      throw new StoreError(
        `${error.message}\nNo gateway answered on port ${env.PORT?.trim() || DEFAULT_PORT} with the admin token: set PORT (and ADMIN_TOKEN) to reach it.`,
      );
    throw new StoreError(`Could not open the database: ${(error as Error).message}`);
  }
  await migrateToLatest(database.db);
  const { db } = database;
  return {
    where: `the database (${database.kind} ${database.location}; no gateway was running)`,
    list: () => listCaseTypes(db),
    put: (type) => putReferenceEntry(db, CASE_TYPES_NAMESPACE, type.id, type),
    close: () => database.close(),
  };
}

runAsProgram(import.meta.url, 'case-types', (args) => runCaseTypesCommand(args));
