import { fileTypeFromBuffer } from 'file-type';
import { imageSize } from 'image-size';
import type { ErrorItem } from '../../../schemas/generated/types';

/** Media limits (docs/rules.md REP-MED-04, REP-MED-06). */
export const MAX_MEDIA_BYTES = 20_000_000;
export const MAX_MEDIA_PER_WORK_ORDER = 5;

/**
 * The largest image taken, in pixels: 210 megapixels, at most 20,000 on a side. No phone's photo
 * reaches them (the largest, 200 megapixels, is 16,320 × 12,240); a picture far larger in pixels
 * than in bytes (a few kilobytes of PNG claiming 30,000 × 30,000) would take gigabytes to show, in
 * the portal or anywhere else it is opened. The portal makes JPEG and PNG photos at most 2048 pixels on a side
 * before sending them (REP-MED-07), so a resident meets this limit only with a GIF.
 */
export const MAX_IMAGE_PIXELS = 210_000_000;
export const MAX_IMAGE_SIDE = 20_000;

/** The images the portal shows, whose size in pixels must be readable from their header. */
const SIZED_IMAGES = ['jpg', 'png', 'apng', 'gif'];

/** The spec's message keys, which every refusal names (in its message and as its code). */
export const MEDIA_MESSAGE_KEYS = {
  tooLarge: 'Upload_Media_Attachments_Too_Large',
  wrongType: 'Upload_Media_Wrong_File_Type',
  maxAttachments: 'Upload_Media_Max_Attachments',
} as const;

/**
 * The file types a repair takes while IsImageAllowed is true, by the type read from the file's
 * first bytes: the names each may carry (quicktime is mov, jpeg is jpg, mpeg is mpg).
 */
export const ALLOWED_MEDIA: Record<string, { mime: string; names: string[] }> = {
  jpg: { mime: 'image/jpeg', names: ['jpg', 'jpeg'] },
  png: { mime: 'image/png', names: ['png'] },
  apng: { mime: 'image/png', names: ['png'] },
  gif: { mime: 'image/gif', names: ['gif'] },
  pdf: { mime: 'application/pdf', names: ['pdf'] },
  mpg: { mime: 'video/mpeg', names: ['mpeg', 'mpg'] },
  mov: { mime: 'video/quicktime', names: ['mov', 'qt'] },
  mp4: { mime: 'video/mp4', names: ['mp4'] },
};

/** Never stored, whatever IsImageAllowed says: programs and installers, by content or by name. */
const EXECUTABLE_TYPES = [
  'exe',
  'elf',
  'macho',
  'apk',
  'jar',
  'class',
  'wasm',
  'deb',
  'rpm',
  'dmg',
  'cab',
  'crx',
  'xpi',
  'swf',
  'lnk',
  'reg',
  'asar',
  'chm',
];
const EXECUTABLE_NAMES = [
  ...EXECUTABLE_TYPES,
  'bat',
  'cmd',
  'com',
  'msi',
  'scr',
  'ps1',
  'vbs',
  'js',
  'sh',
  'dll',
  'app',
  'pif',
];

/** An accepted file: its real content type and the name to keep. */
export interface AcceptedMedia {
  contentType: string;
  fileName: string;
}

/** A refused file: the status to answer and what is wrong, naming the spec's message key. */
export class MediaRefusedError extends Error {
  constructor(
    readonly status: number,
    readonly item: ErrorItem,
  ) {
    super(item.message);
  }
}

/** Refuses a file for a repair that already has the most files it can have (409, Upload_Media_Max_Attachments). */
export function checkAttachmentCount(filesAlready: number, fileName: string): void {
  if (filesAlready < MAX_MEDIA_PER_WORK_ORDER) return;
  throw new MediaRefusedError(409, {
    message: `${MEDIA_MESSAGE_KEYS.maxAttachments}: this repair already has ${MAX_MEDIA_PER_WORK_ORDER} files, the most it can have. Remove one to add ${fileName}.`,
    field: 'body.Media',
    code: MEDIA_MESSAGE_KEYS.maxAttachments,
  });
}

/** The refusal of a file larger than 20,000,000 bytes (also used when the body is too large to read). */
export function tooLargeError(fileName: string, size?: number): MediaRefusedError {
  const what = size === undefined ? `${fileName} is` : `${fileName} is ${size.toLocaleString('en-GB')} bytes,`;
  return new MediaRefusedError(413, {
    message: `${MEDIA_MESSAGE_KEYS.tooLarge}: ${what} larger than the ${MAX_MEDIA_BYTES.toLocaleString('en-GB')} bytes a file may be.`,
    field: 'body.Media',
    code: MEDIA_MESSAGE_KEYS.tooLarge,
  });
}

/**
 * Checks an uploaded file before anything of it is stored: at most 20,000,000 bytes, an image at
 * most 210 megapixels and 20,000 pixels on a side (read from its header), and its real
 * type read from its first bytes with file-type, never trusting the name or the declared type.
 * While the type check is on (IsImageAllowed true) only jpg/jpeg, gif, png, pdf, mpeg, mov and mp4
 * are taken, and the name's extension must agree with the content (a renamed program is refused).
 * With it off any content is taken except programs. Throws MediaRefusedError.
 *
 * @example
 * await checkMedia(pngBytes, 'leak.png', true); // { contentType: 'image/png', fileName: 'leak.png' }
 */
export async function checkMedia(bytes: Uint8Array, name: string, typeCheck: boolean): Promise<AcceptedMedia> {
  const fileName = cleanFileName(name);
  if (bytes.length > MAX_MEDIA_BYTES) throw tooLargeError(fileName, bytes.length);
  const wrongType = (reason: string) =>
    new MediaRefusedError(400, {
      message: `${MEDIA_MESSAGE_KEYS.wrongType}: ${fileName} ${reason}`,
      field: 'body.Media',
      code: MEDIA_MESSAGE_KEYS.wrongType,
    });
  if (bytes.length === 0) throw wrongType('is empty.');
  const detected = await fileTypeFromBuffer(bytes);
  const extension = fileName.includes('.') ? (fileName.split('.').pop() ?? '').toLowerCase() : '';
  if ((detected && EXECUTABLE_TYPES.includes(detected.ext)) || EXECUTABLE_NAMES.includes(extension)) {
    throw wrongType('is a program, which cannot be attached to a repair.');
  }
  if (detected?.mime.startsWith('image/')) checkImageSize(bytes, fileName, detected.ext, wrongType);
  if (!typeCheck) return { contentType: detected?.mime ?? 'application/octet-stream', fileName };
  const allowed = detected ? ALLOWED_MEDIA[detected.ext] : undefined;
  if (!detected || !allowed) {
    throw wrongType(
      `is ${detected ? `a ${detected.ext} file` : 'not a file type we recognise'}; attach a jpg, jpeg, gif, png, pdf, mpeg, mov or mp4 file.`,
    );
  }
  if (!allowed.names.includes(extension)) {
    throw wrongType(
      `is really a ${detected.ext} file but is named .${extension || '(nothing)'}; rename it or choose another file.`,
    );
  }
  return { contentType: allowed.mime, fileName };
}

/**
 * Refuses an image larger than {@link MAX_IMAGE_PIXELS} or {@link MAX_IMAGE_SIDE}, its width and
 * height read from its header with image-size (nothing is decoded: the header is all it reads).
 * An image whose header gives no size (or a side of 0) is refused too, when it is a JPEG, PNG or
 * GIF: no image the portal can show; another image type image-size does not know (taken only with
 * the type check off) is left be.
 */
function checkImageSize(
  bytes: Uint8Array,
  fileName: string,
  ext: string,
  wrongType: (reason: string) => MediaRefusedError,
): void {
  let sizes: { width: number; height: number }[];
  try {
    // image-size reads past the end of a view into its underlying memory: a short upload held in
    // Node's shared buffer pool would be sized from whatever lies next to it. It gets bytes of its own.
    const own = bytes.byteOffset === 0 && bytes.buffer.byteLength === bytes.byteLength ? bytes : new Uint8Array(bytes);
    const size = imageSize(own);
    sizes = [size, ...(size.images ?? [])];
  } catch {
    if (SIZED_IMAGES.includes(ext)) throw wrongType(`is a ${ext} image whose size in pixels cannot be read.`);
    return;
  }
  for (const { width, height } of sizes) {
    const readable = [width, height].every((side) => Number.isInteger(side) && side > 0);
    if (!readable) throw wrongType(`is a ${ext} image whose size in pixels cannot be read.`);
    if (width * height <= MAX_IMAGE_PIXELS && Math.max(width, height) <= MAX_IMAGE_SIDE) continue;
    const count = (n: number) => n.toLocaleString('en-GB');
    throw new MediaRefusedError(400, {
      message:
        `${MEDIA_MESSAGE_KEYS.tooLarge}: ${fileName} is ${count(width)} × ${count(height)} pixels; an image may have ` +
        `at most ${count(MAX_IMAGE_PIXELS)} pixels (${MAX_IMAGE_PIXELS / 1_000_000} megapixels) and at most ${count(MAX_IMAGE_SIDE)} on a side. ` +
        'Send a smaller copy of it.',
      field: 'body.Media',
      code: MEDIA_MESSAGE_KEYS.tooLarge,
    });
  }
}

/** The last part of a path, without control characters, at most 200 characters. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = [...base]
    .filter((c) => c.charCodeAt(0) >= 32 && c.charCodeAt(0) !== 127)
    .join('')
    .trim();
  return (clean || 'file').slice(-200);
}
