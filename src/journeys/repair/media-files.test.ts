import { describe, expect, it, vi } from 'vitest';
import { refusalOf, shrink, uniqueName } from './media-files';

/** The compression library, replaced: it answers a smaller blob and records what it was given. */
const compress = vi.hoisted(() =>
  vi.fn(async (file: File, options: { onProgress: (percent: number) => void }) => {
    options.onProgress(100);
    return new Blob([new Uint8Array(Math.ceil(file.size / 4))], { type: file.type });
  }),
);
vi.mock('browser-image-compression', () => ({ default: compress }));

const file = (type: string, size = 1000) => ({ name: 'x', type, size });

describe('the media rules of repairs.md §5 before a file is sent', () => {
  it('should refuse a sixth file, a type not allowed, and a file over 20,000,000 bytes with the spec messages', () => {
    expect(refusalOf(file('image/png'), true, 5)).toBe('Upload_Media_Max_Attachments');
    expect(refusalOf(file('application/x-msdownload'), true, 0)).toBe('Upload_Media_Wrong_File_Type');
    expect(refusalOf(file('image/jpeg', 20_000_001), true, 0)).toBe('Upload_Media_Attachments_Too_Large');
    expect(refusalOf(file('image/jpeg', 20_000_000), true, 4)).toBeUndefined();
  });

  it('should take documents and videos only when the image-only setting is off', () => {
    expect(refusalOf(file('video/mp4'), true, 0)).toBe('Upload_Media_Wrong_File_Type');
    expect(refusalOf(file('video/mp4'), false, 0)).toBeUndefined();
    expect(refusalOf(file('application/pdf'), false, 0)).toBeUndefined();
  });

  it('should keep each file on its own line', () => {
    expect(uniqueName('tap.jpg', [])).toBe('tap.jpg');
    expect(uniqueName('tap.jpg', ['tap.jpg', 'tap (2).jpg'])).toBe('tap (3).jpg');
    expect(uniqueName('README', ['README'])).toBe('README (2)');
  });
});

describe('the photos made smaller before upload (REP-MED-07)', () => {
  const photo = (name: string, type: string) => new File([new Uint8Array(4000)], name, { type });

  it('compresses JPEG and PNG images (jpg and jpeg alike) before upload, and sends other files as they are', async () => {
    for (const [name, type] of [
      ['kitchen.jpg', 'image/jpeg'],
      ['kitchen.jpeg', 'image/jpeg'],
      ['kitchen.png', 'image/png'],
    ] as const) {
      compress.mockClear();
      const progress: number[] = [];
      const sent = await shrink(photo(name, type), (percent) => progress.push(percent));
      expect(compress, name).toHaveBeenCalledOnce();
      expect(sent.size, name).toBe(1000);
      expect(progress, name).toEqual([100]);
    }
    compress.mockClear();
    for (const [name, type] of [
      ['leak.gif', 'image/gif'],
      ['letter.pdf', 'application/pdf'],
      ['drip.mp4', 'video/mp4'],
    ] as const) {
      const file = photo(name, type);
      expect(await shrink(file, () => undefined), name).toBe(file);
    }
    expect(compress).not.toHaveBeenCalled();
  });

  it('sends a file as it is when it is not an image after all', async () => {
    compress.mockRejectedValueOnce(new Error('not an image'));
    const file = photo('renamed.png', 'image/png');
    expect(await shrink(file, () => undefined)).toBe(file);
  });
});
