import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/tables';

/** One configuration value as the admin endpoint and the config command list it. */
export interface ConfigurationEntry {
  name: string;
  value: string;
  description: string;
  updatedAt: string;
}

export type SetConfigurationOutcome = 'updated' | 'created' | 'unknown';

/** The value of one configuration setting, read fresh from the database (no cache). */
export async function findConfigurationValue(
  db: Kysely<Database>,
  name: string,
): Promise<{ name: string; value: string } | undefined> {
  return db.selectFrom('configuration_values').select(['name', 'value']).where('name', '=', name).executeTakeFirst();
}

/** Every configuration setting, by name. */
export async function listConfigurationValues(db: Kysely<Database>): Promise<ConfigurationEntry[]> {
  const rows = await db
    .selectFrom('configuration_values')
    .select([
      'name',
      'value',
      'description',
      sql<string>`to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`.as('updatedAt'),
    ])
    .orderBy('name')
    .execute();
  return rows;
}

/**
 * Changes one setting in a single statement. An unknown name is refused ('unknown') unless
 * `create` is set, so a typo cannot silently add a toggle nobody reads.
 */
export async function setConfigurationValue(
  db: Kysely<Database>,
  name: string,
  value: string,
  options: { create?: boolean } = {},
): Promise<SetConfigurationOutcome> {
  const updated = await db
    .updateTable('configuration_values')
    .set({ value, updated_at: sql`now()` })
    .where('name', '=', name)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) > 0) return 'updated';
  if (!options.create) return 'unknown';
  const inserted = await db
    .insertInto('configuration_values')
    .values({ name, value })
    .onConflict((oc) => oc.column('name').doUpdateSet({ value, updated_at: sql`now()` }))
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 1n) > 0 ? 'created' : 'unknown';
}
