import { describe, expect, it } from 'vitest';
import { createActor, transition } from 'xstate';
import { fixtureJourney, startFixture } from '../test-fixtures/fixture-journey';
import { fixtureFacts, fixtureToggles } from '../test-fixtures/service-request-world';
import { compileMachineConfig } from './compile-machine';
import { createJourneyMachine } from './create-machine';
import { journeyActions, journeyGuards } from './implementations';

const journey = fixtureJourney();

function guardAndActionNames(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => guardAndActionNames(item, found));
  else if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    for (const key of ['guard', 'actions', 'entry']) {
      const refs = Array.isArray(record[key])
        ? (record[key] as { type: string }[])
        : record[key]
          ? [record[key] as { type: string }]
          : [];
      for (const ref of refs) found.add(ref.type);
    }
    Object.entries(record).forEach(([key, item]) => key !== 'params' && guardAndActionNames(item, found));
  }
  return found;
}

describe('compiling a journey to an XState machine', () => {
  it('should give plain configuration that survives JSON and names only implemented guards and actions', () => {
    const config = compileMachineConfig(journey.index);
    expect(JSON.parse(JSON.stringify(config))).toEqual(config);
    const implemented = new Set([
      ...Object.keys(journeyGuards(journey.index)),
      ...Object.keys(journeyActions(journey.index)),
    ]);
    expect([...guardAndActionNames(config)].filter((name) => !implemented.has(name))).toEqual([]);
    expect(Object.keys(config.states)).toEqual([...journey.index.stepOrder, 'home']);
  });

  it('should carry conditions as data in guard parameters', () => {
    const config = compileMachineConfig(journey.index);
    const toAnotherNumber = config.states['contact-method']?.on?.CONTINUE?.filter(
      (transition) => transition.target === 'another-number',
    );
    expect(toAnotherNumber).toEqual([
      // Straight there when entering changes nothing (page 0, no warnings, no operations run)...
      { target: 'another-number', guard: { type: 'enteredFresh', params: { when: { ref: 'wants-another-number' } } } },
      // ...else there with the step's entry.
      {
        target: 'another-number',
        guard: { type: 'condition', params: { when: { ref: 'wants-another-number' } } },
        actions: [{ type: 'enterStep', params: { step: 'another-number', at: 'start' } }],
      },
    ]);
  });

  it('should run a configuration that went through JSON exactly like the original', () => {
    const copy = createJourneyMachine(journey.index, JSON.parse(JSON.stringify(compileMachineConfig(journey.index))));
    const context = { ...startFixture(), answers: { property: 'P-100' } };
    const { journeyId: _id, version: _version, stepId: _step, status: _status, ...rest } = context;
    const run = (machine: typeof copy) => {
      const [after, actions] = transition(machine, machine.resolveState({ value: 'select-property', context: rest }), {
        type: 'CONTINUE',
      });
      return {
        value: after.value,
        page: after.context.page,
        actions: actions.map((action) => [action.type, action.params]),
      };
    };
    const original = run(journey.machine);
    expect(original.value).toBe('case-type');
    expect(original.actions).toEqual([
      [
        'requestEffect',
        { effect: { operation: 'load-case-types', storeAs: 'case-types' }, phase: 'enter', step: 'case-type' },
      ],
    ]);
    expect(run(copy)).toEqual(original);
  });

  it('should run as a live actor, with effects provided by the caller', () => {
    const requested: string[] = [];
    const machine = journey.machine.provide({
      actions: {
        requestEffect: (_, params) =>
          void requested.push((params as { effect: { operation: string } }).effect.operation),
      },
    });
    const actor = createActor(machine, {
      snapshot: machine.resolveState({
        value: 'select-property',
        context: {
          ...startFixture(),
          answers: {},
          facts: { ...fixtureFacts, tenancies: [{ premisesId: 'P-1', address: 'A' }] },
          toggles: fixtureToggles,
        },
      }),
    }).start();
    actor.send({ type: 'CONTINUE' });
    expect(actor.getSnapshot().value).toBe('select-property');
    actor.send({ type: 'ANSWER', values: { property: 'P-1' } });
    actor.send({ type: 'CONTINUE' });
    expect(actor.getSnapshot().value).toBe('case-type');
    expect(requested).toEqual(['load-case-types']);
    actor.send({ type: 'SAVE_AND_EXIT' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(requested).toEqual(['load-case-types', 'save-draft']);
  });
});
