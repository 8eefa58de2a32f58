import { describe, expect, it } from 'vitest';
import { createJourneyAjv } from './journey-ajv';
import { JOURNEY_FORMATS, type JourneyFormatName } from './journey-formats';

/**
 * Answers each format accepts and refuses (REP-VAL-06, REP-VAL-08, REP-VAL-09, REP-VAL-12;
 * ACC-CAS-11, ACC-PRO-07).
 */
const CASES: Record<JourneyFormatName, { accepts: string[]; refuses: string[] }> = {
  'uk-phone-number': {
    accepts: ['07700900123', '02079460000'],
    refuses: ['7700900123', '+447700900123', '0770090012x'],
  },
  'contact-name': { accepts: ['Amara Okafor', "O'Neil", 'Anne-Marie'], refuses: ['', ' - ', 'R2D2', 'Amara!'] },
  'crime-reference': {
    accepts: ['CR/2026/01234', 'a[b]\\c', '£€¬ ?:;"{}-'],
    refuses: ['CR<1>', 'CR&1', 'CR*1', 'CR$1'],
  },
  'safe-free-text': {
    accepts: ['The tap drips.', 'A line\nand another', ''],
    refuses: ['a & b', '<b>', '&lt;b', '%3C', '&#60;', '&#x3c;', 'SCRIPT', 'Alert me', 'a/b', 'x_y'],
  },
  'case-answer-text': { accepts: ['I lost it on Tuesday - sorry.', ''], refuses: ['a -- b', 'a!', '<', 'a&b', 'a*b'] },
  blank: { accepts: ['', '   ', '\n\t'], refuses: ['a', ' a '] },
};

describe('the journeys named validation formats', () => {
  const ajv = createJourneyAjv();
  for (const [name, { accepts, refuses }] of Object.entries(CASES)) {
    const validate = ajv.compile({ type: 'string', format: name });
    it(`${name} accepts what its rule allows and refuses the rest`, () => {
      expect(accepts.filter((text) => !validate(text))).toEqual([]);
      expect(refuses.filter((text) => validate(text))).toEqual([]);
    });
  }

  it('every format has a description and a case here', () => {
    for (const [name, format] of Object.entries(JOURNEY_FORMATS)) {
      expect(format.description.length, name).toBeGreaterThan(10);
      expect(CASES[name as JourneyFormatName], name).toBeDefined();
    }
  });
});
