import type { Rgb } from './png';

/**
 * A small baseline JPEG encoder for block pictures: every 8×8 block has one flat colour, so
 * each block is its DC coefficient alone (all AC coefficients zero). The output is a standard
 * JFIF file (YCbCr 4:4:4, quantisation 1, canonical Huffman tables) that every viewer decodes.
 */

// Standard DC table (ITU T.81 Annex K.3, luminance): code counts per length 1..16 and symbols.
const DC_COUNTS = [0, 1, 5, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0];
const DC_SYMBOLS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
// AC table with the two symbols a DC-only picture needs: EOB (0x00) and ZRL (0xF0).
const AC_COUNTS = [0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
const AC_SYMBOLS = [0x00, 0xf0];

interface Code {
  code: number;
  length: number;
}

function canonicalCodes(counts: number[], symbols: number[]): Map<number, Code> {
  const codes = new Map<number, Code>();
  let code = 0;
  let k = 0;
  counts.forEach((count, index) => {
    for (let i = 0; i < count; i++) codes.set(symbols[k++] ?? -1, { code: code++, length: index + 1 });
    code <<= 1;
  });
  return codes;
}

class BitWriter {
  private readonly bytes: number[] = [];
  private current = 0;
  private filled = 0;

  write(value: number, length: number): void {
    for (let i = length - 1; i >= 0; i--) {
      this.current = (this.current << 1) | ((value >> i) & 1);
      if (++this.filled === 8) this.flushByte();
    }
  }

  finish(): number[] {
    if (this.filled > 0) this.write(0xff, 8 - this.filled); // pad with ones
    return this.bytes;
  }

  private flushByte(): void {
    this.bytes.push(this.current);
    if (this.current === 0xff) this.bytes.push(0x00); // byte stuffing
    this.current = 0;
    this.filled = 0;
  }
}

function segment(marker: number, body: number[]): number[] {
  const length = body.length + 2;
  return [0xff, marker, length >> 8, length & 0xff, ...body];
}

function toYCbCr([r, g, b]: Rgb): [number, number, number] {
  const clamp = (v: number) => Math.max(0, Math.min(255, Math.round(v)));
  return [
    clamp(0.299 * r + 0.587 * g + 0.114 * b),
    clamp(128 - 0.168736 * r - 0.331264 * g + 0.5 * b),
    clamp(128 + 0.5 * r - 0.418688 * g - 0.081312 * b),
  ];
}

/**
 * Encodes a picture of `columns` × `rows` flat 8×8 blocks, block colours from `block(col, row)`.
 * @example `encodeBlockJpeg(4, 3, () => [200, 200, 190])` is a 32×24 pale grey JPEG.
 */
export function encodeBlockJpeg(columns: number, rows: number, block: (column: number, row: number) => Rgb): Buffer {
  const width = columns * 8;
  const height = rows * 8;
  const dc = canonicalCodes(DC_COUNTS, DC_SYMBOLS);
  const ac = canonicalCodes(AC_COUNTS, AC_SYMBOLS);
  const eob = ac.get(0x00) as Code;
  const bits = new BitWriter();
  const previous = [0, 0, 0];
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      toYCbCr(block(column, row)).forEach((sample, component) => {
        const coefficient = 8 * (sample - 128); // DCT of a flat block, quantiser 1
        const diff = coefficient - (previous[component] ?? 0);
        previous[component] = coefficient;
        const category = diff === 0 ? 0 : Math.floor(Math.log2(Math.abs(diff))) + 1;
        const huffman = dc.get(category) as Code;
        bits.write(huffman.code, huffman.length);
        if (category > 0) bits.write(diff > 0 ? diff : diff + (1 << category) - 1, category);
        bits.write(eob.code, eob.length);
      });
    }
  }
  const jfif = [0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00];
  const quantisation = [0x00, ...new Array<number>(64).fill(1)];
  const frame = [8, height >> 8, height & 0xff, width >> 8, width & 0xff, 3, 1, 0x11, 0, 2, 0x11, 0, 3, 0x11, 0];
  const huffmanTables = [0x00, ...DC_COUNTS, ...DC_SYMBOLS, 0x10, ...AC_COUNTS, ...AC_SYMBOLS];
  const scan = [3, 1, 0x00, 2, 0x00, 3, 0x00, 0, 63, 0];
  return Buffer.from([
    0xff,
    0xd8,
    ...segment(0xe0, jfif),
    ...segment(0xdb, quantisation),
    ...segment(0xc0, frame),
    ...segment(0xc4, huffmanTables),
    ...segment(0xda, scan),
    ...bits.finish(),
    0xff,
    0xd9,
  ]);
}

/**
 * A copy of a JPEG whose frame header (its first SOF0 segment) claims `width` × `height` (at most
 * 65,535 each) while the picture stays as it was, as {@link pngClaimingSize} does for a PNG.
 */
export function jpegClaimingSize(jpeg: Buffer, width: number, height: number): Buffer {
  const copy = Buffer.from(jpeg);
  let at = 2;
  while (at + 4 <= copy.length && copy[at] === 0xff && copy[at + 1] !== 0xc0) at += 2 + copy.readUInt16BE(at + 2);
  if (copy[at + 1] !== 0xc0) throw new Error('No baseline frame header (SOF0) in this JPEG.');
  // Marker (2), length (2), precision (1), height (2), width (2).
  copy.writeUInt16BE(height, at + 5);
  copy.writeUInt16BE(width, at + 7);
  return copy;
}
