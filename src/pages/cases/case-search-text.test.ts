import { describe, expect, it } from 'vitest';
import { isValidCaseSearchText } from './case-search-text';

describe('the case search-text rule (ACC-CAS-20)', () => {
  it('allows letters, digits, spaces and the listed punctuation', () => {
    for (const text of [
      '',
      'lost fob',
      'CRN-100001',
      "O'Brien",
      'rent & service charge',
      'a.b,c_d@e+f!g(h)i?j=k',
      'Zoë 12',
    ]) {
      expect(isValidCaseSearchText(text), text).toBe(true);
    }
  });

  it('refuses any other character', () => {
    for (const text of ['fob;', 'a<b', 'a>b', 'a*b', '50%', 'a/b', 'a#b', 'a"b', 'a:b', 'tab\there', 'line\nbreak']) {
      expect(isValidCaseSearchText(text), text).toBe(false);
    }
  });

  it('refuses a leading hyphen and a double hyphen anywhere', () => {
    expect(isValidCaseSearchText('-fob')).toBe(false);
    expect(isValidCaseSearchText('fob--lost')).toBe(false);
    expect(isValidCaseSearchText('fob -- lost')).toBe(false);
    expect(isValidCaseSearchText('fob-lost')).toBe(true);
    expect(isValidCaseSearchText('fob -')).toBe(true);
  });
});
