/**
 * Resuming a draft (REP-EDT-03) on journeys/repair.json: a resumed draft lands on its first
 * incomplete page along the route, so the damp and mould question, when it applies, is never
 * passed unanswered (issue 16); and a draft whose location, reason, supplementary or deliberate
 * damage answer differs from the browser's copy has the answers after it reset (REP-EDT-02).
 */
import { describe, expect, it } from 'vitest';
import {
  answer,
  draftOf,
  projectedRoute,
  resume,
  type AnswerEdit,
  type Answers,
  type EffectRegistry,
  type Journey,
  type JourneySnapshot,
  type Position,
  type Toggles,
} from '../../engine';
import { continueSettled, startIn } from '../../engine/test-fixtures/journey-walker';
import { loadJourneyFile } from '../../scripts/journeys/load-journey-file';
import { PERSONA } from '../../gateway/server/seed/personas';
import { REPAIR_RESULTS } from '../../scripts/journeys/repair-world';
import { journeyWorld, worldVariant, type JourneyWorld } from '../../scripts/journeys/worlds';
import { openJourney } from '../../src/journeys/open-journey';

const journey: Journey = loadJourneyFile('journeys/repair.json');
const demo = journeyWorld('report-a-repair');

/** Amara answers page after page from the start, Continue on each, in a world. */
function answered(world: JourneyWorld, pages: AnswerEdit[]): JourneySnapshot {
  let snapshot = startIn(journey, world);
  for (const page of pages) {
    const result = continueSettled(journey, answer(journey, snapshot, page).snapshot, world.effects);
    if (result.status !== 'moved') throw new Error(`Continue from ${snapshot.stepId} did not move: ${result.status}`);
    snapshot = result.snapshot;
  }
  return snapshot;
}

/** A dripping tap in her kitchen, not a duplicate, described: up to the damp and mould question. */
const upToDampQuestion: AnswerEdit[] = [
  { asset: 'Property' },
  { location: 'Kitchen', reason: 'RR-0301' },
  { 'duplicate-choice': 'none' },
  { 'additional-details': 'The kitchen tap drips all night, even when turned off hard.' },
];

/** Saves the answers as a draft, with more answers given, and resumes it in a world. */
function resumed(world: JourneyWorld, snapshot: JourneySnapshot, more: AnswerEdit = {}): Position {
  const draft = draftOf(snapshot);
  const answers = { ...draft.answers, ...more } as typeof draft.answers;
  return resume(journey, { ...draft, answers }, { facts: snapshot.facts, toggles: world.toggles as Toggles }).landedOn;
}

describe('resuming a repair draft', () => {
  it('lands on the damp and mould question when the draft was saved before it was answered', () => {
    const saved = answered(demo, upToDampQuestion);
    expect(saved.stepId).toBe('damp-confirm');
    expect(resumed(demo, saved)).toEqual({ step: 'damp-confirm', page: 0 });
  });

  it('lands on it even when later questions were answered', () => {
    const saved = answered(demo, upToDampQuestion);
    const later = { 'self-isolating': 'no', 'contact-number': '07700900001', 'contact-name': 'Amara' };
    expect(resumed(demo, saved, later)).toEqual({ step: 'damp-confirm', page: 0 });
  });

  it('lands on the assessment when damp or mould was confirmed and the assessment not answered', () => {
    const saved = answered(demo, [...upToDampQuestion, { 'damp-confirmed': 'yes' }]);
    expect(saved.stepId).toBe('damp-assessment');
    expect(resumed(demo, saved, { 'self-isolating': 'no' })).toEqual({ step: 'damp-assessment', page: 0 });
  });

  it('passes the question where it does not apply: the damp and mould check off', () => {
    const off = worldVariant(demo, { toggles: { isDMCEnabledMyPb: 'false' } });
    const saved = answered(off, upToDampQuestion);
    const scope = { answers: saved.answers, facts: saved.facts, toggles: off.toggles as Toggles };
    expect(projectedRoute(journey.index, scope).map((position) => position.step)).not.toContain('damp-confirm');
    // The photos need none: the first page left to answer is the health question (docs/adr/0006).
    expect(saved.stepId).toBe('upload-media');
    expect(resumed(off, saved)).toEqual({ step: 'vulnerability', page: 0 });
  });
});

describe('resuming a draft that differs from the browser’s copy (REP-EDT-02 on resume)', () => {
  /** The paths' world's operations, as the portal's registry runs them. */
  const registry: EffectRegistry = Object.fromEntries(
    Object.entries(REPAIR_RESULTS).map(([name, run]) => [name, async (params, scope) => run(params, scope)]),
  );
  /** Amara's draft as the gateway holds it: every page answered up to the summary. */
  const draft = {
    property: PERSONA.amara.houseAssetId,
    asset: 'Property',
    location: 'Kitchen',
    reason: 'RR-0301',
    'duplicate-choice': 'none',
    'additional-details': 'The kitchen tap drips all night, even when turned off hard.',
    'damp-confirmed': 'no',
    media: [],
    vulnerable: 'yes',
    'vulnerability-details': 'My son uses a wheelchair.',
    'self-isolating': 'no',
    'contact-number': '07700900001',
    'contact-name': 'Amara Okafor',
    'contact-relation': 'Customer',
  } as Answers;

  async function opened(changedSinceCached?: string[]) {
    const opening = await openJourney(journey, {
      loadWorld: async () => ({ facts: demo.facts, toggles: demo.toggles }),
      registry,
      pathname: '/repairproperty',
      entry: async () => ({
        answers: draft,
        facts: { 'work-order': { id: 'WO-1', eTag: '"1"' } },
        ...(changedSinceCached ? { changedSinceCached } : {}),
      }),
    });
    if (opening.kind !== 'open') throw new Error('the journey did not open');
    return opening.initial.snapshot;
  }

  it('keeps every answer of a draft the browser holds the same, and lands on its summary', async () => {
    const same = await opened();
    expect(same.answers).toEqual(draft);
    expect(same.stepId).toBe('confirmation-details');
  });

  it('resets the answers after a location or reason that differs, and asks again from the page after it', async () => {
    const reset = await opened(['reason']);
    expect(reset.answers).toEqual({
      property: draft.property,
      asset: 'Property',
      location: 'Kitchen',
      reason: 'RR-0301',
    });
    expect(reset.stepId).toBe('duplicate');
  });

  it('resets the answers after a deliberate damage answer that differs, and keeps those before it', async () => {
    const reset = await opened(['deliberate-damage']);
    for (const kept of ['reason', 'duplicate-choice', 'additional-details', 'damp-confirmed', 'media'])
      expect(reset.answers[kept], kept).toEqual(draft[kept]);
    for (const gone of ['vulnerable', 'vulnerability-details', 'self-isolating', 'contact-number', 'contact-name'])
      expect(reset.answers[gone], gone).toBeUndefined();
  });
});
