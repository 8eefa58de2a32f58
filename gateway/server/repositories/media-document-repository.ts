import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/tables';
import type { MediaStorageFactory } from '../storage/media-storage';
import { nextIdentifier } from './work-order-write-repository';

/** A file to keep: its real content type and the name to keep (repairs/media-rules.ts checkMedia). */
export interface MediaFile {
  contentType: string;
  fileName: string;
}

/** The repair a file is attached to. */
export interface MediaOwner {
  workOrderId: string;
  customerId: string;
  assetId: string;
}

/**
 * Attaches a checked file to a repair in one transaction: the repair's row is locked so two
 * uploads at once cannot both pass `admit`, which is given the number of files the repair has and
 * throws to refuse one more (the limit is a repair rule, repairs/media-rules.ts
 * checkAttachmentCount, passed in so this module holds no rule), then the document's record is
 * inserted and its bytes handed to the storage. Nothing is stored when anything fails. Answers
 * the document identifier.
 *
 * @example
 * await attachMedia(db, databaseMediaStorage, owner, { contentType: 'image/png', fileName: 'leak.png' }, bytes, now,
 *   (files) => checkAttachmentCount(files, 'leak.png'));
 */
export async function attachMedia(
  db: Kysely<Database>,
  storage: MediaStorageFactory,
  owner: MediaOwner,
  media: MediaFile,
  bytes: Uint8Array,
  now: Date,
  admit: (filesAlready: number) => void,
): Promise<string> {
  return db.transaction().execute(async (trx) => {
    await sql`select id from work_orders where id = ${owner.workOrderId} for update`.execute(trx);
    const { n } = await trx
      .selectFrom('documents')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('work_order_id', '=', owner.workOrderId)
      .executeTakeFirstOrThrow();
    admit(Number(n));
    const id = await nextIdentifier(trx, 'document_number', 'DOC-');
    await trx
      .insertInto('documents')
      .values({
        id,
        document_type: 'WORKORDER',
        customer_id: owner.customerId,
        asset_id: owner.assetId,
        work_order_id: owner.workOrderId,
        file_name: media.fileName,
        content_type: media.contentType,
        is_media_appropriate: true,
        metadata: JSON.stringify([
          { key: 'content-type', value: media.contentType },
          { key: 'IsMediaAppropriate', value: 'true' },
          { key: 'customer-identifier', value: owner.customerId },
          { key: 'asset-identifier', value: owner.assetId },
          { key: 'works-order-identifier', value: owner.workOrderId },
          { key: 'filename', value: media.fileName },
        ]),
        size_bytes: bytes.length,
        content: new Uint8Array(0),
        created_at: now,
      })
      .execute();
    await storage(trx).put(id, bytes);
    return id;
  });
}
