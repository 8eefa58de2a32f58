import { describe, expect, it } from 'vitest';
import { loadJourney } from './journey';
import { answer, back, continueFrom, positionOf, recordFacts, startJourney } from './navigation';
import { viewModel } from './view-model';
import type { JourneySnapshot } from './journey-snapshot';
import type { Journey } from './journey-snapshot';

/** A small repair-like journey: a property page passed over for one property, a reason with an eligibility check. */
const definition = {
  id: 'pass-over',
  version: 1,
  titleKey: 't',
  start: 'property',
  exits: { home: { route: '/home' } },
  givenFacts: { 'one-property': 'True when the resident has one property.', reasons: 'Reasons.' },
  steps: [
    {
      id: 'property',
      kind: 'question',
      route: '/property',
      headingKey: 'h',
      skipWhen: { fact: 'one-property', equals: true },
      fields: [{ answer: 'property', widget: 'radios', labelKey: 'l', options: [{ value: 'P1', labelKey: 'p1' }] }],
      validation: { type: 'object', required: ['property'] },
      next: [{ to: 'reason' }],
    },
    {
      id: 'reason',
      kind: 'question',
      route: '/reason',
      headingKey: 'h',
      fields: [
        {
          answer: 'location',
          widget: 'select',
          labelKey: 'l',
          options: [
            { value: 'Kitchen', labelKey: 'k' },
            { value: 'Bathroom', labelKey: 'b' },
          ],
        },
        {
          answer: 'reason',
          widget: 'autocomplete',
          labelKey: 'l',
          optionsFrom: {
            fact: 'reasons',
            value: 'id',
            label: 'description',
            where: { location: { answer: 'location' } },
          },
        },
      ],
      validation: { type: 'object', required: ['location', 'reason'] },
      effects: {
        onContinue: [
          { operation: 'check-eligibility', params: { reason: { answer: 'reason' } }, storeAs: 'eligibility' },
        ],
      },
      blocks: [
        { when: { fact: 'eligibility.errorCode', equals: 'E1' }, messageKey: 'E1' },
        { when: { fact: 'eligibility.errorCode', equals: 'E23' }, messageKey: 'E23', mode: 'info' },
      ],
      back: [{ to: 'property', when: { fact: 'one-property', equals: false } }, { to: 'home' }],
      next: [{ to: 'done' }],
    },
    { id: 'done', kind: 'confirmation', route: '/done', headingKey: 'h' },
  ],
};

const reasons = [
  { id: 'R1', description: 'Dripping tap', location: 'Kitchen' },
  { id: 'R2', description: 'Toilet not flushing', location: 'Bathroom' },
];

function start(journey: Journey, onlyOne: boolean, answers = {}): JourneySnapshot {
  return startJourney(journey, { facts: { 'one-property': onlyOne, reasons }, toggles: {}, answers }).snapshot;
}

/** Answers the reason page and presses Continue with the eligibility outcome given. */
function continueWithOutcome(journey: Journey, snapshot: JourneySnapshot, errorCode: string | null) {
  const asked = continueFrom(journey, snapshot);
  if (asked.status !== 'needs-effects') throw new Error(`expected the eligibility check, got ${asked.status}`);
  return continueFrom(journey, recordFacts(journey, asked.snapshot, { eligibility: { errorCode } }, { settles: true }));
}

describe('pages passed over, notices that only inform, options by an answer, facts of an old answer', () => {
  const journey = loadJourney(structuredClone(definition), { operations: ['check-eligibility'] });

  it('should pass over a page whose skipWhen holds, on the way in and on the way back', () => {
    const one = start(journey, true, { property: 'P1' });
    expect(positionOf(one)).toEqual({ step: 'reason', page: 0 });
    expect(back(journey, one).snapshot).toMatchObject({ status: 'done', stepId: 'home' });
    const several = start(journey, false);
    expect(positionOf(several)).toEqual({ step: 'property', page: 0 });
    const atReason = continueFrom(journey, answer(journey, several, { property: 'P1' }).snapshot);
    expect(atReason).toMatchObject({ status: 'moved', to: { step: 'reason' } });
  });

  it('should offer only the options whose property equals an earlier answer', () => {
    const atReason = start(journey, true, { property: 'P1' });
    const kitchen = answer(journey, atReason, { location: 'Kitchen' }).snapshot;
    const options = viewModel(journey, kitchen).fields.find((field) => field.name === 'reason')?.options;
    expect(options?.map((option) => option.value)).toEqual(['R1']);
    const bathroom = answer(journey, kitchen, { location: 'Bathroom' }).snapshot;
    expect(viewModel(journey, bathroom).fields[1]?.options?.map((option) => option.value)).toEqual(['R2']);
  });

  it('should show an info notice without stopping Continue, and a block that stops it', () => {
    const atReason = answer(journey, start(journey, true, { property: 'P1' }), {
      location: 'Kitchen',
      reason: 'R1',
    }).snapshot;
    const warned = continueWithOutcome(journey, atReason, 'E23');
    expect(warned).toMatchObject({ status: 'moved', to: { step: 'done' } });
    const blocked = continueWithOutcome(journey, atReason, 'E1');
    expect(blocked).toMatchObject({ status: 'blocked', block: { messageKey: 'E1' } });
    const model = viewModel(journey, blocked.snapshot);
    expect(model.notices).toEqual([{ messageKey: 'E1', mode: 'block' }]);
    expect(model.continue?.disabled).toBe(true);
  });

  it('should drop a fact fetched with an answer when that answer changes, so an old outcome no longer blocks', () => {
    const atReason = answer(journey, start(journey, true, { property: 'P1' }), {
      location: 'Kitchen',
      reason: 'R1',
    }).snapshot;
    const blocked = continueWithOutcome(journey, atReason, 'E1').snapshot;
    expect(blocked.facts.eligibility).toEqual({ errorCode: 'E1' });
    const changed = answer(journey, blocked, { location: 'Bathroom', reason: 'R2' }).snapshot;
    expect(changed.facts.eligibility).toBeUndefined();
    expect(changed.facts.reasons).toBe(reasons);
    expect(viewModel(journey, changed).continue?.disabled).toBe(false);
    const same = answer(journey, blocked, { reason: 'R1' }).snapshot;
    expect(same.facts.eligibility).toEqual({ errorCode: 'E1' });
  });
});

describe("a block table's others", () => {
  /** The reason page with a table of the outcome's codes: E23 only informs, every other code warns. */
  const withTable = structuredClone(definition) as { steps: Record<string, unknown>[] };
  const reasonStep = withTable.steps[1] as Record<string, unknown>;
  delete reasonStep.blocks;
  reasonStep.blockTables = [{ fact: 'eligibility.codes', rows: [['E23', 'info']], others: 'warn' }];
  const journey = loadJourney(withTable, { operations: ['check-eligibility'] });
  const atReason = () =>
    answer(journey, start(journey, true, { property: 'P1' }), { location: 'Kitchen', reason: 'R1' }).snapshot;
  const withCodes = (codes: unknown) => {
    const asked = continueFrom(journey, atReason());
    if (asked.status !== 'needs-effects') throw new Error(`expected the eligibility check, got ${asked.status}`);
    return recordFacts(journey, asked.snapshot, { eligibility: { codes } }, { settles: true });
  };

  it('should warn with every code no row names, each its own message, once, and let the next Continue go on', () => {
    const first = continueFrom(journey, withCodes(['E23', 'FISPUMPS02', 'SSR046', 'FISPUMPS02']));
    expect(first).toMatchObject({ status: 'warned', block: { messageKey: 'FISPUMPS02', mode: 'warn' } });
    expect(viewModel(journey, first.snapshot).notices).toEqual([
      { messageKey: 'E23', mode: 'info' },
      { messageKey: 'FISPUMPS02', mode: 'warn' },
      { messageKey: 'SSR046', mode: 'warn' },
    ]);
    expect(continueFrom(journey, first.snapshot)).toMatchObject({ status: 'moved', to: { step: 'done' } });
  });

  it('should show nothing for no codes, an empty list, or values that are not codes', () => {
    for (const codes of [[], ['E23'], [null, 7, ''], undefined])
      expect(continueFrom(journey, withCodes(codes)), JSON.stringify(codes)).toMatchObject({ status: 'moved' });
  });
});

describe('options offered by a condition', () => {
  const cards = {
    id: 'cards',
    version: 1,
    titleKey: 't',
    start: 'asset',
    givenFacts: { 'asset-types': 'The types of asset around the home.' },
    steps: [
      {
        id: 'asset',
        kind: 'question',
        route: '/asset',
        headingKey: 'h',
        fields: [
          {
            answer: 'asset',
            widget: 'radios',
            labelKey: 'l',
            options: [
              { value: 'Property', labelKey: 'my-property' },
              { value: 'Block', labelKey: 'my-block', shownWhen: { fact: 'asset-types', equals: 'Block' } },
            ],
          },
        ],
        validation: { type: 'object', required: ['asset'] },
        next: [{ to: 'done' }],
      },
      { id: 'done', kind: 'confirmation', route: '/done', headingKey: 'h' },
    ],
  };
  const journey = loadJourney(cards);
  const at = (types: string[]) => startJourney(journey, { facts: { 'asset-types': types }, toggles: {} }).snapshot;

  it('should offer an option only while its condition holds, and refuse it otherwise', () => {
    const house = at(['Property', 'Estate']);
    expect(viewModel(journey, house).fields[0]?.options?.map((option) => option.value)).toEqual(['Property']);
    expect(continueFrom(journey, answer(journey, house, { asset: 'Block' }).snapshot)).toMatchObject({
      status: 'invalid',
    });
    const flat = at(['Property', 'Block']);
    expect(viewModel(journey, flat).fields[0]?.options?.map((option) => option.value)).toEqual(['Property', 'Block']);
    expect(continueFrom(journey, answer(journey, flat, { asset: 'Block' }).snapshot)).toMatchObject({
      status: 'moved',
    });
  });
});
