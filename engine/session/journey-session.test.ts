import { describe, expect, it } from 'vitest';
import type { EffectRegistry } from '../runtime/effects';
import { fixtureJourney, lostFobToSummary } from '../test-fixtures/fixture-journey';
import { fixtureFacts, fixtureRegistry, fixtureToggles } from '../test-fixtures/service-request-world';
import { continueWith, createJourneySession, memoryStore, openAnew, type NavigationIntent } from './journey-session';

const journey = fixtureJourney();
const world = { facts: fixtureFacts, toggles: fixtureToggles };
const NOW = new Date('2026-11-28T09:00:00Z');

/** The fixture journey's session run headless in its world, recording what it asks of its host. */
function headless(operations: EffectRegistry = fixtureRegistry()) {
  const navigations: NavigationIntent[] = [];
  const failures: unknown[] = [];
  const store = memoryStore();
  const session = createJourneySession(journey, {
    operations: () => operations,
    open: openAnew(journey, world, NOW),
    navigate: (intent) => navigations.push(intent),
    store,
    failure: (error) => {
      failures.push(error);
      return { route: '/error' };
    },
    wait: async () => undefined,
  });
  return { session, navigations, failures, store };
}

describe('the journey session', () => {
  it('runs a journey headless to its summary and submission, recording the moves and asking for each address', async () => {
    const ran: string[] = [];
    const { session, navigations, failures, store } = headless(fixtureRegistry(ran));
    const seen: string[] = [];
    session.subscribe(() => seen.push(session.getSnapshot().snapshot?.stepId ?? 'opening'));
    await session.start('/selectTenancy');
    for (const answers of lostFobToSummary) await continueWith(session, answers);
    expect(session.getSnapshot().snapshot?.stepId).toBe('case-review');
    await session.continue();

    expect(failures).toEqual([]);
    expect(session.getSnapshot()).toMatchObject({ busy: false, errors: [], snapshot: { stepId: 'case-created' } });
    expect(navigations.map((intent) => intent.route)).toEqual([
      '/caseType',
      '/caseQuestionnaireDropdown',
      '/caseQuestionnaireRadio',
      '/caseQuestionnaireText',
      '/contactdetails',
      '/contactdetails/name',
      '/caseReview',
      '/caseCreated',
    ]);
    expect(ran).toEqual(['load-tenancies', 'load-case-types', 'load-case-type', 'submit-case']);
    expect(store.record.walk?.startedAt).toBe(NOW.toISOString());
    expect(store.record.walk?.moves).toHaveLength(lostFobToSummary.length + 1);
    expect(store.record.walk?.moves[0]).toEqual({
      from: { step: 'select-property', page: 0 },
      event: { type: 'CONTINUE_WITH', answers: { property: 'P-100' } },
      to: { step: 'case-type', page: 0 },
      warnings: [],
    });
    expect(seen).toContain('case-created');
  });

  it('keeps the page with its errors on an invalid Continue, and busy only while an operation is on its way', async () => {
    let finish: (value: unknown) => void = () => undefined;
    const { session } = headless({
      ...fixtureRegistry(),
      'load-case-types': (params, scope) =>
        new Promise((resolve) => {
          finish = () => resolve(fixtureRegistry()['load-case-types']?.(params, scope));
        }),
    });
    await session.start('/selectTenancy');
    await session.continue();
    expect(session.getSnapshot().errors.map((error) => error.field)).toEqual(['property']);
    expect(session.getSnapshot().snapshot?.stepId).toBe('select-property');

    const moving = continueWith(session, { property: 'P-100' });
    expect(session.getSnapshot().busy).toBe(true);
    // A second press while the first is on its way does nothing.
    await session.back();
    expect(session.getSnapshot().snapshot?.stepId).toBe('select-property');
    finish(undefined);
    await moving;
    expect(session.getSnapshot()).toMatchObject({ busy: false, errors: [], snapshot: { stepId: 'case-type' } });
  });

  it('neither keeps nor follows what arrives after it is closed', async () => {
    let finish: () => void = () => undefined;
    const { session, navigations, store } = headless({
      ...fixtureRegistry(),
      'load-case-types': () =>
        new Promise((resolve) => {
          finish = () => resolve([]);
        }),
    });
    await session.start('/selectTenancy');
    const moving = continueWith(session, { property: 'P-100' });
    const stored = store.record.current;
    session.close();
    finish();
    await moving;
    expect(navigations).toEqual([]);
    expect(store.record.current).toBe(stored);
  });

  it('sends a failed operation where the host says, once', async () => {
    const { session, navigations, failures } = headless({
      ...fixtureRegistry(),
      'load-case-types': async () => {
        throw new Error('The gateway is unreachable');
      },
    });
    await session.start('/selectTenancy');
    await continueWith(session, { property: 'P-100' });
    expect(failures).toHaveLength(1);
    expect(navigations).toEqual([{ route: '/error' }]);
    expect(session.getSnapshot().busy).toBe(false);
  });

  it('asks for a confirmation before an answer removes others, and applies it only when agreed', async () => {
    const { session } = headless();
    await session.start('/selectTenancy');
    for (const answers of lostFobToSummary.slice(0, 6)) await continueWith(session, answers);
    await session.back();
    expect(session.getSnapshot().snapshot?.stepId).toBe('contact-method');
    session.answer('contact-method', 'another-number');
    expect(session.getSnapshot().pendingEdit).toBeNull();
    await session.continue();
    await continueWith(session, { 'phone-number': '07700900999' });
    await session.back();
    await session.back();
    session.answer('contact-method', 'saved-number');
    expect(session.getSnapshot().pendingEdit?.values).toEqual({ 'contact-method': 'saved-number' });
    session.cancelEdit();
    expect(session.getSnapshot().snapshot?.answers['phone-number']).toBe('07700900999');
    session.answer('contact-method', 'saved-number');
    session.confirmEdit();
    expect(session.getSnapshot().pendingEdit).toBeNull();
    expect(session.getSnapshot().snapshot?.answers['phone-number']).toBeUndefined();
  });
});
