import { describe, expect, it } from 'vitest';
import { fixtureJourney, startFixture } from '../test-fixtures/fixture-journey';
import { fixtureRegistry } from '../test-fixtures/service-request-world';
import { continueWithEffects, EffectFailedError, runEffects, UnknownOperationError } from './effects';
import { answer } from './navigation';

const journey = fixtureJourney();

describe('running effects through an injected registry', () => {
  it('should run onContinue operations before routing and the next step onEnter ones after, recording facts', async () => {
    const log: string[] = [];
    const registry = fixtureRegistry(log);
    let snapshot = (
      await continueWithEffects(journey, answer(journey, startFixture(), { property: 'P-100' }).snapshot, registry)
    ).snapshot;
    expect(log).toEqual(['load-case-types']);
    const result = await continueWithEffects(
      journey,
      answer(journey, snapshot, { 'case-type': 'CT-DAMP' }).snapshot,
      registry,
    );
    expect(log).toEqual(['load-case-types', 'load-case-type', 'load-damp-questions']);
    expect(result).toMatchObject({ status: 'moved', to: { step: 'damp-assessment', page: 0 } });
    snapshot = result.snapshot;
    expect(snapshot.facts['damp-questions']).toHaveLength(4);
  });

  it('should give each operation the facts stored by the ones before it', async () => {
    const seen: unknown[] = [];
    const facts = await runEffects(
      { first: async () => 1, second: async (_params, scope) => (seen.push(scope.facts.one), 2) },
      [
        { operation: 'first', params: {}, storeAs: 'one', phase: 'continue' },
        { operation: 'second', params: {}, phase: 'continue' },
      ],
      { answers: {}, facts: {}, toggles: {} },
    );
    expect(facts).toEqual({ one: 1 });
    expect(seen).toEqual([1]);
  });

  it('should fail with the operation named when it is missing or throws', async () => {
    const scope = { answers: {}, facts: {}, toggles: {} };
    await expect(
      runEffects({}, [{ operation: 'save-draft', params: {}, phase: 'save' }], scope),
    ).rejects.toBeInstanceOf(UnknownOperationError);
    const failing = runEffects(
      { 'save-draft': async () => Promise.reject(new Error('503')) },
      [{ operation: 'save-draft', params: {}, phase: 'save' }],
      scope,
    );
    await expect(failing).rejects.toMatchObject({
      name: 'EffectFailedError',
      operation: 'save-draft',
      cause: new Error('503'),
    });
    await expect(failing).rejects.toBeInstanceOf(EffectFailedError);
  });
});
