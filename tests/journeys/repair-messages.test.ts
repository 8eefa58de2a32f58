/**
 * Messages of the repair journey that rules of docs/rules.md fix: the E32 warning on
 * /repairlocation (REP-ERR-04), the duplicate page's prompt (REP-VAL-05), the emergency access
 * wording (REP-CON-03), the supplementary codes (REP-ERR-06) and the triage message of a health
 * answer (SSR046 on the health page, REP-PG-13), on journeys/repair.json and the en-GB locale.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { answer, validatePosition, viewModel, type Facts, type Journey, type JourneySnapshot } from '../../engine';
import { continueSettled, startIn, type SyncEffects } from '../../engine/test-fixtures/journey-walker';
import { loadJourneyFile } from '../../scripts/journeys/load-journey-file';
import { journeyWorld, type JourneyWorld } from '../../scripts/journeys/worlds';

const journey: Journey = loadJourneyFile('journeys/repair.json');
const demo = journeyWorld('report-a-repair');
const locale = (file: string) =>
  JSON.parse(readFileSync(`src/i18n/locales/en-GB/${file}.json`, 'utf8')) as Record<string, unknown>;

/** The demo world whose eligibility check answers this outcome for every reason. */
function eligibilityWorld(outcome: Facts): JourneyWorld {
  const effects: SyncEffects = (requests, scope) => {
    const facts: Facts = {};
    for (const request of requests) {
      const ran = demo.effects([request], scope);
      Object.assign(facts, ran);
      if (request.operation === 'check-repair-eligibility' && request.storeAs)
        facts[request.storeAs] = { ...(ran[request.storeAs] as Facts), ...outcome };
    }
    return facts;
  };
  return { ...demo, effects };
}

/** Amara on /repairlocation with a dripping tap in her kitchen chosen. */
function atReasonChosen(world: JourneyWorld): JourneySnapshot {
  const start = startIn(journey, world);
  const moved = continueSettled(journey, answer(journey, start, { asset: 'Property' }).snapshot, world.effects);
  if (moved.status !== 'moved') throw new Error(`Continue from ${start.stepId} did not move: ${moved.status}`);
  expect(moved.snapshot.stepId).toBe('repair-location');
  return answer(journey, moved.snapshot, { location: 'Kitchen', reason: 'RR-0301' }).snapshot;
}

describe('the E32 eligibility code (REP-ERR-04)', () => {
  it('shows SSR047 as a warning on the first Continue, and the next Continue goes on', () => {
    const world = eligibilityWorld({ isEligible: true, errorCode: 'E32' });
    const first = continueSettled(journey, atReasonChosen(world), world.effects);
    expect(first).toMatchObject({ status: 'warned', block: { messageKey: 'SSR047', mode: 'warn' } });
    const second = continueSettled(journey, first.snapshot, world.effects);
    expect(second.status).toBe('moved');
    expect(second.snapshot.stepId).not.toBe('repair-location');
  });

  it('is unlike a blocking code, which keeps the resident on the page however often Continue is pressed', () => {
    const world = eligibilityWorld({ isEligible: false, errorCode: 'E1' });
    const first = continueSettled(journey, atReasonChosen(world), world.effects);
    expect(first.status).not.toBe('moved');
    expect(continueSettled(journey, first.snapshot, world.effects).status).not.toBe('moved');
  });
});

describe('the duplicate page left unanswered (REP-VAL-05)', () => {
  it('asks for one option with Duplicate_Repair_SSR055', () => {
    const scope = (answers: Record<string, string>) => ({ answers, facts: demo.facts, toggles: demo.toggles });
    const errors = (answers: Record<string, string>) =>
      validatePosition(journey.index, { step: 'duplicate', page: 0 }, scope(answers)).errors.map((error) => [
        error.field,
        error.messageKey,
      ]);
    expect(errors({})).toEqual([['duplicate-choice', 'Duplicate_Repair_SSR055']]);
    expect(errors({ 'duplicate-choice': 'none' })).toEqual([]);
    expect(locale('common').Duplicate_Repair_SSR055 ?? locale('journeys').Duplicate_Repair_SSR055).toEqual(
      expect.any(String),
    );
  });
});

describe('the emergency access wording (REP-CON-03)', () => {
  it('tells the resident on /repairemergency that an adult over 18 must be at home within four hours', () => {
    const step = journey.definition.steps.find((candidate) => candidate.id === 'emergency') as
      { route?: string; paragraphKeys?: string[]; fields?: { labelKey?: string }[] } | undefined;
    expect(step?.route).toBe('/repairemergency');
    const words = locale('journeys');
    const text = [...(step?.paragraphKeys ?? []), ...(step?.fields ?? []).map((field) => field.labelKey)]
      .map((key) => String(words[key ?? ''] ?? ''))
      .join(' ');
    expect(text).toMatch(/adult over 18/);
    expect(text).toMatch(/within four hours/);
  });
});

describe('supplementary codes (REP-ERR-06)', () => {
  it('shows every supplementary code that has words as a warning, not only those the journey names, then goes on', () => {
    // FISPUMPS02 and SSR046 are named by no row of the journey: the outcome's notices are what has words.
    const world = eligibilityWorld({ supplementaryNotices: ['FISPUMPS02', 'SSR046'] });
    const first = continueSettled(journey, atReasonChosen(world), world.effects);
    expect(first).toMatchObject({ status: 'warned', block: { messageKey: 'FISPUMPS02', mode: 'warn' } });
    expect(viewModel(journey, first.snapshot).notices).toEqual([
      { messageKey: 'FISPUMPS02', mode: 'warn' },
      { messageKey: 'SSR046', mode: 'warn' },
    ]);
    for (const key of ['FISPUMPS02', 'SSR046']) expect(locale('common')[key], key).toEqual(expect.any(String));
    const second = continueSettled(journey, first.snapshot, world.effects);
    expect(second.status).toBe('moved');
    // A code without words (DEFECTS) is not a notice: nothing shows and nothing stops Continue.
    const silent = eligibilityWorld({ supplementaryCodes: ['DEFECTS'], supplementaryNotices: [] });
    expect(continueSettled(journey, atReasonChosen(silent), silent.effects).status).toBe('moved');
  });
});

describe('the triage message of a health answer (SSR046)', () => {
  it('says on /vulnerabilityquestion, as soon as Yes is chosen, that the need will be taken into account, without stopping Continue', () => {
    const scope = { facts: demo.facts, toggles: demo.toggles };
    const at = (answers: Record<string, string>): JourneySnapshot =>
      ({
        ...startIn(journey, demo),
        ...scope,
        answers: { ...startIn(journey, demo).answers, ...answers },
        stepId: 'vulnerability',
        page: 0,
      }) as JourneySnapshot;
    expect(viewModel(journey, at({ vulnerable: 'no' })).notices).toEqual([]);
    const yes = viewModel(journey, at({ vulnerable: 'yes' }));
    expect(yes.notices).toEqual([{ messageKey: 'SSR046', mode: 'info' }]);
    expect(yes.continue?.disabled).toBe(false);
    expect(String(locale('common').SSR046)).toMatch(/health or wellbeing/);
  });
});
