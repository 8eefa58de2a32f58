import type { Kysely } from 'kysely';
import type { ReferenceData, ReferenceDataEntry } from '../../../schemas/generated/types';
import type { Database } from '../db/tables';

/**
 * The entries of each namespace asked for, in the order asked, each ordered by key; a namespace
 * with no entries answers an empty list.
 */
export async function findReferenceData(db: Kysely<Database>, namespaces: string[]): Promise<ReferenceData> {
  const rows =
    namespaces.length === 0
      ? []
      : await db
          .selectFrom('reference_data')
          .select(['namespace', 'key', 'value'])
          .where('namespace', 'in', namespaces)
          .orderBy('namespace')
          .orderBy('key')
          .execute();
  return {
    namespaces: namespaces.map((namespaceName) => ({
      namespaceName,
      referenceData: rows
        .filter((row) => row.namespace === namespaceName)
        .map((row) => ({ key: row.key, value: row.value as ReferenceDataEntry['value'] })),
    })),
  };
}

/** One entry of a namespace (e.g. the damp and mould master data, key 47); undefined when absent. */
export async function findReferenceEntry(
  db: Kysely<Database>,
  namespace: string,
  key: string,
): Promise<ReferenceDataEntry | undefined> {
  const row = await db
    .selectFrom('reference_data')
    .select(['key', 'value'])
    .where('namespace', '=', namespace)
    .where('key', '=', key)
    .executeTakeFirst();
  return row ? { key: row.key, value: row.value as ReferenceDataEntry['value'] } : undefined;
}

/** Adds an entry to a namespace, or replaces the entry of that key: 'created' or 'updated'. */
export async function putReferenceEntry(
  db: Kysely<Database>,
  namespace: string,
  key: string,
  value: unknown,
): Promise<'created' | 'updated'> {
  return db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('reference_data')
      .select('key')
      .where('namespace', '=', namespace)
      .where('key', '=', key)
      .forUpdate()
      .executeTakeFirst();
    const json = JSON.stringify(value);
    if (existing) {
      await trx
        .updateTable('reference_data')
        .set({ value: json })
        .where('namespace', '=', namespace)
        .where('key', '=', key)
        .execute();
      return 'updated';
    }
    await trx
      .insertInto('reference_data')
      .values({ namespace, key, value: json })
      .onConflict((conflict) => conflict.columns(['namespace', 'key']).doUpdateSet({ value: json }))
      .execute();
    return 'created';
  });
}
