import type { Kysely } from 'kysely';
import type { DocumentContent, KeyValue, MediaDocument } from '../../../schemas/generated/types';
import type { Database } from '../db/tables';

interface DocumentMetaRow {
  id: string;
  file_name: string;
  content_type: string;
  is_media_appropriate: boolean;
  metadata: KeyValue[] | string;
}

/**
 * The metadata pairs of a document: the stored ones, with content-type, filename and
 * IsMediaAppropriate always present and taken from the columns (the columns are the record).
 */
function metadataOf(row: DocumentMetaRow): KeyValue[] {
  const stored = (typeof row.metadata === 'string' ? JSON.parse(row.metadata) : row.metadata) as KeyValue[];
  const fixed: KeyValue[] = [
    { key: 'content-type', value: row.content_type },
    { key: 'IsMediaAppropriate', value: String(row.is_media_appropriate) },
    { key: 'filename', value: row.file_name },
  ];
  const fixedKeys = new Set(fixed.map((pair) => pair.key.toLowerCase()));
  return [...fixed, ...(stored ?? []).filter((pair) => !fixedKeys.has(pair.key.toLowerCase()))];
}

const META_COLUMNS = ['id', 'file_name', 'content_type', 'is_media_appropriate', 'metadata'] as const;

/**
 * The media attached to a repair, oldest first, with their metadata (IsMediaAppropriate false
 * marks media removed as not appropriate; it is still listed so the portal can say so).
 *
 * @example
 * const media = await listWorkOrderDocuments(db, 'WO-100111'); // [{ id: 'DOC-100001', media: { fileName: ... }, metadata }]
 */
export async function listWorkOrderDocuments(db: Kysely<Database>, workOrderId: string): Promise<MediaDocument[]> {
  const rows = await db
    .selectFrom('documents')
    .select(META_COLUMNS)
    .where('work_order_id', '=', workOrderId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ id: row.id, media: { fileName: row.file_name }, metadata: metadataOf(row) }));
}

/**
 * One document of a repair with its content as base64; undefined when the repair has no such
 * document. Media marked not appropriate is never sent: its media is empty.
 *
 * @example
 * const doc = await findWorkOrderDocument(db, 'WO-100112', 'DOC-100003'); // doc.contentType === 'application/pdf'
 */
export async function findWorkOrderDocument(
  db: Kysely<Database>,
  workOrderId: string,
  documentId: string,
): Promise<DocumentContent | undefined> {
  const row = await db
    .selectFrom('documents')
    .select([...META_COLUMNS, 'content'])
    .where('id', '=', documentId)
    .where('work_order_id', '=', workOrderId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    fileName: row.file_name,
    contentType: row.content_type,
    media: row.is_media_appropriate ? Buffer.from(row.content).toString('base64') : '',
    metadata: metadataOf(row),
  };
}

/** Deletes one document of a repair; false when the repair has no such document. */
export async function deleteWorkOrderDocument(
  db: Kysely<Database>,
  workOrderId: string,
  documentId: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('documents')
    .where('id', '=', documentId)
    .where('work_order_id', '=', workOrderId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The status of a repair (media of a finished repair is kept); undefined when unknown. */
export async function workOrderStatusOf(db: Kysely<Database>, workOrderId: string): Promise<string | undefined> {
  const row = await db.selectFrom('work_orders').select('status').where('id', '=', workOrderId).executeTakeFirst();
  return row?.status;
}
