/**
 * A file size as people read it, in the units GOV.UK uses.
 *
 * @example
 * fileSize(20_000_000) // '19.1 MB'
 */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
