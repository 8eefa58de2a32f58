import type { MediaDocument } from '../../../../schemas/generated/types';

/** How a file is shown: an image or a video in the overlay, a PDF in a new tab, anything else downloaded. */
export type MediaKind = 'image' | 'video' | 'pdf' | 'other';

const EXTENSION_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  pdf: 'application/pdf',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  mpeg: 'video/mpeg',
  mpg: 'video/mpeg',
};

/** A metadata value of a document (keys compared without regard to case). */
export function metadataValue(document: Pick<MediaDocument, 'metadata'>, key: string): string | undefined {
  return document.metadata.find((entry) => entry.key.toLowerCase() === key.toLowerCase())?.value;
}

/** The media type: the content-type metadata, else guessed from the file name's extension. */
export function contentTypeOf(document: Pick<MediaDocument, 'metadata' | 'media'>): string {
  const declared = metadataValue(document, 'content-type');
  if (declared) return declared.toLowerCase();
  const extension = document.media.fileName.split('.').pop()?.toLowerCase() ?? '';
  return EXTENSION_TYPES[extension] ?? 'application/octet-stream';
}

/**
 * How a document is shown.
 *
 * @example
 * mediaKind('image/png'); // 'image'
 * mediaKind('application/pdf'); // 'pdf'
 */
export function mediaKind(contentType: string): MediaKind {
  if (contentType.startsWith('image/')) return 'image';
  if (contentType.startsWith('video/')) return 'video';
  if (contentType === 'application/pdf') return 'pdf';
  return 'other';
}

/** False when the association removed the file as not appropriate (IsMediaAppropriate "false"). */
export function isMediaAppropriate(document: Pick<MediaDocument, 'metadata'>): boolean {
  return metadataValue(document, 'IsMediaAppropriate')?.trim().toLowerCase() !== 'false';
}

/** True for an MPEG video, which Safari on iPhone and iPad cannot play. */
export function isMpeg(contentType: string): boolean {
  return contentType === 'video/mpeg' || contentType === 'video/mpg';
}

/**
 * True for Safari on an iPhone or iPad (including an iPad that reports itself as a Mac), where
 * MPEG video does not play and the viewer offers a download instead.
 *
 * @example
 * isMobileSafari('Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) ... Version/17.4 Mobile/15E148 Safari/604.1'); // true
 */
export function isMobileSafari(userAgent: string, maxTouchPoints = 0): boolean {
  const apple = /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  const otherBrowser = /CriOS|FxiOS|EdgiOS|OPiOS/.test(userAgent);
  return apple && /Safari/.test(userAgent) && !otherBrowser;
}

/** A blob of a document's base64 content, for an object URL. */
export function base64Blob(base64: string, contentType: string): Blob {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type: contentType });
}
