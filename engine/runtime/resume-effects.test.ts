import { describe, expect, it } from 'vitest';
import { dampToSummary, drive, fixtureJourney, lostFobToSummary, startFixture } from '../test-fixtures/fixture-journey';
import { fixtureFacts, fixtureRegistry, fixtureToggles } from '../test-fixtures/service-request-world';
import { positionOf } from './navigation';
import { draftOf, resume } from './resume';
import { resumeWithEffects } from './resume-effects';

const journey = fixtureJourney();
const world = { facts: fixtureFacts, toggles: fixtureToggles };

describe('resuming a draft with the facts its pages need', () => {
  it('should load the reference data and questions the answered pages read, then land where the resident stopped', async () => {
    const stopped = drive(journey, startFixture(), dampToSummary.slice(0, 4));
    const log: string[] = [];
    const resumed = await resumeWithEffects(journey, draftOf(stopped), world, fixtureRegistry(log));
    expect(resumed.landedOn).toEqual(positionOf(stopped));
    expect(log).toEqual(
      expect.arrayContaining(['load-tenancies', 'load-case-types', 'load-case-type', 'load-damp-questions']),
    );
    // Without the facts, the same draft cannot tell its choices are offered and lands at the start.
    expect(resume(journey, draftOf(stopped), world).landedOn).toEqual({ step: 'select-property', page: 0 });
  });

  it('should never run again an operation that changes something', async () => {
    const atSummary = drive(journey, startFixture(), lostFobToSummary);
    const log: string[] = [];
    const resumed = await resumeWithEffects(journey, draftOf(atSummary), world, fixtureRegistry(log));
    expect(resumed.landedOn).toEqual({ step: 'case-review', page: 0 });
    expect(log).not.toContain('submit-case');
    expect(new Set(log).size).toBe(log.length);
  });

  it('should run nothing when the facts are already there', async () => {
    const stopped = drive(journey, startFixture(), lostFobToSummary.slice(0, 3));
    const log: string[] = [];
    await resumeWithEffects(
      journey,
      draftOf(stopped),
      { facts: stopped.facts, toggles: fixtureToggles },
      fixtureRegistry(log),
    );
    expect(log).toEqual([]);
  });
});
