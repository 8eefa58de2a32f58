import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { DateTime } from 'luxon';
import PDFDocument from 'pdfkit';
import { accountName } from './account-names';
import type { StatementLedger, StatementLine } from './statement-ledger';

const MARGIN = 50;
const CELL_PADDING = 4;
// DejaVu Sans (the dejavu-fonts-ttf package), embedded and subset by pdfkit: residents' names and
// descriptions print as written in Latin (Ł, ő, ș), Greek and Cyrillic letters, which the PDF
// standard fonts (Western European only) would garble; an embedded font also keeps the text
// extractable for screen readers.
const FONT = 'StatementSans';
const BOLD = 'StatementSans-Bold';
const require = createRequire(import.meta.url);
let fontBytes: { regular: Buffer; bold: Buffer } | undefined;

/** The two font files, read once per process. */
function statementFonts(): { regular: Buffer; bold: Buffer } {
  fontBytes ??= {
    regular: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  };
  return fontBytes;
}
const RULE_COLOUR = '#8a8a8a';

interface Column {
  label: string;
  width: number;
  align: 'left' | 'right';
  text(line: StatementLine): string;
}

/** The statement's table (ACC-STM-05): 495 points, A4 less the margins. */
const COLUMNS: Column[] = [
  { label: 'Date', width: 70, align: 'left', text: (line) => displayDate(line.date) },
  { label: 'Description', width: 185, align: 'left', text: (line) => line.description },
  { label: 'Credit', width: 75, align: 'right', text: (line) => optionalPounds(line.creditPence) },
  { label: 'Debit', width: 75, align: 'right', text: (line) => optionalPounds(line.debitPence) },
  { label: 'Balance', width: 90, align: 'right', text: (line) => formatBalance(line.balancePence) },
];

const poundsFormat = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

/**
 * An amount in pence as pounds without a sign, e.g. 61248 → "£612.48".
 *
 * @example
 * formatPounds(-123456) // '£1,234.56'
 */
export function formatPounds(pence: number): string {
  return poundsFormat.format(Math.abs(pence) / 100);
}

/**
 * A balance as the statement words it: owed (arrears, positive), credit (negative), or plain zero.
 *
 * @example
 * formatBalance(61248)  // '£612.48 owed'
 * formatBalance(-27660) // '£276.60 credit'
 */
export function formatBalance(pence: number): string {
  if (pence > 0) return `${formatPounds(pence)} owed`;
  if (pence < 0) return `${formatPounds(pence)} credit`;
  return formatPounds(0);
}

function optionalPounds(pence: number | null): string {
  return pence === null ? '' : formatPounds(pence);
}

const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A date as statements show it (REP-DSP-04: DD MMM YYYY), e.g. 03 Feb 2026; the months are spelt here
 * rather than by the runtime's locale data, which writes September "Sept" in some versions.
 */
function displayDate(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${day} ${SHORT_MONTHS[Number(month) - 1] ?? month} ${year}`;
}

function longDate(iso: string): string {
  return DateTime.fromISO(iso).toFormat('d LLLL yyyy', { locale: 'en-GB' });
}

/**
 * The title of a statement: "Statement February 2026" for a whole calendar month (the monthly
 * statements, the title their tab shows), otherwise "Statement 1 April 2025 to 31 March 2026".
 *
 * @example
 * statementTitle('2026-02-01', '2026-02-28') // 'Statement February 2026'
 */
export function statementTitle(from: string, to: string): string {
  const start = DateTime.fromISO(from);
  const end = DateTime.fromISO(to);
  const wholeMonth = start.day === 1 && end.hasSame(start, 'month') && end.day === start.daysInMonth;
  return wholeMonth
    ? `Statement ${start.toFormat('LLLL yyyy', { locale: 'en-GB' })}`
    : `Statement ${longDate(from)} to ${longDate(to)}`;
}

export interface StatementPdfOptions {
  /** The document's title (its metadata and first heading); default {@link statementTitle}. */
  title?: string;
  /** When it was made (the PDF's creation date). */
  createdAt: Date;
}

/**
 * Renders a statement as a tagged PDF (PDF/UA-style, so screen readers read it): language en-GB,
 * the title shown by viewers instead of the file name, and a structure tree Document > H1, P
 * and a Table of TR rows with TH column headers and TD cells. Rules and page numbers are marked
 * as artifacts; the header row repeated on later pages is an artifact too.
 *
 * @example
 * const pdf = await renderStatementPdf(ledger, { createdAt: clock.now() }); // Buffer starting %PDF-
 */
export function renderStatementPdf(ledger: StatementLedger, options: StatementPdfOptions): Promise<Buffer> {
  const title = options.title ?? statementTitle(ledger.from, ledger.to);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    tagged: true,
    lang: 'en-GB',
    displayTitle: true,
    pdfVersion: '1.7',
    info: {
      Title: title,
      Author: ledger.associationName ?? 'Resident portal',
      Subject: `Statement of account ${ledger.paymentReference}`,
      CreationDate: options.createdAt,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const fonts = statementFonts();
  doc.registerFont(FONT, fonts.regular);
  doc.registerFont(BOLD, fonts.bold);

  const root = doc.struct('Document');
  doc.addStructure(root);
  const paragraph = (text: string, font = FONT, size = 11) =>
    root.add(doc.struct('P', {}, () => doc.font(font).fontSize(size).fillColor('black').text(text, MARGIN, doc.y)));

  root.add(doc.struct('H1', {}, () => doc.font(BOLD).fontSize(18).fillColor('black').text(title, MARGIN, MARGIN)));
  doc.moveDown(0.3);
  if (ledger.associationName) paragraph(ledger.associationName, BOLD, 12);
  paragraph(`Resident: ${ledger.residentName}`);
  if (ledger.address) paragraph(`Address: ${ledger.address}`);
  paragraph(`Account: ${accountName(ledger.accountType, ledger.tenancyType)} (${ledger.accountType})`);
  paragraph(`Payment reference: ${ledger.paymentReference}`);
  paragraph(`Period: ${longDate(ledger.from)} to ${longDate(ledger.to)}`);
  paragraph(`Opening balance: ${formatBalance(ledger.openingPence)}`, BOLD);
  doc.moveDown(0.5);
  rule(doc, doc.y);
  doc.moveDown(0.5);

  if (ledger.lines.length === 0) {
    paragraph('There were no transactions in this period.');
  } else {
    drawTable(doc, root, ledger.lines);
  }

  doc.moveDown(0.8);
  keepRoom(doc, 40);
  paragraph(`Closing balance: ${formatBalance(ledger.closingPence)}`, BOLD, 12);
  doc.moveDown(0.3);
  paragraph('A balance marked owed is money you owe; a balance marked credit is money in your favour.', FONT, 9);
  root.end();
  numberPages(doc);
  doc.end();
  return done;
}

/** Starts a new page when less than `height` points are left above the bottom margin. */
function keepRoom(doc: PDFKit.PDFDocument, height: number): boolean {
  if (doc.y + height <= doc.page.height - doc.page.margins.bottom) return false;
  doc.addPage();
  doc.y = doc.page.margins.top;
  return true;
}

/** A horizontal rule across the text width, marked as a layout artifact (decoration only). */
function rule(doc: PDFKit.PDFDocument, y: number): void {
  doc.markContent('Artifact', { type: 'Layout' });
  doc
    .save()
    .lineWidth(0.5)
    .strokeColor(RULE_COLOUR)
    .moveTo(MARGIN, y)
    .lineTo(doc.page.width - MARGIN, y)
    .stroke()
    .restore();
  doc.endMarkedContent();
}

function rowHeight(doc: PDFKit.PDFDocument, texts: string[], font: string): number {
  doc.font(font).fontSize(9);
  const heights = COLUMNS.map((column, i) =>
    doc.heightOfString(texts[i] ?? '', { width: column.width - 2 * CELL_PADDING }),
  );
  return Math.max(...heights) + 2 * CELL_PADDING;
}

function drawCell(doc: PDFKit.PDFDocument, column: Column, text: string, x: number, y: number, font: string): void {
  doc
    .font(font)
    .fontSize(9)
    .fillColor('black')
    .text(text, x + CELL_PADDING, y + CELL_PADDING, { width: column.width - 2 * CELL_PADDING, align: column.align });
}

/** The header row's cells (as the table's TH, or as an artifact when repeated on a later page). */
function drawHeader(doc: PDFKit.PDFDocument, table: PDFKit.PDFStructureElement | null): number {
  const labels = COLUMNS.map((column) => column.label);
  const height = rowHeight(doc, labels, BOLD);
  const y = doc.y;
  let x = MARGIN;
  if (table) {
    const row = doc.struct('TR');
    table.add(row);
    for (const column of COLUMNS) {
      const left = x;
      // pdfkit writes scope as the cell's Table attribute (Scope /Column); its types leave it out.
      const options = { scope: 'Column' } as Parameters<PDFKit.PDFDocument['struct']>[1];
      row.add(doc.struct('TH', options, () => drawCell(doc, column, column.label, left, y, BOLD)));
      x += column.width;
    }
    row.end();
  } else {
    doc.markContent('Artifact', { type: 'Pagination' });
    for (const column of COLUMNS) {
      drawCell(doc, column, column.label, x, y, BOLD);
      x += column.width;
    }
    doc.endMarkedContent();
  }
  rule(doc, y + height);
  doc.y = y + height;
  return height;
}

function drawTable(doc: PDFKit.PDFDocument, root: PDFKit.PDFStructureElement, lines: StatementLine[]): void {
  const table = doc.struct('Table');
  root.add(table);
  keepRoom(doc, 60);
  drawHeader(doc, table);
  for (const line of lines) {
    const texts = COLUMNS.map((column) => column.text(line));
    const height = rowHeight(doc, texts, FONT);
    if (keepRoom(doc, height)) drawHeader(doc, null);
    const y = doc.y;
    const row = doc.struct('TR');
    table.add(row);
    let x = MARGIN;
    COLUMNS.forEach((column, i) => {
      const left = x;
      row.add(doc.struct('TD', {}, () => drawCell(doc, column, texts[i] ?? '', left, y, FONT)));
      x += column.width;
    });
    row.end();
    doc.y = y + height;
  }
  table.end();
  rule(doc, doc.y);
}

/** "Page n of m" at the foot of every page, as pagination artifacts. */
function numberPages(doc: PDFKit.PDFDocument): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.markContent('Artifact', { type: 'Pagination' });
    doc
      .font(FONT)
      .fontSize(8)
      .fillColor(RULE_COLOUR)
      .text(`Page ${i + 1 - range.start} of ${range.count}`, MARGIN, doc.page.height - 30, {
        width: doc.page.width - 2 * MARGIN,
        align: 'right',
        lineBreak: false,
      });
    doc.endMarkedContent();
    doc.page.margins.bottom = bottom;
  }
}
