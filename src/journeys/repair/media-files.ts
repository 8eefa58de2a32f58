/** What repairs.md §5 allows of the media of a repair. */
export const MEDIA_RULES = {
  maxFiles: 5,
  maxBytes: 20_000_000,
  /** Types taken when IsImageAllowed is true (jpeg counts as jpg). */
  imageTypes: ['image/jpeg', 'image/png', 'image/gif'],
  /** Types also taken when it is not: documents and videos (quicktime counts as mov). */
  otherTypes: ['application/pdf', 'video/mpeg', 'video/quicktime', 'video/mp4'],
  /** Images made smaller on the phone before they are sent. */
  compressed: ['image/jpeg', 'image/png'],
} as const;

/** The message key of §5 that refuses a file before it is sent, or undefined when it may go. */
export function refusalOf(
  file: Pick<File, 'size' | 'type' | 'name'>,
  imagesOnly: boolean,
  held: number,
): string | undefined {
  if (held >= MEDIA_RULES.maxFiles) return 'Upload_Media_Max_Attachments';
  const allowed: readonly string[] = imagesOnly
    ? MEDIA_RULES.imageTypes
    : [...MEDIA_RULES.imageTypes, ...MEDIA_RULES.otherTypes];
  if (!allowed.includes(file.type)) return 'Upload_Media_Wrong_File_Type';
  // The limit is on the file chosen, before a photo is made smaller.
  if (file.size > MEDIA_RULES.maxBytes) return 'Upload_Media_Attachments_Too_Large';
  return undefined;
}

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

/** A name not yet in the list (kitchen.jpg, kitchen (2).jpg...), so each file keeps its own line. */
export function uniqueName(name: string, taken: readonly string[]): string {
  if (!taken.includes(name)) return name;
  const dot = name.lastIndexOf('.');
  const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  for (let copy = 2; ; copy += 1) {
    const candidate = `${stem} (${copy})${extension}`;
    if (!taken.includes(candidate)) return candidate;
  }
}
