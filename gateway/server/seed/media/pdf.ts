/**
 * A minimal but complete PDF 1.4 writer for seed documents: one A4 page per 48 lines of text in
 * Helvetica, with a correct cross-reference table, so any viewer opens the file.
 */

const LINES_PER_PAGE = 48;

function escapeText(text: string): string {
  return text
    .replace(/[–—]/g, '-')
    .replace(/[‘’]/g, "'")
    .replace(/[\\()]/g, (c) => `\\${c}`)
    .replace(/£/g, '\\243')
    .replace(/[^\x20-\x7e\\]/g, '?');
}

function pageContent(title: string, lines: string[], pageNumber: number, pageCount: number): string {
  const body = lines.map((line) => `(${escapeText(line)}) Tj T*`).join('\n');
  return [
    'BT',
    '/F2 16 Tf 56 780 Td 20 TL',
    `(${escapeText(title)}) Tj T*`,
    '/F1 11 Tf 15 TL',
    body,
    'ET',
    'BT /F1 9 Tf 56 40 Td',
    `(Page ${pageNumber} of ${pageCount}) Tj`,
    'ET',
  ].join('\n');
}

/**
 * Builds a PDF with a bold title and lines of plain text.
 * @example `buildPdf('Fire Risk Assessment', ['Riverside Tower', 'Assessed 3 March'])`
 */
export function buildPdf(title: string, lines: string[]): Buffer {
  const pages: string[][] = [];
  for (let i = 0; i < Math.max(lines.length, 1); i += LINES_PER_PAGE) pages.push(lines.slice(i, i + LINES_PER_PAGE));
  // Objects: 1 catalog, 2 page tree, 3 and 4 fonts, 5 info, then a page and its content per page.
  const pageIds = pages.map((_, i) => 6 + i * 2);
  const objects: string[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Title (${escapeText(title)}) /Producer (Resident portal reference gateway) >>`,
  ];
  pages.forEach((pageLines, i) => {
    const content = pageContent(title, pageLines, i + 1, pages.length);
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageIds[i]! + 1} 0 R >>`,
      `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    );
  });
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
