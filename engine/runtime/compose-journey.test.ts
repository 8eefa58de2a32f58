import { describe, expect, it } from 'vitest';
import { loadJourney } from './journey';
import { answer, continueFrom, positionOf, startJourney } from './navigation';
import type { AnswerEdit } from '../machine/apply-answers';
import { JourneyDefinitionError } from '../definition/definition-issue';
import { composeJourney } from '../definition/compose-journey';
import type { JourneyDefinition } from '../definition/types';

const question = (id: string, answerKey: string, next: { to: string; when?: unknown }[]) => ({
  id,
  kind: 'question',
  route: `/${id}`,
  headingKey: 'h',
  fields: [{ answer: answerKey, widget: 'yes-no', labelKey: 'l' }],
  validation: { type: 'object', required: [answerKey] },
  next,
});

/** Two questions with two exits: as a journey of its own, and taken in by the host below. */
const assessment = {
  id: 'assessment',
  version: 1,
  titleKey: 't',
  start: 'mould-seen',
  exits: { assessed: { route: '/home' }, 'not-mould': { route: '/home' } },
  conditions: { 'saw-mould': { description: 'Mould was seen.', when: { answer: 'mould-seen', equals: 'yes' } } },
  steps: [
    question('mould-seen', 'mould-seen', [{ to: 'mould-size', when: { ref: 'saw-mould' } }, { to: 'not-mould' }]),
    question('mould-size', 'mould-large', [{ to: 'assessed' }]),
  ],
};

const host = (exits: Record<string, unknown>, journey = 'assessment') => ({
  id: 'host',
  version: 1,
  titleKey: 't',
  start: 'details',
  includes: [{ journey, exits }],
  exits: { home: { route: '/home' } },
  steps: [
    question('details', 'details-given', [{ to: 'mould-seen' }]),
    question('photos', 'photos-added', [{ to: 'end' }]),
    question('vulnerable', 'is-vulnerable', [{ to: 'end' }]),
    { id: 'end', kind: 'confirmation', route: '/end', headingKey: 'h' },
  ],
});

const resolve = (name: string) => {
  if (name !== 'assessment') throw new Error('no such file');
  return structuredClone(assessment);
};

describe('journeys taken in by another', () => {
  it('should append the included steps and turn their exits into the rules given for them', () => {
    const exits = {
      assessed: [{ to: 'photos', when: { toggle: 'media', equals: 'true' } }, { to: 'vulnerable' }],
      'not-mould': [{ to: 'vulnerable' }],
    };
    const { definition, issues } = composeJourney(host(exits) as JourneyDefinition, resolve);
    expect(issues).toEqual([]);
    expect(definition.includes).toBeUndefined();
    expect(definition.steps.map((step) => step.id)).toEqual([
      'details',
      'photos',
      'vulnerable',
      'end',
      'mould-seen',
      'mould-size',
    ]);
    expect(definition.steps.find((step) => step.id === 'mould-size')).toMatchObject({
      next: [{ to: 'photos', when: { toggle: 'media', equals: 'true' } }, { to: 'vulnerable' }],
    });
    expect(definition.steps.find((step) => step.id === 'mould-seen')).toMatchObject({
      next: [{ to: 'mould-size', when: { ref: 'saw-mould' } }, { to: 'vulnerable' }],
    });
    expect(definition.conditions?.['saw-mould']).toBeDefined();
  });

  it('should run the composed journey through the included pages and on by the mapped rules', () => {
    const exits = {
      assessed: [{ to: 'photos', when: { toggle: 'media', equals: 'true' } }, { to: 'vulnerable' }],
      'not-mould': [{ to: 'vulnerable' }],
    };
    const journey = loadJourney(host(exits), { include: resolve });
    let snapshot = startJourney(journey, { facts: {}, toggles: { media: 'true' } }).snapshot;
    const edits: AnswerEdit[] = [{ 'details-given': 'yes' }, { 'mould-seen': 'yes' }, { 'mould-large': 'no' }];
    for (const edit of edits) {
      const moved = continueFrom(journey, answer(journey, snapshot, edit).snapshot);
      if (moved.status !== 'moved') throw new Error(`stuck: ${moved.status}`);
      snapshot = moved.snapshot;
    }
    expect(positionOf(snapshot)).toEqual({ step: 'photos', page: 0 });
  });

  it('should say which include cannot be read, which exit is not mapped and which mapped exit does not exist', () => {
    expect(composeJourney(host({}, 'missing') as JourneyDefinition, resolve).issues).toEqual([
      expect.objectContaining({ code: 'unknown-include', pointer: '/includes/0/journey' }),
    ]);
    const { issues } = composeJourney(host({ assessed: [{ to: 'end' }], finished: [] }) as JourneyDefinition, resolve);
    expect(issues.map((issue) => [issue.code, issue.pointer])).toEqual([
      ['unknown-exit', '/includes/0/exits/finished'],
      ['unmapped-exit', '/includes/0/exits'],
    ]);
    expect(() => loadJourney(host({}, 'missing'), { include: resolve })).toThrow(JourneyDefinitionError);
    expect(() => loadJourney(host({}), {})).toThrow(/cannot read journey "assessment"/);
  });

  it('should refuse an included exit with operations of its own, which would never run', () => {
    const withEffects = {
      ...structuredClone(assessment),
      exits: { ...assessment.exits, assessed: { route: '/home', effects: [{ operation: 'delete-draft' }] } },
    };
    const exits = { assessed: [{ to: 'end' }], 'not-mould': [{ to: 'end' }] };
    const { issues } = composeJourney(host(exits) as JourneyDefinition, () => structuredClone(withEffects));
    expect(issues.map((issue) => [issue.code, issue.pointer])).toEqual([
      ['include-exit-effects', '/includes/0/journey'],
    ]);
  });

  it('should name the included file and its own pointer in an issue about an included step', () => {
    const broken = { ...structuredClone(assessment) };
    broken.steps[1] = question('mould-size', 'mould-large', [{ to: 'nowhere' }]) as (typeof broken.steps)[number];
    const exits = { assessed: [{ to: 'end' }], 'not-mould': [{ to: 'end' }] };
    expect(() => loadJourney(host(exits), { include: () => broken })).toThrow(
      /no step or exit "nowhere" \(in assessment\.json#\/steps\/1\/next\/0\/to\)/,
    );
  });
});
