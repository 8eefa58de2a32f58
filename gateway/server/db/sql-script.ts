import { sql, type Kysely } from 'kysely';

/**
 * Runs a script of SQL statements one at a time. PGlite's extended protocol takes a single
 * statement per query, so a migration's script is split on the semicolons that end lines.
 * Migration scripts therefore keep each statement's closing semicolon at a line end and never
 * put one inside a string literal.
 */
export async function runScript(db: Kysely<unknown>, script: string): Promise<void> {
  for (const statement of splitStatements(script)) {
    await sql.raw(statement).execute(db);
  }
}

export function splitStatements(script: string): string[] {
  return script
    .split(/;[ \t]*(?:\r?\n|$)/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}
