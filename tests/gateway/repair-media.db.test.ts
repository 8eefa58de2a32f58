import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody, MediaUploadResult } from '../../schemas/generated/types';
import { jpegClaimingSize } from '../../gateway/server/seed/media/jpeg';
import { pngClaimingSize } from '../../gateway/server/seed/media/png';
import { mouldPhotoPng, roofReportPdf, wallPhotoJpeg } from '../../gateway/server/seed/media/samples';
import { startTestGateway, type TestGateway } from './gateway-harness';
import { createRepair, json } from './repair-fixtures';

/** The first bytes of a Windows program (MZ header and PE signature), padded. */
function windowsProgram(): Buffer {
  const bytes = Buffer.alloc(4096);
  bytes.write('MZ', 0, 'latin1');
  bytes.writeUInt32LE(0x80, 0x3c);
  bytes.write('PE\0\0', 0x80, 'latin1');
  return bytes;
}

/** A JPEG of `size` bytes: a real JPEG's start, then padding. */
function bigJpeg(size: number): Buffer {
  const bytes = Buffer.alloc(size);
  wallPhotoJpeg().copy(bytes);
  return bytes;
}

const upload = (fileName: string, bytes: Buffer, contentType = 'image/jpeg') => ({
  DocumentType: 'WORKORDER',
  Media: bytes.toString('base64'),
  Metadata: [
    { key: 'content-type', value: contentType },
    { key: 'filename', value: fileName },
  ],
});

describe('media uploads: size, real type, five at most, nothing of a refused file stored', () => {
  let gateway: TestGateway;
  let workOrderId: string;
  const send = (body: object, id = workOrderId, as: 'amara' | 'ben' = 'amara') =>
    gateway.api({ as, method: 'POST', url: `/api/works-orders/${id}/documents`, payload: body });
  const stored = async (id = workOrderId) =>
    gateway.db
      .selectFrom('documents')
      .select(['id', 'file_name', 'size_bytes'])
      .where('work_order_id', '=', id)
      .execute();
  const refusal = (response: { body: string }) => json<ErrorBody>(response).errors[0];

  beforeAll(async () => {
    gateway = await startTestGateway({ repairs: { jobNumberDelayMs: 60_000 } });
    workOrderId = (await createRepair(gateway)).id;
  });
  afterAll(async () => gateway?.close());

  it('stores a photo with its real type and metadata and answers its identifier', async () => {
    const png = mouldPhotoPng();
    const response = await send(upload('mould.png', png, 'application/octet-stream'));
    expect(response.statusCode).toBe(201);
    const { documentIdentifier } = json<MediaUploadResult>(response);
    const row = await gateway.db
      .selectFrom('documents')
      .selectAll()
      .where('id', '=', documentIdentifier)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      work_order_id: workOrderId,
      file_name: 'mould.png',
      content_type: 'image/png',
      size_bytes: png.length,
    });
    expect(Buffer.from(row.content).equals(png)).toBe(true);
    expect(row.metadata).toEqual(
      expect.arrayContaining([
        { key: 'content-type', value: 'image/png' },
        { key: 'IsMediaAppropriate', value: 'true' },
        { key: 'works-order-identifier', value: workOrderId },
        { key: 'filename', value: 'mould.png' },
      ]),
    );
  });

  it('refuses a renamed program whatever its name and declared type, and stores nothing of it', async () => {
    const before = await stored();
    const response = await send(upload('kitchen-photo.jpg', windowsProgram(), 'image/jpeg'));
    expect(response.statusCode).toBe(400);
    expect(refusal(response)).toMatchObject({ code: 'Upload_Media_Wrong_File_Type' });
    expect(refusal(response)?.message).toMatch(/^Upload_Media_Wrong_File_Type: kitchen-photo\.jpg is a program/);
    expect(await stored()).toEqual(before);
  });

  it('refuses a file whose name does not match its content, or whose type is not allowed', async () => {
    const before = await stored();
    const misnamed = await send(upload('report.pdf', mouldPhotoPng()));
    expect(misnamed.statusCode).toBe(400);
    expect(refusal(misnamed)?.message).toMatch(/really a png/);
    const text = await send(upload('notes.jpg', Buffer.from('just some text, not a photo')));
    expect(refusal(text)).toMatchObject({ code: 'Upload_Media_Wrong_File_Type' });
    expect(await stored()).toEqual(before);
  });

  it('refuses markup (HTML, SVG) named and declared as a photo, and keeps only the sniffed type of a polyglot', async () => {
    const before = await stored();
    const markup = {
      'page.jpg': '<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>',
      'drawing.jpg': '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>',
      'drawing.svg': '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><circle r="4"/></svg>',
    };
    for (const [name, text] of Object.entries(markup)) {
      const response = await send(
        upload(name, Buffer.from(text), name.endsWith('.svg') ? 'image/svg+xml' : 'image/jpeg'),
      );
      expect(response.statusCode, name).toBe(400);
      expect(refusal(response), name).toMatchObject({ code: 'Upload_Media_Wrong_File_Type' });
    }
    expect(await stored()).toEqual(before);

    // A real JPEG with HTML after its first bytes is a JPEG to every reader of it: it is kept as
    // image/jpeg (the sniffed type), never as the text/html it declares.
    const polyglot = Buffer.concat([wallPhotoJpeg(), Buffer.from('<html><script>alert(1)</script></html>')]);
    const response = await send(upload('polyglot.jpg', polyglot, 'text/html'));
    expect(response.statusCode).toBe(201);
    const row = await gateway.db
      .selectFrom('documents')
      .select(['content_type', 'metadata'])
      .where('id', '=', json<MediaUploadResult>(response).documentIdentifier)
      .executeTakeFirstOrThrow();
    expect(row.content_type).toBe('image/jpeg');
    expect(row.metadata).toContainEqual({ key: 'content-type', value: 'image/jpeg' });
    await gateway.db.deleteFrom('documents').where('file_name', '=', 'polyglot.jpg').execute();
  });

  it('refuses a 25 MB image with the spec message and stores nothing of it', async () => {
    const before = await stored();
    const response = await send(upload('huge.jpg', bigJpeg(25_000_000)));
    expect(response.statusCode).toBe(413);
    expect(refusal(response)).toMatchObject({ code: 'Upload_Media_Attachments_Too_Large' });
    expect(refusal(response)?.message).toMatch(/^Upload_Media_Attachments_Too_Large: /);
    expect(await stored()).toEqual(before);
  });

  it('refuses a file one byte over 20,000,000 bytes that fits in the body', async () => {
    const before = await stored();
    const response = await send(upload('just-over.jpg', bigJpeg(20_000_001)));
    expect(response.statusCode).toBe(413);
    expect(refusal(response)?.message).toContain('20,000,001 bytes');
    expect(await stored()).toEqual(before);
  });

  it('refuses an image of 30,000 × 30,000 pixels (read from its header) with 400 naming body.Media, storing nothing of it, and takes a 200 MP phone photo', async () => {
    const { id } = await createRepair(gateway);
    for (const [name, bomb] of [
      ['bomb.png', pngClaimingSize(mouldPhotoPng(), 30_000, 30_000)],
      ['bomb.jpg', jpegClaimingSize(wallPhotoJpeg(), 30_000, 30_000)],
    ] as const) {
      const response = await send(upload(name, bomb), id);
      expect(response.statusCode, name).toBe(400);
      expect(refusal(response), name).toEqual({
        code: 'Upload_Media_Attachments_Too_Large',
        field: 'body.Media',
        message:
          `Upload_Media_Attachments_Too_Large: ${name} is 30,000 × 30,000 pixels; an image may have at most ` +
          '210,000,000 pixels (210 megapixels) and at most 20,000 on a side. Send a smaller copy of it.',
      });
    }
    expect(await stored(id)).toEqual([]);
    const phone = await send(upload('phone.jpg', jpegClaimingSize(wallPhotoJpeg(), 16_320, 12_240)), id);
    expect(phone.statusCode).toBe(201);
  });

  it('takes five files and refuses a sixth with the spec message, storing nothing of it', async () => {
    const { id } = await createRepair(gateway);
    const files = [
      mouldPhotoPng(),
      wallPhotoJpeg(),
      roofReportPdf('JOB-1', '2025-01-01'),
      mouldPhotoPng(),
      wallPhotoJpeg(),
    ];
    const names = ['a.png', 'b.jpeg', 'c.pdf', 'd.png', 'e.jpg'];
    for (const [i, file] of files.entries())
      expect((await send(upload(names[i] ?? '', file), id)).statusCode).toBe(201);
    const sixth = await send(upload('f.png', mouldPhotoPng()), id);
    expect(sixth.statusCode).toBe(409);
    expect(refusal(sixth)).toMatchObject({ code: 'Upload_Media_Max_Attachments' });
    expect(refusal(sixth)?.message).toMatch(/^Upload_Media_Max_Attachments: /);
    expect((await stored(id)).map((d) => d.file_name).sort()).toEqual(names);
  });

  it('takes any content but programs while IsImageAllowed is false', async () => {
    await gateway.db
      .updateTable('configuration_values')
      .set({ value: 'false' })
      .where('name', '=', 'IsImageAllowed')
      .execute();
    try {
      const { id } = await createRepair(gateway);
      expect((await send(upload('notes.txt', Buffer.from('a plain note')), id)).statusCode).toBe(201);
      expect((await send(upload('setup.txt', windowsProgram()), id)).statusCode).toBe(400);
      // Markup is kept as bytes to download, never as the text/html it declares.
      const page = await send(
        upload('page.html', Buffer.from('<html><script>alert(1)</script></html>'), 'text/html'),
        id,
      );
      expect(page.statusCode).toBe(201);
      expect(
        await gateway.db
          .selectFrom('documents')
          .select('content_type')
          .where('id', '=', json<MediaUploadResult>(page).documentIdentifier)
          .executeTakeFirstOrThrow(),
      ).toEqual({ content_type: 'application/octet-stream' });
    } finally {
      await gateway.db
        .updateTable('configuration_values')
        .set({ value: 'true' })
        .where('name', '=', 'IsImageAllowed')
        .execute();
    }
  });

  it("refuses another resident's repair (403)", async () => {
    expect((await send(upload('x.png', mouldPhotoPng()), workOrderId, 'ben')).statusCode).toBe(403);
  });
});
