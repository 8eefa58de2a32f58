import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodeBlockJpeg } from './jpeg';
import { buildPdf } from './pdf';
import { encodePng } from './png';
import { buildingSafetyPdf, flaggedPhotoPng, mouldPhotoPng, roofReportPdf, wallPhotoJpeg } from './samples';

/** The chunks of a PNG file, checking each length and the signature on the way. */
function pngChunks(file: Buffer): { type: string; data: Buffer }[] {
  expect(file.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const chunks: { type: string; data: Buffer }[] = [];
  for (let at = 8; at < file.length;) {
    const length = file.readUInt32BE(at);
    chunks.push({
      type: file.subarray(at + 4, at + 8).toString('latin1'),
      data: file.subarray(at + 8, at + 8 + length),
    });
    at += 12 + length;
    expect(at).toBeLessThanOrEqual(file.length);
  }
  return chunks;
}

/** JPEG markers in order, walking the segment lengths up to the scan. */
function jpegMarkers(file: Buffer): number[] {
  expect(file.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
  expect(file.subarray(-2)).toEqual(Buffer.from([0xff, 0xd9]));
  const markers: number[] = [];
  for (let at = 2; ;) {
    expect(file[at]).toBe(0xff);
    const marker = file[at + 1]!;
    markers.push(marker);
    at += 2 + file.readUInt16BE(at + 2);
    if (marker === 0xda) return markers;
  }
}

describe('seed media', () => {
  it('encodes a PNG whose pixels inflate back to the colours drawn', () => {
    const file = encodePng(3, 2, (x, y) => [x * 100, y * 100, 7]);
    const chunks = pngChunks(file);
    expect(chunks.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect(chunks[0]!.data.readUInt32BE(0)).toBe(3);
    expect(chunks[0]!.data.readUInt32BE(4)).toBe(2);
    const raw = inflateSync(chunks[1]!.data);
    expect([...raw.subarray(0, 10)]).toEqual([0, 0, 0, 7, 100, 0, 7, 200, 0, 7]);
    expect(raw.length).toBe((3 * 3 + 1) * 2);
  });

  it('encodes a baseline JPEG with the standard segments and the picture size', () => {
    const file = encodeBlockJpeg(4, 3, (c, r) => [c * 60, r * 80, 128]);
    expect(jpegMarkers(file)).toEqual([0xe0, 0xdb, 0xc0, 0xc4, 0xda]);
    const frame = file.indexOf(Buffer.from([0xff, 0xc0]));
    expect(file.readUInt16BE(frame + 5)).toBe(24); // height
    expect(file.readUInt16BE(frame + 7)).toBe(32); // width
    expect(file.subarray(2, 20).includes(Buffer.from('JFIF'))).toBe(true);
  });

  it('writes a PDF whose cross-reference table points at every object', () => {
    const lines = Array.from({ length: 60 }, (_, i) => `Line ${i} (costs £12.50)`);
    const file = buildPdf('Report (draft)', lines);
    const text = file.toString('latin1');
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    const startxref = Number(/startxref\n(\d+)\n/.exec(text)![1]);
    expect(text.slice(startxref, startxref + 4)).toBe('xref');
    const entries = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(entries.length).toBe(9); // catalog, pages, 2 fonts, info, 2 pages of 48 lines with contents
    entries.forEach((offset, i) => expect(text.slice(offset, offset + 10)).toMatch(new RegExp(`^${i + 1} 0 obj`)));
    expect(text).toContain('/Count 2');
    expect(text).toContain('\\(costs \\243');
    for (const match of text.matchAll(/<< \/Length (\d+) >>\nstream\n/g)) {
      const start = match.index! + match[0].length;
      expect(text.slice(start + Number(match[1]), start + Number(match[1]) + 10)).toBe('\nendstream');
    }
  });

  it('makes the sample files the demo stores', () => {
    for (const png of [mouldPhotoPng(), flaggedPhotoPng()]) expect(pngChunks(png).map((c) => c.type)).toContain('IDAT');
    expect(jpegMarkers(wallPhotoJpeg())).toContain(0xc0);
    for (const pdf of [
      roofReportPdf('JOB-1', '2025-01-02'),
      buildingSafetyPdf('FRA', '2025-01-02'),
      buildingSafetyPdf('RES', '2025-01-02'),
    ]) {
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
  });
});
