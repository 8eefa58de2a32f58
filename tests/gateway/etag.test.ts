import { describe, expect, it } from 'vitest';
import { etagCandidates, etagHeader, newEtag, normaliseEtag, parseIfMatch } from '../../gateway/server/http/etag';

describe('eTags and If-Match', () => {
  it('makes a different tag every time', () => {
    const tags = new Set(Array.from({ length: 50 }, newEtag));
    expect(tags.size).toBe(50);
  });

  it('quotes a stored tag for the ETag header unless it already is', () => {
    expect(etagHeader('abc')).toBe('"abc"');
    expect(etagHeader('"abc"')).toBe('"abc"');
    expect(etagHeader('W/"3"')).toBe('W/"3"');
  });

  it('reads bare, quoted, weak and listed tags, and the wildcard', () => {
    expect(parseIfMatch(undefined)).toBeUndefined();
    expect(parseIfMatch('  ')).toBeUndefined();
    expect(parseIfMatch('*')).toBe('*');
    expect(parseIfMatch('abc')).toEqual(['abc']);
    expect(parseIfMatch('"abc", W/"def"')).toEqual(['abc', 'def']);
    expect(normaliseEtag('W/"3"')).toBe('3');
  });

  it('matches every spelling a stored tag may have', () => {
    expect(etagCandidates(['3'])).toEqual(['3', '"3"', 'W/"3"']);
  });
});
