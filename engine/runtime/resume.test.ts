import { describe, expect, it } from 'vitest';
import type { JourneyDefinition, QuestionStep } from '../definition/types';
import raw from '../test-fixtures/service-request.json';
import { drive, fixtureJourney, lostFobToSummary, startFixture } from '../test-fixtures/fixture-journey';
import { caseTypes, fixtureFacts, fixtureToggles, tenancies } from '../test-fixtures/service-request-world';
import { loadJourney } from './journey';
import { JourneyMigrationError, migrateAnswers } from './migrate';
import { back } from './navigation';
import { draftOf, resume } from './resume';

const journey = fixtureJourney();
const facts = {
  ...fixtureFacts,
  tenancies,
  'case-types': Object.values(caseTypes),
  'case-type-detail': caseTypes['CT-LOSTFOB'],
};
const lostFob = {
  property: 'P-100',
  'case-type': 'CT-LOSTFOB',
  'case-answers': { q1: '1', q2: 'N', q3: 'Left on the bus' },
};

describe('resuming a draft', () => {
  it('should land on the first step whose answers are missing', () => {
    const { landedOn, migratedFrom, effects } = resume(
      journey,
      { journeyId: journey.definition.id, version: 2, answers: lostFob },
      { facts, toggles: fixtureToggles },
    );
    expect(landedOn).toEqual({ step: 'contact-method', page: 0 });
    expect(migratedFrom).toBeNull();
    expect(effects).toEqual([]);
  });

  it('should land on a run page whose answer is missing, by the route its answers take', () => {
    const answers = { ...lostFob, 'case-answers': { q1: '3' } };
    expect(resume(journey, { journeyId: journey.definition.id, version: 2, answers }, { facts }).landedOn).toEqual({
      step: 'case-questions',
      page: 2,
    });
  });

  it('should land on the summary of a complete draft, and its Back survives the reload', () => {
    const summary = drive(journey, startFixture(), lostFobToSummary);
    const resumed = resume(journey, draftOf(summary), { facts: summary.facts, toggles: fixtureToggles });
    expect(resumed.landedOn).toEqual({ step: 'case-review', page: 0 });
    expect(back(journey, resumed.snapshot).snapshot.stepId).toBe(back(journey, summary).snapshot.stepId);
  });

  it('should bring an older draft up to date through the declared migration', () => {
    const old = {
      ...lostFob,
      'contact-method': 'another-number',
      'contact-phone': '07700900123',
      'contact-preference': 'phone',
      'contact-name': 'Sam',
      relation: 'Family',
    };
    const resumed = resume(
      journey,
      { journeyId: journey.definition.id, version: 1, answers: old },
      { facts, toggles: fixtureToggles },
    );
    expect(resumed.migratedFrom).toBe(1);
    expect(resumed.snapshot.answers).toEqual({
      ...lostFob,
      'contact-method': 'another-number',
      'phone-number': '07700900123',
      'contact-name': 'Sam',
      relation: 'friend-or-family',
    });
    expect(resumed.landedOn).toEqual({ step: 'case-review', page: 0 });
  });

  it('should land on the first step whose answers are no longer valid under the new version', () => {
    const definition = structuredClone(raw) as unknown as JourneyDefinition;
    definition.version = 3;
    definition.migrations = [
      ...(definition.migrations ?? []),
      { from: 2, to: 3, description: 'other is no longer a relation' },
    ];
    const relation = (definition.steps.find((step) => step.id === 'contact-details') as QuestionStep).fields[1]!;
    relation.options = relation.options!.filter((option) => option.value !== 'other');
    const newer = loadJourney(definition);
    const answers = {
      ...lostFob,
      'contact-method': 'saved-number',
      'contact-name': 'Sam',
      relation: 'other',
      'relation-details': 'Neighbour',
    };
    const resumed = resume(newer, { journeyId: newer.definition.id, version: 2, answers }, { facts });
    expect(resumed.landedOn).toEqual({ step: 'contact-details', page: 0 });
    expect(resumed.errors).toEqual([{ field: 'relation', messageKey: 'journey.invalid-option' }]);
  });

  it('should never land past an incomplete step, even when later steps are answered', () => {
    const answers = {
      property: 'P-100',
      'case-type': 'CT-LOSTFOB',
      'contact-method': 'saved-number',
      'contact-name': 'Sam Jones',
      relation: 'customer',
    };
    const resumed = resume(journey, { journeyId: journey.definition.id, version: 2, answers }, { facts });
    expect(resumed.landedOn).toEqual({ step: 'case-questions', page: 0 });
    expect(resumed.snapshot.answers).toEqual(answers);
  });

  it('should refuse a draft of another journey, of a newer version, or without a migration path', () => {
    expect(() => resume(journey, { journeyId: 'report-a-repair', version: 2, answers: {} })).toThrow(
      JourneyMigrationError,
    );
    expect(() => migrateAnswers(journey.definition, 3, {})).toThrow(/newer/);
    expect(() => migrateAnswers({ ...journey.definition, version: 4 }, 1, {})).toThrow(/no migration from version 2/);
  });
});
