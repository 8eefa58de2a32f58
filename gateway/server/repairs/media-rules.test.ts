import { describe, expect, it } from 'vitest';
import { jpegClaimingSize } from '../seed/media/jpeg';
import { pngClaimingSize } from '../seed/media/png';
import { mouldPhotoPng, roofReportPdf, wallPhotoJpeg } from '../seed/media/samples';
import { checkMedia, cleanFileName, MediaRefusedError } from './media-rules';

const program = () => {
  const bytes = Buffer.alloc(1024);
  bytes.write('MZ', 0, 'latin1');
  bytes.writeUInt32LE(0x80, 0x3c);
  bytes.write('PE\0\0', 0x80, 'latin1');
  return bytes;
};
const refusal = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof MediaRefusedError) return [error.status, error.item.code];
    throw error;
  }
  return undefined;
};

describe('media checks from the real content', () => {
  it('takes photos and PDFs with their real content type', async () => {
    expect(await checkMedia(mouldPhotoPng(), 'mould.png', true)).toEqual({
      contentType: 'image/png',
      fileName: 'mould.png',
    });
    expect(await checkMedia(wallPhotoJpeg(), 'WALL.JPEG', true)).toMatchObject({ contentType: 'image/jpeg' });
    expect(await checkMedia(roofReportPdf('JOB-1', '2025-01-01'), 'report.pdf', true)).toMatchObject({
      contentType: 'application/pdf',
    });
  });

  it('refuses a program however it is named, even with the type check off', async () => {
    expect(await refusal(checkMedia(program(), 'photo.jpg', true))).toEqual([400, 'Upload_Media_Wrong_File_Type']);
    expect(await refusal(checkMedia(program(), 'photo.jpg', false))).toEqual([400, 'Upload_Media_Wrong_File_Type']);
    expect(await refusal(checkMedia(Buffer.from('echo hi'), 'run.bat', false))).toEqual([
      400,
      'Upload_Media_Wrong_File_Type',
    ]);
  });

  it('refuses content that does not match its name, unknown content, and empty files', async () => {
    expect(await refusal(checkMedia(mouldPhotoPng(), 'mould.jpg', true))).toEqual([
      400,
      'Upload_Media_Wrong_File_Type',
    ]);
    expect(await refusal(checkMedia(Buffer.from('hello'), 'hello.png', true))).toEqual([
      400,
      'Upload_Media_Wrong_File_Type',
    ]);
    expect(await refusal(checkMedia(Buffer.alloc(0), 'empty.png', true))).toEqual([
      400,
      'Upload_Media_Wrong_File_Type',
    ]);
  });

  it('refuses more than 20,000,000 bytes', async () => {
    const big = Buffer.alloc(20_000_001);
    mouldPhotoPng().copy(big);
    expect(await refusal(checkMedia(big, 'big.png', true))).toEqual([413, 'Upload_Media_Attachments_Too_Large']);
  });

  it('refuses an image over 210 megapixels or 20,000 pixels on a side, read from its header, and takes a 200 MP phone photo', async () => {
    const png = (width: number, height: number) => pngClaimingSize(mouldPhotoPng(), width, height);
    const jpeg = (width: number, height: number) => jpegClaimingSize(wallPhotoJpeg(), width, height);
    const tooLarge = [400, 'Upload_Media_Attachments_Too_Large'];
    // A few kilobytes each, far under 20,000,000 bytes: only their pixels are too many.
    expect(await refusal(checkMedia(png(30_000, 30_000), 'bomb.png', true))).toEqual(tooLarge);
    expect(await refusal(checkMedia(jpeg(30_000, 30_000), 'bomb.jpg', true))).toEqual(tooLarge);
    expect(await refusal(checkMedia(png(30_000, 30_000), 'bomb.png', false))).toEqual(tooLarge);
    expect(await refusal(checkMedia(jpeg(16_000, 13_200), 'over-210mp.jpg', true))).toEqual(tooLarge);
    expect(await refusal(checkMedia(png(20_001, 100), 'wide.png', true))).toEqual(tooLarge);
    // The largest phone photo (200 megapixels, 16,320 × 12,240), a 48 MP one, 210 megapixels exactly
    // and 20,000 on a side pass.
    expect(await checkMedia(jpeg(16_320, 12_240), 'phone.jpg', true)).toMatchObject({ contentType: 'image/jpeg' });
    expect(await checkMedia(jpeg(12_240, 16_320), 'portrait.jpg', true)).toMatchObject({ contentType: 'image/jpeg' });
    expect(await checkMedia(jpeg(8000, 6000), 'phone-48mp.jpg', true)).toMatchObject({ contentType: 'image/jpeg' });
    expect(await checkMedia(png(15_000, 14_000), 'exactly.png', true)).toMatchObject({ contentType: 'image/png' });
    expect(await checkMedia(png(20_000, 4000), 'panorama.png', true)).toMatchObject({ contentType: 'image/png' });
    const message = await checkMedia(png(30_000, 30_000), 'bomb.png', true).catch((error: MediaRefusedError) => error);
    expect(message).toMatchObject({
      item: {
        field: 'body.Media',
        message:
          'Upload_Media_Attachments_Too_Large: bomb.png is 30,000 × 30,000 pixels; an image may have at most ' +
          '210,000,000 pixels (210 megapixels) and at most 20,000 on a side. Send a smaller copy of it.',
      },
    });
  });

  it('refuses a JPEG, PNG or GIF whose header gives no size in pixels', async () => {
    const wrongType = [400, 'Upload_Media_Wrong_File_Type'];
    expect(await refusal(checkMedia(Buffer.from(wallPhotoJpeg().subarray(0, 40)), 'cut.jpg', true))).toEqual(wrongType);
    expect(await refusal(checkMedia(Buffer.from(mouldPhotoPng().subarray(0, 20)), 'cut.png', true))).toEqual(wrongType);
    expect(await refusal(checkMedia(pngClaimingSize(mouldPhotoPng(), 0, 64), 'flat.png', true))).toEqual(wrongType);
    // A short upload in shared memory is sized from its own bytes, not from what lies after them.
    const shared = Buffer.alloc(64, 0x7f);
    mouldPhotoPng().copy(shared, 0, 0, 20);
    expect(await refusal(checkMedia(shared.subarray(0, 20), 'short.png', true))).toEqual(wrongType);
  });

  it('keeps only the last part of a path as the file name', () => {
    expect(cleanFileName('C:\\Users\\amara\\leak\u0007.png')).toBe('leak.png');
    expect(cleanFileName('')).toBe('file');
  });
});
