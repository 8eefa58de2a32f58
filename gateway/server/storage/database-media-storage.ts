import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';
import type { MediaStorage, MediaStorageFactory } from './media-storage';

/**
 * The default media storage: the bytes sit in the documents table's bytea column, next to the
 * record, so a document and its file are written and deleted together.
 *
 * @example
 * const storage = databaseMediaStorage(trx);
 * await storage.put('DOC-500001', bytes);
 */
export const databaseMediaStorage: MediaStorageFactory = (db: Kysely<Database>): MediaStorage => ({
  async put(documentId, bytes) {
    const result = await db
      .updateTable('documents')
      .set({ content: bytes, size_bytes: bytes.length })
      .where('id', '=', documentId)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw new Error(`No document ${documentId} to store the file of.`);
  },
  async get(documentId) {
    const row = await db.selectFrom('documents').select('content').where('id', '=', documentId).executeTakeFirst();
    return row && row.content.length > 0 ? row.content : undefined;
  },
  async delete(documentId) {
    await db
      .updateTable('documents')
      .set({ content: new Uint8Array(0) })
      .where('id', '=', documentId)
      .execute();
  },
});
