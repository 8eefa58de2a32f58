import { fileURLToPath } from 'node:url';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { manualClock } from '../../gateway/server/common/clock';
import type { AppOptions } from '../../gateway/server/app';
import { startTestGateway, type TestGateway } from './gateway-harness';

/** The day the money tests' demo is seeded for and their clock stands on (a Wednesday). */
export const MONEY_TODAY = new Date('2026-03-18T10:00:00Z');

/**
 * The gateway on a demo seeded for {@link MONEY_TODAY} with a clock standing there (so "today",
 * "one year ago" and the outbox's retry times never depend on the real date).
 */
export async function startMoneyGateway(
  overrides: Partial<Omit<AppOptions, 'database' | 'logger'>> = {},
): Promise<{ gateway: TestGateway; clock: ReturnType<typeof manualClock> }> {
  const clock = manualClock(MONEY_TODAY);
  const gateway = await startTestGateway({ ...overrides, repairs: { clock } }, { today: MONEY_TODAY });
  return { gateway, clock };
}

/** What a test reads back from a PDF with pdfjs: metadata, text per page and structure roles. */
export interface ReadPdf {
  title: string | undefined;
  language: string | undefined;
  marked: boolean;
  displayDocTitle: boolean;
  /** The text of each page, items joined with single spaces. */
  pages: string[];
  /** Every structure-tree role of every page (Document, H1, P, Table, TR, TH, TD...). */
  roles: Set<string>;
  /** The structure tree of page 1 with its content leaves left out. */
  firstPageTree: StructNode;
}

export interface StructNode {
  role: string;
  children: StructNode[];
}

const standardFontDataUrl = fileURLToPath(new URL('../../node_modules/pdfjs-dist/standard_fonts/', import.meta.url));

/** Reads a PDF with pdfjs-dist as a screen reader's PDF engine would: text, metadata and tags. */
export async function readPdf(bytes: Uint8Array): Promise<ReadPdf> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), standardFontDataUrl, verbosity: 0 }).promise;
  try {
    const info = (await pdf.getMetadata()).info as Record<string, unknown>;
    const markInfo = (await pdf.getMarkInfo()) as { Marked?: boolean } | null;
    const preferences = (await pdf.getViewerPreferences()) as Record<string, unknown> | null;
    const pages: string[] = [];
    const roles = new Set<string>();
    let firstPageTree: StructNode = { role: 'none', children: [] };
    for (let n = 1; n <= pdf.numPages; n += 1) {
      const page = await pdf.getPage(n);
      const content = await page.getTextContent();
      pages.push(
        content.items
          .map((item) => ('str' in item ? item.str : ''))
          .filter((text) => text.trim() !== '')
          .join(' '),
      );
      const tree = toNode(await page.getStructTree());
      if (n === 1) firstPageTree = tree;
      collectRoles(tree, roles);
    }
    return {
      title: info.Title as string | undefined,
      language: info.Language as string | undefined,
      marked: markInfo?.Marked === true,
      displayDocTitle: preferences?.DisplayDocTitle === true,
      pages,
      roles,
      firstPageTree,
    };
  } finally {
    await pdf.destroy();
  }
}

function toNode(raw: unknown): StructNode {
  const node = raw as { role?: string; type?: string; children?: unknown[] };
  return {
    role: node.role ?? node.type ?? '?',
    children: (node.children ?? []).map(toNode).filter((child) => child.role !== 'content'),
  };
}

function collectRoles(node: StructNode, roles: Set<string>): void {
  roles.add(node.role);
  for (const child of node.children) collectRoles(child, roles);
}

/** A balance as a statement words it, formatted here independently of the gateway's code. */
export function statementBalance(pounds: number): string {
  const amount = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(Math.abs(pounds));
  return pounds > 0 ? `${amount} owed` : pounds < 0 ? `${amount} credit` : amount;
}
