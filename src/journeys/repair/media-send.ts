import { MEDIA_RULES } from './media-files';

/* What sending a file takes, in a chunk of its own: loaded with the first file added, not with the journey's pages. */

/** A file's content as base64, as the upload sends it. */
export function base64Of(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).split(',')[1] ?? '');
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(blob);
  });
}

/**
 * A JPEG or PNG made smaller on the phone (browser-image-compression, loaded only when a photo is
 * added), reporting its progress from 0 to 100; other files as they are.
 */
export async function shrink(file: File, onProgress: (percent: number) => void): Promise<Blob> {
  if (!MEDIA_RULES.compressed.includes(file.type as 'image/jpeg')) return file;
  const { default: compress } = await import('browser-image-compression');
  try {
    // No web worker: the library would fetch its own script from a CDN, which the portal's policy refuses.
    return await compress(file, { maxSizeMB: 2, maxWidthOrHeight: 2048, useWebWorker: false, onProgress });
  } catch {
    // Not an image after all (a renamed file): sent as it is, and the gateway, which reads the
    // file's first bytes, refuses it with the spec's message.
    return file;
  }
}
