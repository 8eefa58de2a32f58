/** JPEG and PNG photos are made smaller before they are sent (REP-MED-07). */
import { describe, expect, it, vi } from 'vitest';
import { shrink } from './media-send';

/** The compression library, replaced: it answers a smaller blob and records what it was given. */
const compress = vi.hoisted(() =>
  vi.fn(async (file: File, options: { onProgress: (percent: number) => void }) => {
    options.onProgress(100);
    return new Blob([new Uint8Array(Math.ceil(file.size / 4))], { type: file.type });
  }),
);
vi.mock('browser-image-compression', () => ({ default: compress }));

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
