/**
 * The validators of the repair pages (docs/rules.md REP-VAL-01 to REP-VAL-13), against generated
 * inputs: each rule is written here from the spec's words and compared with what the journey (journeys/repair.json)
 * accepts, for text made of ordinary characters, the forbidden ones and their encoded forms.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validatePosition, type Answers, type Journey } from '../../engine';
import { loadJourneyFile } from '../../scripts/journeys/load-journey-file';
import { journeyWorld } from '../../scripts/journeys/worlds';

const journey: Journey = loadJourneyFile('journeys/repair.json');
const world = journeyWorld('report-a-repair');

/** The messages a page gives for some answers, by field. */
function errorsOf(step: string, answers: Answers, facts: Record<string, unknown> = {}): Record<string, string> {
  const scope = { answers, facts: { ...world.facts, ...facts }, toggles: world.toggles };
  const result = validatePosition(journey.index, { step, page: 0 }, scope);
  return Object.fromEntries(result.errors.map((error) => [error.field, error.messageKey]));
}

/** Pieces text is made of: ordinary words, the characters REP-VAL-06 forbids, encoded angle brackets, script and alert. */
const PIECES = [
  'tap',
  'boiler ',
  'Leak',
  ' ',
  '  ',
  '2',
  '.',
  ',',
  "'",
  '-',
  '(',
  '$',
  '^',
  '&',
  '*',
  '_',
  '{',
  '}',
  ';',
  '<',
  '>',
  '/',
  '&lt;',
  '&GT;',
  '%3C',
  '%3e',
  '&#60;',
  '&#062;',
  '&#x3C;',
  'script',
  'ALERT',
  '<script>',
  '\n',
];
const text = (most: number) => fc.array(fc.constantFrom(...PIECES), { maxLength: most }).map((parts) => parts.join(''));

const FORBIDDEN = /[$^&*_{};<>/]/;
const ENCODED = /&lt;|&gt;|%3c|%3e|&#0*6[02];|&#x0*3[ce];/i;
const WORDS = /script|alert/i;
const blank = (value: string) => value.trim() === '';
/** REP-VAL-08: free text with forbidden characters, encoded angle brackets or the words script or alert is refused. */
const refusedText = (value: string) => FORBIDDEN.test(value) || ENCODED.test(value) || WORDS.test(value);

describe('validators of the repair journey (REP-VAL-01 to REP-VAL-13)', () => {
  it('asks for the location (SSR051) and the reason (SSR052), both when neither is set, and refuses a reason not offered', () => {
    const facts = {
      'repair-reasons': {
        locations: [{ name: 'Kitchen' }],
        reasons: [{ id: 'RR-0301', description: 'Dripping tap', repairLocation: 'Kitchen' }],
      },
    };
    expect(errorsOf('repair-location', {}, facts)).toEqual({ location: 'SSR051', reason: 'SSR052' });
    expect(errorsOf('repair-location', { location: 'Kitchen' }, facts)).toEqual({ reason: 'SSR052' });
    expect(errorsOf('repair-location', { reason: 'RR-0301' }, facts)).toEqual({ location: 'SSR051' });
    expect(errorsOf('repair-location', { location: 'Kitchen', reason: 'dripping' }, facts)).toEqual({
      reason: 'Repair_Reason_NoMatch_Message',
    });
    expect(errorsOf('repair-location', { location: 'Kitchen', reason: 'RR-0301' }, facts)).toEqual({});
  });

  it('asks for the supplementary answer (SSR053), the emergency answer (SSR054) and the covid answer (SSR012)', () => {
    // REP-VAL-03, REP-VAL-04, REP-VAL-11: a page left unanswered names its own message.
    const withQuestion = world.effects(
      [
        {
          operation: 'check-repair-eligibility',
          params: { reason: 'RR-0306' },
          storeAs: 'eligibility',
          phase: 'continue',
        },
      ],
      { answers: {}, facts: {}, toggles: {} },
    );
    expect(errorsOf('supplementary', {}, withQuestion)).toEqual({ 'supplementary-answers.supplementary': 'SSR053' });
    expect(errorsOf('supplementary', { 'supplementary-answers': { supplementary: 'yes' } }, withQuestion)).toEqual({});
    expect(errorsOf('emergency', {})).toEqual({ 'emergency-access': 'SSR054' });
    expect(errorsOf('emergency', { 'emergency-access': 'yes-access' })).toEqual({});
    expect(errorsOf('covid', {})).toEqual({ 'self-isolating': 'SSR012' });
    expect(errorsOf('covid', { 'self-isolating': 'no' })).toEqual({});
  });

  it('asks the damp and mould question, and every question of an assessment page: not Select, at least one choice (REP-VAL-13)', () => {
    const loaded = world.effects(
      [{ operation: 'load-damp-questions', params: {}, storeAs: 'damp-questions', phase: 'enter' }],
      { answers: {}, facts: {}, toggles: {} },
    );
    const questions = loaded['damp-questions'] as {
      questionId: string;
      type: string;
      pageGroupId: number;
      options: { id: string }[];
    }[];
    const home = { asset: 'Property' };
    expect(errorsOf('damp-confirm', home)).toEqual({ 'damp-confirmed': 'damp.confirm.required' });
    expect(errorsOf('damp-confirm', { ...home, 'damp-confirmed': 'no' })).toEqual({});
    const groups = [...new Set(questions.map((question) => question.pageGroupId))].sort((a, b) => a - b);
    groups.forEach((group, page) => {
      const onPage = questions.filter((question) => question.pageGroupId === group);
      const pageErrors = (answers: Record<string, unknown>) => {
        const scope = {
          answers: { ...home, 'damp-answers': answers },
          facts: { ...world.facts, ...loaded },
          toggles: world.toggles,
        };
        const result = validatePosition(journey.index, { step: 'damp-assessment', page }, scope as never);
        return Object.fromEntries(result.errors.map((error) => [error.field, error.messageKey]));
      };
      const everyQuestion = (key: string) =>
        Object.fromEntries(onPage.map((question) => [`damp-answers.${question.questionId}`, key]));
      expect(pageErrors({})).toEqual(everyQuestion('damp.assessment.required'));
      const chosen = (pick: (question: (typeof onPage)[number]) => unknown) =>
        Object.fromEntries(onPage.map((question) => [question.questionId, pick(question)]));
      const first = (question: (typeof onPage)[number]) =>
        question.options.find((option) => option.id !== 'Select')?.id as string;
      expect(
        pageErrors(chosen((question) => (question.type === 'Multiple' ? [first(question)] : first(question)))),
      ).toEqual({});
      expect(pageErrors(chosen((question) => (question.type === 'Multiple' ? [] : 'Select')))).toEqual(
        everyQuestion('damp.assessment.required'),
      );
    });
  });

  it('takes additional details only when not blank, at most 188 characters, without forbidden characters or markup', () => {
    fc.assert(
      fc.property(text(60), (value) => {
        const errors = errorsOf('additional-details', value === '' ? {} : { 'additional-details': value });
        const expected = blank(value)
          ? 'SSR008a'
          : value.length > 188
            ? 'repair.details.too-long'
            : refusedText(value)
              ? 'repair.details.characters'
              : undefined;
        expect(errors['additional-details']).toBe(expected);
      }),
      { numRuns: 400 },
    );
  });

  it('takes an optional crime reference of 3 to 20 characters from the allowed set, on Yes only', () => {
    const allowed = /^[A-Za-z0-9\s|.,_@+#%'()^`~=\u00ac\u00a3\u20ac\\/[\]?:;"{}-]*$/;
    const pieces = fc.constantFrom(
      'CR',
      '/',
      '2026',
      '-',
      ' ',
      '<',
      '>',
      '!',
      '&',
      '$',
      '*',
      'é',
      '£',
      '€',
      '¬',
      '[',
      ']',
      '{',
      '}',
      ';',
    );
    fc.assert(
      fc.property(
        fc.array(pieces, { maxLength: 12 }).map((parts) => parts.join('')),
        (value) => {
          const answers: Answers = {
            'deliberate-damage': 'yes',
            ...(value === '' ? {} : { 'crime-reference': value }),
          };
          const error = errorsOf('vandalism', answers)['crime-reference'];
          const trimmed = value;
          const expected =
            trimmed.trim() === '' // REP-VAL-08: empty values count as empty, and the reference is optional
              ? undefined
              : trimmed.length < 3
                ? 'repair.vandalism.crime-reference-short'
                : trimmed.length > 20
                  ? 'repair.vandalism.crime-reference-long'
                  : allowed.test(trimmed)
                    ? undefined
                    : 'repair.vandalism.crime-reference-characters';
          expect(error).toBe(expected);
          // On No the reference is not asked, so nothing about it is checked.
          expect(
            errorsOf('vandalism', { 'deliberate-damage': 'no', 'crime-reference': value })['crime-reference'],
          ).toBeUndefined();
        },
      ),
      { numRuns: 400 },
    );
  });

  it('needs the health text on Yes (SSR056), refusing the same characters as the description', () => {
    fc.assert(
      fc.property(text(40), (value) => {
        const answers: Answers = { vulnerable: 'yes', ...(value === '' ? {} : { 'vulnerability-details': value }) };
        const error = errorsOf('vulnerability', answers)['vulnerability-details'];
        const expected = blank(value) ? 'SSR056' : refusedText(value) ? 'repair.vulnerability.characters' : undefined;
        expect(error).toBe(expected);
        expect(errorsOf('vulnerability', { vulnerable: 'no' })).toEqual({});
      }),
      { numRuns: 400 },
    );
  });

  it('needs a phone number starting 0 and 11 digits long (SSR014, SSR002) and a name of letters, hyphens, apostrophes and spaces (SSR058)', () => {
    const digits = fc
      .array(fc.constantFrom('0', '7', '1', '9', ' ', '+', 'a', '-'), { maxLength: 14 })
      .map((d) => d.join(''));
    const names = fc
      .array(fc.constantFrom('Amara', ' ', "O'", 'Neil', '-', 'Okafor', '1', '<', '&', 'é'), { maxLength: 5 })
      .map((n) => n.join(''));
    fc.assert(
      fc.property(digits, names, (phone, name) => {
        const answers: Answers = { 'contact-relation': 'Customer' };
        if (phone !== '') answers['contact-number'] = phone;
        if (name !== '') answers['contact-name'] = name;
        const errors = errorsOf('customer-details', answers);
        const phoneExpected = phone.trim() === '' ? 'SSR014' : /^0\d{10}$/.test(phone) ? undefined : 'SSR002';
        const nameExpected =
          name.trim() === ''
            ? 'SSR058'
            : /^[A-Za-z' -]+$/.test(name) && /[A-Za-z]/.test(name)
              ? undefined
              : 'repair.contact.name.invalid';
        expect(errors['contact-number']).toBe(phoneExpected);
        expect(errors['contact-name']).toBe(nameExpected);
      }),
      { numRuns: 400 },
    );
  });

  it('takes at most 5 files', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('kitchen.jpg', 'tap.png', 'leak.gif'), { maxLength: 8 }), (files) => {
        const error = errorsOf('upload-media', files.length > 0 ? { media: files } : {}).media;
        expect(error).toBe(files.length > 5 ? 'Upload_Media_Max_Attachments' : undefined);
      }),
    );
  });
});
