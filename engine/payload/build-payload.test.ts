/**
 * Building a payload from the lines a journey file declares (docs/journeys/README.md, "What a
 * journey sends"): each source, each modifier, groups, field lists, question lines, and the
 * operations handed their payloads by withPayloads.
 */
import { describe, expect, it } from 'vitest';
import type { Scope } from '../definition/scope';
import type { JourneyDefinition, PayloadItem } from '../definition/types';
import { buildPayload, payloadsFor, type PayloadContext } from './build-payload';
import type { Derivations } from './derivations';
import { declaredPayloads, withPayloads } from './with-payloads';

const scope = (answers: Record<string, unknown>, facts: Record<string, unknown> = {}): Scope => ({
  answers: answers as Scope['answers'],
  facts,
  toggles: { channel: 'web' },
});

const definition: PayloadContext['definition'] = {
  steps: [
    {
      id: 'pets',
      kind: 'question',
      route: '/pets',
      headingKey: 'pets.heading',
      fields: [
        {
          answer: 'pets',
          widget: 'radios',
          labelKey: 'pets.label',
          summaryLabelKey: 'pets.summary',
          options: [
            { value: 'dog', labelKey: 'pets.dog' },
            { value: 'none', labelKey: 'pets.none' },
          ],
        },
        { answer: 'note', widget: 'textarea', labelKey: 'note.label' },
        { answer: 'smoker', widget: 'yes-no', labelKey: 'smoker.label' },
      ],
      next: [{ to: 'done' }],
    },
  ] as JourneyDefinition['steps'],
  mappings: {
    'yes-no': { description: 'yes true, no false', values: { yes: true, no: false }, otherwise: null },
    relation: { description: 'relation id', values: { Customer: 1, Other: 5 } },
  },
  fieldLists: {
    contact: { description: 'who to call', fields: [{ field: '/contact/name', answer: 'name', as: 'text' }] },
  },
};

const WORDS: Record<string, string> = {
  'pets.summary': 'Pets in the home',
  'pets.dog': 'Yes, a dog',
  'pets.none': 'No pets',
  'note.label': 'Anything else',
  'smoker.label': 'Does anyone smoke?',
  'common.yes': 'Yes',
  'common.no': 'No',
};
const context: PayloadContext = { definition, named: {}, words: (key) => WORDS[key] ?? key };
const build = (items: PayloadItem[], over: Scope, own: Partial<PayloadContext> = {}) =>
  buildPayload(items, over, { ...context, ...own });

describe('building a payload from its lines', () => {
  it('sends an answer, a fact, a toggle, a value and an earlier field, each at its pointer, making the objects on the way', () => {
    const lines: PayloadItem[] = [
      { field: '/who/relation', answer: 'relation' },
      { field: '/tenancy', fact: 'tenancy.id' },
      { field: '/channel', toggle: 'channel' },
      { field: '/draft', value: true },
      { field: '/copy', payload: '/who/relation' },
    ];
    expect(build(lines, scope({ relation: 'Customer' }, { tenancy: { id: 'TEN-1' } }))).toEqual({
      who: { relation: 'Customer' },
      tenancy: 'TEN-1',
      channel: 'web',
      draft: true,
      copy: 'Customer',
    });
  });

  it('sends nothing for a source without a value, unless ifAbsent says what (REP-ENT-05)', () => {
    const lines: PayloadItem[] = [
      { field: '/description', answer: 'description' },
      { field: '/title', answer: 'title', ifAbsent: null },
    ];
    expect(build(lines, scope({}))).toEqual({ title: null });
  });

  it('trims text and drops blank text, lists one value, removes repeats, takes the first items, picks a property', () => {
    const lines: PayloadItem[] = [
      { field: '/text', answer: 'text', as: 'text' },
      { field: '/blank', answer: 'blank', as: 'text' },
      { field: '/one', answer: 'one', as: 'list' },
      { field: '/unique', answer: 'many', as: 'unique-list' },
      { field: '/first', answer: 'many', take: 2 },
      { field: '/picked', fact: 'reason', pick: 'sor.code' },
    ];
    const over = scope(
      { text: '  Drips.  ', blank: '   ', one: 'a', many: ['x', 'x', 'y'] },
      { reason: { sor: { code: 'PLUMTAP01' } } },
    );
    expect(build(lines, over)).toEqual({
      text: 'Drips.',
      one: ['a'],
      unique: ['x', 'y'],
      first: ['x', 'x'],
      picked: 'PLUMTAP01',
    });
  });

  it("turns a value through a value table, with the table's otherwise or nothing for a value it does not name", () => {
    const lines: PayloadItem[] = [
      { field: '/flag', answer: 'flag', map: 'yes-no' },
      { field: '/other', answer: 'other', map: 'yes-no' },
      { field: '/relationId', answer: 'relation', map: 'relation' },
    ];
    expect(build(lines, scope({ flag: 'yes', other: 'maybe', relation: 'Friend' }))).toEqual({
      flag: true,
      other: null,
    });
  });

  it('builds a line only while its condition holds, else sends its otherwise; a group holds its lines to its condition', () => {
    const lines: PayloadItem[] = [
      { field: '/crime', answer: 'crime', when: { answer: 'deliberate', equals: 'yes' }, otherwise: null },
      {
        when: { answer: 'deliberate', exists: true },
        fields: [{ field: '/cause', answer: 'deliberate', map: 'yes-no' }],
      },
    ];
    expect(build(lines, scope({ deliberate: 'no', crime: 'CR/1' }))).toEqual({ crime: null, cause: false });
    expect(build(lines, scope({ deliberate: 'yes', crime: 'CR/1' }))).toEqual({ crime: 'CR/1', cause: true });
    expect(build(lines, scope({ crime: 'CR/1' }))).toEqual({ crime: null });
  });

  it('lets a later line that gives a value replace an earlier one, and puts in the lines of a field list', () => {
    const lines: PayloadItem[] = [
      { field: '/emergency', value: false },
      { field: '/emergency', fact: 'score.isEmergency' },
      { use: 'contact' },
    ];
    expect(build(lines, scope({ name: ' Amara ' }, { score: { isEmergency: true } }))).toEqual({
      emergency: true,
      contact: { name: 'Amara' },
    });
    expect(build(lines, scope({}))).toEqual({ emergency: false });
  });

  it('sends a question as a labelled line in the words the resident read, appended to a list', () => {
    const lines: PayloadItem[] = [
      { field: '/additionalInfo/-', question: 'pets' },
      { field: '/additionalInfo/-', question: 'note' },
      { field: '/additionalInfo/-', question: 'smoker' },
    ];
    expect(build(lines, scope({ pets: 'dog', note: '  Friendly.  ', smoker: 'no' }))).toEqual({
      additionalInfo: [
        { questionId: 'pets', questionLabel: 'Pets in the home', responseId: ['dog'], responseText: 'Yes, a dog' },
        { questionId: 'note', questionLabel: 'Anything else', responseText: 'Friendly.' },
        { questionId: 'smoker', questionLabel: 'Does anyone smoke?', responseId: ['no'], responseText: 'No' },
      ],
    });
    // An unanswered or blank question sends no line.
    expect(build(lines, scope({ note: '   ' }))).toEqual({});
    expect(() => build(lines, scope({ pets: 'dog' }), { words: undefined })).toThrow(/needs the words/);
  });

  it('hands a derivation only the answers, facts and earlier fields it declares', () => {
    const seen: unknown[] = [];
    const derivations: Derivations = {
      probe: {
        ruleId: 'REP-ENT-05',
        description: 'what it is handed',
        reads: { answers: ['asked'], facts: ['known'], payload: ['/first'] },
        gives: 'object',
        derive: (input) => {
          seen.push(input);
          return 'seen';
        },
      },
    };
    const lines: PayloadItem[] = [
      { field: '/first', value: 1 },
      { field: '/probe', derive: 'probe' },
    ];
    const over = scope({ asked: 'a', other: 'b' }, { known: 'k', secret: 's' });
    expect(build(lines, over, { derivations })).toEqual({ first: 1, probe: 'seen' });
    expect(seen).toEqual([{ answers: { asked: 'a' }, facts: { known: 'k' }, toggles: {}, payload: { '/first': 1 } }]);
    expect(() => build([{ field: '/x', derive: 'missing' }], over, { derivations })).toThrow(
      'no derivation is named "missing"',
    );
  });

  it('hands each operation the journey declares payloads for its payloads, built over the scope it runs with', async () => {
    const declared = {
      ...definition,
      payloads: { 'submit-it': { body: { fields: [{ field: '/note', answer: 'note' }] } } },
    };
    expect(payloadsFor('submit-it', scope({ note: 'hi' }), { ...context, definition: declared })).toEqual({
      body: { note: 'hi' },
    });
    expect(payloadsFor('load-it', scope({}), { ...context, definition: declared })).toBeUndefined();
    const calls: Record<string, unknown>[] = [];
    const operations = withPayloads({ definition: declared, named: {} } as never, {
      'submit-it': async (params) => calls.push(params),
      'load-it': async (params) => calls.push(params),
    });
    await operations['submit-it']?.({ keep: 1 }, scope({ note: 'sent' }));
    await operations['load-it']?.({ keep: 2 }, scope({ note: 'sent' }));
    expect(calls).toEqual([{ keep: 1, payloads: { body: { note: 'sent' } } }, { keep: 2 }]);
  });

  it('loads what a built journey sends apart with the first operation, and hands the others their parameters as they are', async () => {
    let loads = 0;
    const sends = async () => {
      loads += 1;
      return { payloads: { 'submit-it': { body: { fields: [{ field: '/note', answer: 'note' }] } } } };
    };
    const calls: Record<string, unknown>[] = [];
    const operations = withPayloads(
      { definition, named: {} } as never,
      {
        'submit-it': async (params) => calls.push(params),
        'load-it': async (params) => calls.push(params),
      },
      undefined,
      sends,
    );
    await operations['load-it']?.({ keep: 2 }, scope({ note: 'sent' }));
    await operations['submit-it']?.({ keep: 1 }, scope({ note: 'sent' }));
    expect(calls).toEqual([{ keep: 2 }, { keep: 1, payloads: { body: { note: 'sent' } } }]);
    expect(loads).toBe(2);
  });

  it('reads the payloads an operation was handed, and refuses to send when the journey declared none', () => {
    expect(declaredPayloads<{ body: object }>({ payloads: { body: { note: 'hi' } } }, 'submit-it').body).toEqual({
      note: 'hi',
    });
    expect(() => declaredPayloads({ keep: 1 }, 'submit-it')).toThrow('The journey declares no payloads for submit-it');
  });
});
