import { fileTypeFromBuffer } from 'file-type';
import type { ErrorItem } from '../../../schemas/generated/types';

/** Media limits (docs/rules.md REP-MED-04, REP-MED-06). */
export const MAX_MEDIA_BYTES = 20_000_000;
export const MAX_MEDIA_PER_WORK_ORDER = 5;

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
 * Checks an uploaded file before anything of it is stored: at most 20,000,000 bytes, and its real
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

/** The last part of a path, without control characters, at most 200 characters. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = [...base]
    .filter((c) => c.charCodeAt(0) >= 32 && c.charCodeAt(0) !== 127)
    .join('')
    .trim();
  return (clean || 'file').slice(-200);
}
