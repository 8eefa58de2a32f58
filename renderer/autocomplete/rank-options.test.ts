import { describe, expect, it } from 'vitest';
import { highlight, rankOptions } from './rank-options';

const caseTypes = [
  { text: 'Anti-social behaviour', keywords: ['noise', 'neighbour', 'asb'] },
  { text: 'Lost fob', keywords: ['key', 'door entry'] },
  { text: 'Pest control', keywords: ['mice', 'rats', 'wasps'] },
  { text: 'Noisy boiler', keywords: ['heating'] },
  { text: 'Replacement keys', keywords: ['lost', 'locked out'] },
  { text: 'Parking permit' },
];

const texts = (options: { text: string }[]) => options.map((option) => option.text);

describe('rankOptions', () => {
  it('should rank whole-word and prefix matches above matches inside a word', () => {
    expect(texts(rankOptions(caseTypes, 'key'))).toEqual(['Replacement keys', 'Lost fob']);
    expect(texts(rankOptions([{ text: 'Monkeys' }, { text: 'Keys cut' }], 'key'))).toEqual(['Keys cut', 'Monkeys']);
  });

  it('should rank a match in the description above one found only in the keywords', () => {
    expect(texts(rankOptions(caseTypes, 'lost'))).toEqual(['Lost fob', 'Replacement keys']);
    expect(texts(rankOptions(caseTypes, 'nois'))).toEqual(['Noisy boiler', 'Anti-social behaviour']);
  });

  it('should need every word of the query to match and ignore case and punctuation', () => {
    expect(texts(rankOptions(caseTypes, 'LOST, fob'))).toEqual(['Lost fob']);
    expect(rankOptions(caseTypes, 'lost parking')).toEqual([]);
  });

  it('should return nothing for an empty query and at most the limit', () => {
    expect(rankOptions(caseTypes, '   ')).toEqual([]);
    expect(rankOptions(caseTypes, 'o', 2)).toHaveLength(2);
    expect(rankOptions(caseTypes, 'o', 0)).toEqual([]);
  });

  it('should keep the original order between equally good matches of the same length', () => {
    const same = [{ text: 'Door A' }, { text: 'Door B' }];
    expect(texts(rankOptions(same, 'door'))).toEqual(['Door A', 'Door B']);
  });
});

describe('highlight', () => {
  it('should mark the start of the words that match', () => {
    expect(highlight('Leaking roof', 'roo')).toEqual([
      { text: 'Leaking ', match: false },
      { text: 'roo', match: true },
      { text: 'f', match: false },
    ]);
  });

  it('should mark a match inside a word when no word starts with it', () => {
    expect(highlight('Monkeys', 'key')).toEqual([
      { text: 'Mon', match: false },
      { text: 'key', match: true },
      { text: 's', match: false },
    ]);
  });

  it('should mark every query word and treat regular-expression characters as text', () => {
    const marked = highlight('Lost fob (key)', 'fob (key').filter((segment) => segment.match);
    expect(marked.map((segment) => segment.text)).toEqual(['fob', 'key']);
    expect(highlight('Plain', '')).toEqual([{ text: 'Plain', match: false }]);
  });
});
