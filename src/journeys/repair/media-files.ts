/** What may be attached to a repair (REP-MED-04 to REP-MED-06). */
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

/** The message key (REP-MED-04 to REP-MED-06) that refuses a file before it is sent, or undefined when it may go. */
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
