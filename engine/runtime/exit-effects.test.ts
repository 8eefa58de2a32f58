import { describe, expect, it } from 'vitest';
import { continueWithEffects, type EffectRegistry } from './effects';
import { loadJourney } from './journey';
import { answer, back, startJourney } from './navigation';

/** A choice that may leave the journey for another place, deleting this journey's draft on the way. */
const definition = {
  id: 'exit-effects',
  version: 1,
  titleKey: 't',
  start: 'choose',
  exits: {
    home: { route: '/home' },
    elsewhere: {
      route: '/other?id={picked.id}',
      effects: [{ operation: 'delete-draft', params: { draft: { fact: 'draft.id' } } }],
    },
  },
  steps: [
    {
      id: 'choose',
      kind: 'question',
      route: '/choose',
      headingKey: 'h',
      fields: [
        {
          answer: 'where',
          widget: 'radios',
          labelKey: 'l',
          options: [
            { value: 'stay', labelKey: 'stay' },
            { value: 'go', labelKey: 'go' },
          ],
        },
      ],
      validation: { type: 'object', required: ['where'] },
      next: [{ to: 'elsewhere', when: { answer: 'where', equals: 'go' } }, { to: 'done' }],
      back: [{ to: 'home' }],
    },
    { id: 'done', kind: 'confirmation', route: '/done', headingKey: 'h' },
  ],
};

const journey = loadJourney(definition, { operations: ['delete-draft'] });

function world() {
  const deleted: unknown[] = [];
  const registry: EffectRegistry = {
    'delete-draft': async (params, scope) => {
      deleted.push({ ...params, where: scope.answers.where });
      return null;
    },
  };
  const start = startJourney(journey, { facts: { draft: { id: 'D-1' }, picked: { id: 'WO-2' } } }).snapshot;
  return { deleted, registry, start };
}

describe("an exit's operations", () => {
  it('should run as Continue leaves the journey through the exit, with the answers and facts as they were', async () => {
    const { deleted, registry, start } = world();
    const result = await continueWithEffects(journey, answer(journey, start, { where: 'go' }).snapshot, registry);
    expect(result).toMatchObject({ status: 'exited', exit: 'elsewhere' });
    expect(deleted).toEqual([{ draft: 'D-1', where: 'go' }]);
  });

  it('should not run when Continue goes elsewhere, nor on Back to another exit', async () => {
    const { deleted, registry, start } = world();
    const stayed = await continueWithEffects(journey, answer(journey, start, { where: 'stay' }).snapshot, registry);
    expect(stayed).toMatchObject({ status: 'moved', to: { step: 'done' } });
    const left = back(journey, answer(journey, start, { where: 'go' }).snapshot);
    expect(left.snapshot).toMatchObject({ status: 'done', stepId: 'home' });
    expect(left.effects).toEqual([]);
    expect(deleted).toEqual([]);
  });
});
