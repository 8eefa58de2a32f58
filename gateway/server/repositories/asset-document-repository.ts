import { sql, type Kysely } from 'kysely';
import type { AssetDocument, DocumentContent, KeyValue } from '../../../schemas/generated/types';
import type { Database } from '../db/tables';

/** The building safety document types of a block (ACC-BSF-03). */
export type AssetDocumentType = AssetDocument['documentType'];

interface AssetDocumentRow {
  id: string;
  document_type: string;
  file_name: string;
  content_type: string;
  metadata: KeyValue[] | string;
  inspection_date: string | null;
}

/** The stored metadata pairs, with content-type and filename taken from the columns (the columns are the record). */
function metadataOf(row: AssetDocumentRow): KeyValue[] {
  const stored = (typeof row.metadata === 'string' ? JSON.parse(row.metadata) : row.metadata) as KeyValue[] | null;
  const fixed: KeyValue[] = [
    { key: 'content-type', value: row.content_type },
    { key: 'filename', value: row.file_name },
  ];
  const fixedKeys = new Set(fixed.map((pair) => pair.key.toLowerCase()));
  return [...fixed, ...(stored ?? []).filter((pair) => !fixedKeys.has(pair.key.toLowerCase()))];
}

/**
 * An asset's own documents (not a resident's, not a repair's): the building safety documents a
 * block holds for all its residents.
 */
function assetDocuments(db: Kysely<Database>, assetId: string) {
  return db
    .selectFrom('documents')
    .select([
      'id',
      'document_type',
      'file_name',
      'content_type',
      'metadata',
      sql<string | null>`to_char(inspection_date, 'YYYY-MM-DD')`.as('inspection_date'),
    ])
    .where('asset_id', '=', assetId)
    .where('customer_id', 'is', null)
    .where('work_order_id', 'is', null);
}

/**
 * The documents of one type an asset holds, newest first (by inspection date, then by when they
 * were stored), without their content.
 *
 * @example
 * const [fra] = await listAssetDocuments(db, 'AST-20001', 'FRA', { limit: 1, skip: 0 }); // this year's assessment
 */
export async function listAssetDocuments(
  db: Kysely<Database>,
  assetId: string,
  documentType: AssetDocumentType,
  { limit, skip }: { limit: number; skip: number },
): Promise<AssetDocument[]> {
  const rows = await assetDocuments(db, assetId)
    .where('document_type', '=', documentType)
    .orderBy(sql`inspection_date desc nulls last`)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .offset(skip)
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    documentType: row.document_type as AssetDocumentType,
    media: { fileName: row.file_name },
    metadata: metadataOf(row),
    'inspection-date': row.inspection_date,
  }));
}

/**
 * One document of an asset with its content as base64; undefined when the asset holds no such
 * document (another asset's document included).
 *
 * @example
 * const pdf = await findAssetDocument(db, 'AST-20001', 'DOC-200001'); // pdf.contentType === 'application/pdf'
 */
export async function findAssetDocument(
  db: Kysely<Database>,
  assetId: string,
  documentId: string,
): Promise<DocumentContent | undefined> {
  const row = await assetDocuments(db, assetId)
    .select('content')
    .where('id', '=', documentId)
    .where('document_type', 'in', ['FRA', 'BSR', 'RES'])
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    fileName: row.file_name,
    contentType: row.content_type,
    media: Buffer.from(row.content).toString('base64'),
    metadata: metadataOf(row),
  };
}
