import { describe, expect, it } from 'vitest';
import { draftOf } from '../../engine';
import { drive, fixtureJourney, lostFobToSummary, startFixture } from '../../engine/test-fixtures/fixture-journey';
import { fixtureFacts, fixtureRegistry, fixtureToggles } from '../../engine/test-fixtures/service-request-world';
import { initialSnapshot } from './initial-snapshot';

const journey = fixtureJourney();
const world = { facts: fixtureFacts, toggles: { ...fixtureToggles, extra: 'on' } };
const now = new Date('2026-11-23T10:00:00Z');

describe('how a journey opens in the portal', () => {
  it('starts anew, with a fresh record of moves, when nothing is stored', async () => {
    const opened = await initialSnapshot(journey, {}, world, '/selectTenancy', fixtureRegistry(), now);
    expect(opened).toMatchObject({ kind: 'started', snapshot: { stepId: 'select-property' }, notice: null });
    expect(opened.walk).toEqual({ startedAt: '2026-11-23T10:00:00.000Z', start: world, moves: [] });
  });

  it('continues the journey in progress as it was, with the toggles as they are now', async () => {
    const current = drive(journey, startFixture(), lostFobToSummary.slice(0, 2));
    const opened = await initialSnapshot(journey, { current }, world, '/caseType', fixtureRegistry(), now);
    expect(opened.kind).toBe('continued');
    expect(opened.snapshot).toMatchObject({ stepId: current.stepId, answers: current.answers, toggles: world.toggles });
    expect(opened.effects).toEqual([]);
  });

  it('resumes a saved draft at the first incomplete step and says so', async () => {
    const stopped = drive(journey, startFixture(), lostFobToSummary.slice(0, 5));
    const draft = { ...draftOf(stopped), savedAt: now.toISOString() };
    const opened = await initialSnapshot(journey, { draft }, world, '/selectTenancy', fixtureRegistry(), now);
    expect(opened).toMatchObject({ kind: 'resumed', notice: 'restored', snapshot: { stepId: stopped.stepId } });
  });

  it('resumes a journey in progress from an older version through its migration, and says the form changed', async () => {
    const stopped = drive(journey, startFixture(), lostFobToSummary.slice(0, 2));
    const older = { ...stopped, version: journey.definition.version - 1 };
    const opened = await initialSnapshot(journey, { current: older }, world, '/caseType', fixtureRegistry(), now);
    expect(opened).toMatchObject({ kind: 'resumed', notice: 'restored-updated' });
  });

  it('never offers a request already sent again: only its confirmation shows it, anything else starts anew', async () => {
    const log: string[] = [];
    const sent = drive(journey, startFixture(), [...lostFobToSummary, {}]);
    expect(sent.stepId).toBe('case-created');
    const atConfirmation = await initialSnapshot(
      journey,
      { current: sent },
      world,
      '/caseCreated',
      fixtureRegistry(log),
      now,
    );
    expect(atConfirmation.kind).toBe('continued');
    const elsewhere = await initialSnapshot(
      journey,
      { current: sent },
      world,
      '/caseReview',
      fixtureRegistry(log),
      now,
    );
    expect(elsewhere).toMatchObject({ kind: 'started', snapshot: { stepId: 'select-property', answers: {} } });
    expect(log).not.toContain('submit-case');
  });
});
