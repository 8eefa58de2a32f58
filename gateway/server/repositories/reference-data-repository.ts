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
