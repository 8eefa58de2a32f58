import type { Insertable } from 'kysely';
import type { DocumentsTable } from '../db/tables';
import type { SeedCalendar } from './dates';
import { buildingSafetyPdf, flaggedPhotoPng, mouldPhotoPng, roofReportPdf, wallPhotoJpeg } from './media/samples';
import { PERSONA } from './personas';

const { amara, ben } = PERSONA;

/** Ids of the media attached to Amara's repairs. */
export const MEDIA = {
  mouldPng: 'DOC-100001',
  wallJpeg: 'DOC-100002',
  roofReportPdf: 'DOC-100003',
  ceilingJpeg: 'DOC-100004',
  flaggedPng: 'DOC-100005',
} as const;

/** The previous year's fire risk assessment: the newest of a type is the one shown. */
export const OLDER_FRA_ID = 'DOC-200004';

function workOrderMedia(
  id: string,
  workOrderId: string,
  fileName: string,
  contentType: string,
  content: Buffer,
  createdAt: Date,
  appropriate = true,
): Insertable<DocumentsTable> {
  return {
    id,
    document_type: 'WORKORDER',
    customer_id: amara.customerId,
    asset_id: amara.houseAssetId,
    work_order_id: workOrderId,
    file_name: fileName,
    content_type: contentType,
    is_media_appropriate: appropriate,
    metadata: JSON.stringify([
      { key: 'content-type', value: contentType },
      { key: 'IsMediaAppropriate', value: String(appropriate) },
      { key: 'customer-identifier', value: amara.customerId },
      { key: 'asset-identifier', value: amara.houseAssetId },
      { key: 'works-order-identifier', value: workOrderId },
      { key: 'filename', value: fileName },
    ]),
    size_bytes: content.length,
    content,
    inspection_date: null,
    created_at: createdAt,
  };
}

function towerDocument(
  id: string,
  kind: 'FRA' | 'BSR' | 'RES',
  inspectionDate: string,
  title: string,
): Insertable<DocumentsTable> {
  const content = buildingSafetyPdf(kind, inspectionDate);
  const fileName = `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${inspectionDate.slice(0, 4)}.pdf`;
  return {
    id,
    document_type: kind,
    customer_id: null,
    asset_id: ben.towerAssetId,
    work_order_id: null,
    file_name: fileName,
    content_type: 'application/pdf',
    is_media_appropriate: true,
    metadata: JSON.stringify([
      { key: 'content-type', value: 'application/pdf' },
      { key: 'document-title', value: title },
      { key: 'asset-identifier', value: ben.towerAssetId },
      { key: 'filename', value: fileName },
    ]),
    size_bytes: content.length,
    content,
    inspection_date: inspectionDate,
    created_at: new Date(`${inspectionDate}T12:00:00Z`),
  };
}

/**
 * Real files: two photos (PNG and JPEG) on the mould repair, a PDF report on the roof repair,
 * a photo and a photo marked not appropriate on the ceiling repair, and Riverside Tower's
 * fire risk assessments (this year's and last year's), building safety report and resident
 * engagement strategy.
 */
export function documents(c: SeedCalendar): Insertable<DocumentsTable>[] {
  const wo = amara.workOrders;
  return [
    workOrderMedia(
      MEDIA.mouldPng,
      wo.withPhotos,
      'mould-behind-wardrobe.png',
      'image/png',
      mouldPhotoPng(),
      c.at(-40, 10, 5),
    ),
    workOrderMedia(MEDIA.wallJpeg, wo.withPhotos, 'bedroom-wall.jpg', 'image/jpeg', wallPhotoJpeg(), c.at(-40, 10, 6)),
    workOrderMedia(
      MEDIA.roofReportPdf,
      wo.withPdf,
      'roof-inspection-report.pdf',
      'application/pdf',
      roofReportPdf('JOB-700112', c.date(-125)),
      c.monthsAgo(4, 5, 15),
    ),
    workOrderMedia(
      MEDIA.ceilingJpeg,
      wo.withInappropriateMedia,
      'living-room-ceiling.jpg',
      'image/jpeg',
      wallPhotoJpeg(),
      c.at(-10, 15, 5),
    ),
    workOrderMedia(
      MEDIA.flaggedPng,
      wo.withInappropriateMedia,
      'photo-2.png',
      'image/png',
      flaggedPhotoPng(),
      c.at(-10, 15, 6),
      false,
    ),
    towerDocument(ben.towerDocuments.fra, 'FRA', c.date(-70), 'Fire Risk Assessment'),
    towerDocument(OLDER_FRA_ID, 'FRA', c.date(-435), 'Fire Risk Assessment'),
    towerDocument(ben.towerDocuments.bsr, 'BSR', c.date(-160), 'Building Safety Report'),
    towerDocument(ben.towerDocuments.residentEngagementStrategy, 'RES', c.date(-220), 'Resident Engagement Strategy'),
  ];
}
