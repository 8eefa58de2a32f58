import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';

/**
 * Where the bytes of uploaded media live, keyed by document identifier. The documents table keeps
 * every document's record (name, type, metadata, size) either way; an object store would keep the
 * bytes elsewhere and leave the table's content column empty.
 */
export interface MediaStorage {
  /** Stores the bytes of a document whose row exists (in the same transaction, for the database). */
  put(documentId: string, bytes: Uint8Array): Promise<void>;
  /** The bytes of a document; undefined when there are none. */
  get(documentId: string): Promise<Uint8Array | undefined>;
  /** Forgets a document's bytes; nothing happens when there are none. */
  delete(documentId: string): Promise<void>;
}

/**
 * Makes the storage for a database handle or an open transaction, so the database implementation
 * writes in the transaction that inserts the document's row; an object store ignores the handle.
 */
export type MediaStorageFactory = (db: Kysely<Database>) => MediaStorage;
