/** Something to rank: its words (the description) and extra keywords. */
export interface Rankable {
  text: string;
  keywords?: string[];
}

/** A part of a text, marked when it matched the query. */
export interface Segment {
  text: string;
  match: boolean;
}

/** How well one query word matched: whole word 3, prefix of a word 2, anywhere 1, not at all 0. */
const WHOLE = 3;
const PREFIX = 2;
const SUBSTRING = 1;

function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** Query words, lower case. */
export function queryWords(query: string): string[] {
  return wordsOf(query);
}

function matchOf(word: string, texts: string[]): number {
  let best = 0;
  for (const text of texts) {
    for (const candidate of wordsOf(text)) {
      if (candidate === word) return WHOLE;
      if (candidate.startsWith(word)) best = Math.max(best, PREFIX);
    }
    if (best < SUBSTRING && text.toLowerCase().includes(word)) best = SUBSTRING;
  }
  return best;
}

/**
 * Ranks options against what the resident typed. Every query word must match the description or
 * a keyword; whole-word and prefix matches rank above matches inside a word, a match in the
 * description above one only in the keywords, then shorter descriptions, then the original order.
 * Returns at most `limit` options.
 *
 * @example
 * rankOptions([{ text: 'Leaking roof' }, { text: 'Blocked gutter', keywords: ['roof'] }], 'roof')
 * // [{ text: 'Leaking roof' }, { text: 'Blocked gutter', keywords: ['roof'] }]
 */
export function rankOptions<T extends Rankable>(options: readonly T[], query: string, limit = 10): T[] {
  const words = queryWords(query);
  if (words.length === 0) return [];
  const scored: { option: T; tier: number; inText: number; order: number }[] = [];
  options.forEach((option, order) => {
    let tier = Infinity;
    let inText = 0;
    for (const word of words) {
      const text = matchOf(word, [option.text]);
      const any = Math.max(text, matchOf(word, option.keywords ?? []));
      tier = Math.min(tier, any);
      inText += text;
    }
    if (tier > 0) scored.push({ option, tier: tier >= PREFIX ? PREFIX : SUBSTRING, inText, order });
  });
  scored.sort(
    (a, b) =>
      b.tier - a.tier || b.inText - a.inText || a.option.text.length - b.option.text.length || a.order - b.order,
  );
  return scored.slice(0, Math.max(0, limit)).map((entry) => entry.option);
}

/**
 * Splits a text into segments, marking every place where a query word occurs (prefixes of words
 * first, otherwise the first occurrence anywhere), for the list of suggestions to show in bold.
 *
 * @example
 * highlight('Leaking roof', 'roo') // [{ text: 'Leaking ', match: false }, { text: 'roo', match: true }, { text: 'f', match: false }]
 */
export function highlight(text: string, query: string): Segment[] {
  const lower = text.toLowerCase();
  const marked = new Array<boolean>(text.length).fill(false);
  for (const word of queryWords(query)) {
    const atWordStart = new RegExp(`(^|[^\\p{L}\\p{N}])(${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')})`, 'gu');
    let found = false;
    for (const match of lower.matchAll(atWordStart)) {
      const start = (match.index ?? 0) + (match[1]?.length ?? 0);
      for (let i = start; i < start + word.length; i += 1) marked[i] = true;
      found = true;
    }
    const anywhere = lower.indexOf(word);
    if (!found && anywhere >= 0) for (let i = anywhere; i < anywhere + word.length; i += 1) marked[i] = true;
  }
  const segments: Segment[] = [];
  for (let i = 0; i < text.length; i += 1) {
    const last = segments[segments.length - 1];
    if (last && last.match === marked[i]) last.text += text[i];
    else segments.push({ text: text[i] ?? '', match: marked[i] ?? false });
  }
  return segments;
}
