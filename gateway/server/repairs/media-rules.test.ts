import { describe, expect, it } from 'vitest';
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

  it('keeps only the last part of a path as the file name', () => {
    expect(cleanFileName('C:\\Users\\amara\\leak\u0007.png')).toBe('leak.png');
    expect(cleanFileName('')).toBe('file');
  });
});
