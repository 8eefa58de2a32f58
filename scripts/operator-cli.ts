import { existsSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { adminTokenPath } from '../gateway/server/settings';

/**
 * What the operators' commands (`npm run config`, `npm run case-types`) share: their result, the
 * usage error, the admin token of the running gateway, and running as a program.
 */

export interface CommandResult {
  /** 0 done, 1 refused or failed, 2 wrong usage. */
  code: number;
  output: string;
}

/** The command line is wrong: the message says how, and the usage follows it. */
export class UsageError extends Error {}

/** The admin token: ADMIN_TOKEN, else the one the gateway wrote in its data folder; undefined when neither. */
export function adminToken(env: NodeJS.ProcessEnv, dataDir: string): string | undefined {
  const fromEnv = env.ADMIN_TOKEN?.trim();
  if (fromEnv) return fromEnv;
  const path = adminTokenPath(dataDir);
  return existsSync(path) ? readFileSync(path, 'utf8').trim() || undefined : undefined;
}

/**
 * Runs a command when its module is the program node started (not when a test imports it):
 * prints the output (to stderr on failure) and exits with the result's code.
 */
export function runAsProgram(moduleUrl: string, name: string, run: (args: string[]) => Promise<CommandResult>): void {
  if (!process.argv[1] || moduleUrl !== pathToFileURL(process.argv[1]).href) return;
  run(process.argv.slice(2)).then(
    ({ code, output }) => {
      (code === 0 ? process.stdout : process.stderr).write(`${output}\n`);
      process.exit(code);
    },
    (error: unknown) => {
      process.stderr.write(`${name} failed: ${(error as Error).message}\n`);
      process.exit(1);
    },
  );
}
