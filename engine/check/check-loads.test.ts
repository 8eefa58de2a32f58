import { describe, expect, it } from 'vitest';
import { checkJourney } from './check-definition';
import { composeJourney } from '../definition/compose-journey';
import { indexJourney } from '../machine/index-journey';
import type { JourneyFile } from '../definition/types';

/**
 * A description page that loads questions for some answers and a run that shows them: the
 * repair report's additional details and damp and mould assessment, in small.
 */
function journey(loadWhen: unknown, ruleWhen: unknown): JourneyFile {
  return {
    id: 'loads',
    version: 1,
    titleKey: 'title',
    start: 'describe',
    conditions: {
      'at-home': { description: 'The repair is to the home.', when: { answer: 'describe', equals: 'home' } },
      'check-on': { description: 'The check is on.', when: { toggle: 'check', equals: 'true' } },
      'asked-questions': {
        description: 'A repair to the home with the check on.',
        when: { all: [{ ref: 'at-home' }, { ref: 'check-on' }] },
      },
      'questions-straight-away': {
        description: 'Asked the questions, for a damp code.',
        when: { all: [{ ref: 'asked-questions' }, { fact: 'code', equals: 'DAMP' }] },
      },
    },
    exits: { done: { route: '/done' } },
    steps: [
      {
        id: 'describe',
        kind: 'question',
        route: '/describe',
        headingKey: 'h',
        fields: [{ answer: 'describe', widget: 'text', labelKey: 'l' }],
        effects: {
          onContinue: [
            { operation: 'load-questions', storeAs: 'questions', ...(loadWhen ? { when: loadWhen } : {}) },
            { operation: 'load-code', storeAs: 'code' },
          ],
        },
        next: [{ to: 'questions', ...(ruleWhen ? { when: ruleWhen } : {}) }, { to: 'done' }],
      },
      {
        id: 'questions',
        kind: 'generated',
        route: '/questions/{page}',
        headingKey: 'h',
        answer: 'answers',
        source: { fact: 'questions' },
        pages: 'one-per-question',
        widgets: { Radio: 'radios' },
        requiredMessageKey: 'r',
        next: [{ to: 'done' }],
      },
    ],
  } as unknown as JourneyFile;
}

const unloaded = (file: JourneyFile) =>
  checkJourney(indexJourney(composeJourney(file, undefined).definition)).filter(
    (issue) => issue.code === 'unloaded-fact',
  );

describe('a load that must match a rule', () => {
  it('passes when the rule and the load share the named condition', () => {
    expect(unloaded(journey({ ref: 'asked-questions' }, { ref: 'asked-questions' }))).toEqual([]);
  });

  it('passes when the rule says more than the load (a named condition built on the load one, or its parts inline)', () => {
    expect(unloaded(journey({ ref: 'asked-questions' }, { ref: 'questions-straight-away' }))).toEqual([]);
    expect(
      unloaded(journey({ all: [{ ref: 'at-home' }, { ref: 'check-on' }] }, { ref: 'questions-straight-away' })),
    ).toEqual([]);
    expect(unloaded(journey(undefined, { ref: 'at-home' }))).toEqual([]);
  });

  it('reports the rule when the two drifted apart: the load narrowed, or the rule widened', () => {
    const narrowed = unloaded(
      journey({ all: [{ ref: 'asked-questions' }, { answer: 'describe', equals: 'x' }] }, { ref: 'asked-questions' }),
    );
    expect(narrowed).toEqual([
      expect.objectContaining({
        severity: 'error',
        pointer: '/steps/0/next/0/when',
        message: expect.stringContaining('needs fact "questions"'),
      }),
    ]);
    expect(unloaded(journey({ ref: 'asked-questions' }, { ref: 'at-home' }))).toHaveLength(1);
    expect(unloaded(journey({ ref: 'asked-questions' }, undefined))).toEqual([
      expect.objectContaining({ pointer: '/steps/0/next/0' }),
    ]);
  });

  it('counts on no load of a page that can be passed over (skipWhen): its operations do not run then', () => {
    const file = journey(undefined, undefined);
    expect(unloaded(file)).toEqual([]);
    (file.steps[0] as { skipWhen?: unknown }).skipWhen = { ref: 'check-on' };
    expect(unloaded(file)).toEqual([expect.objectContaining({ pointer: '/steps/0/next/0' })]);
  });
});
