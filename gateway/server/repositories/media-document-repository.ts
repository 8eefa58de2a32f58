import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/tables';
import {
  MAX_MEDIA_PER_WORK_ORDER,
  MediaRefusedError,
  MEDIA_MESSAGE_KEYS,
  type AcceptedMedia,
} from '../repairs/media-rules';
import type { MediaStorageFactory } from '../storage/media-storage';
import { nextIdentifier } from './work-order-write-repository';

/** The repair a file is attached to. */
export interface MediaOwner {
  workOrderId: string;
  customerId: string;
  assetId: string;
}

/**
 * Attaches a checked file to a repair in one transaction: the repair's row is locked so two
 * uploads at once cannot both be the fifth, a sixth file is refused (409,
 * Upload_Media_Max_Attachments), then the document's record is inserted and its bytes handed to
 * the storage. Nothing is stored when anything fails. Answers the document identifier.
 *
 * @example
 * await attachMedia(db, databaseMediaStorage, owner, { contentType: 'image/png', fileName: 'leak.png' }, bytes, now);
 */
export async function attachMedia(
  db: Kysely<Database>,
  storage: MediaStorageFactory,
  owner: MediaOwner,
  media: AcceptedMedia,
  bytes: Uint8Array,
  now: Date,
): Promise<string> {
  return db.transaction().execute(async (trx) => {
    await sql`select id from work_orders where id = ${owner.workOrderId} for update`.execute(trx);
    const { n } = await trx
      .selectFrom('documents')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('work_order_id', '=', owner.workOrderId)
      .executeTakeFirstOrThrow();
    if (Number(n) >= MAX_MEDIA_PER_WORK_ORDER) {
      throw new MediaRefusedError(409, {
        message: `${MEDIA_MESSAGE_KEYS.maxAttachments}: this repair already has ${MAX_MEDIA_PER_WORK_ORDER} files, the most it can have. Remove one to add ${media.fileName}.`,
        field: 'body.Media',
        code: MEDIA_MESSAGE_KEYS.maxAttachments,
      });
    }
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
