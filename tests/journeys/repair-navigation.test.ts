/**
 * repairs.md §2 "Step-by-step navigation rules", row by row, as properties of random walks through
 * journeys/repair.json in the paths' world and its variants (scripts/journeys/worlds.ts). Each
 * rule is written here from the spec's words, in terms of routes, answers, settings and the
 * checks' outcomes — not read from the journey file — so an edit of the journey that breaks a
 * rule fails here.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  back,
  continueFrom,
  positionOf,
  positionRoute,
  type Journey,
  type JourneySnapshot,
  type Position,
} from '../../engine';
import { answer } from '../../engine';
import { Picker, startIn, walk, type WalkStep } from '../../engine/test-fixtures/journey-walker';
import { loadJourneyFile } from '../../scripts/journeys/load-journey-file';
import { journeyWorld, worldVariant, type JourneyWorld } from '../../scripts/journeys/worlds';

const journey: Journey = loadJourneyFile('journeys/repair.json');
const base = journeyWorld('report-a-repair');
const worlds: JourneyWorld[] = [base, ...(base.variants ?? []).map((variant) => worldVariant(base, variant))];
const picks = fc.array(fc.nat({ max: 1000 }), { minLength: 1, maxLength: 60 });

/** What the rules read of a snapshot, in the spec's words. */
function facts(snapshot: JourneySnapshot) {
  const { answers, facts: known, toggles } = snapshot;
  const eligibility = (known.eligibility ?? {}) as {
    priority?: string;
    sorCode?: string;
    isInDefects?: boolean;
    supplementary?: unknown[];
  };
  // A single choice may be held as a one-item list (the engine takes either).
  const property = [answers.asset].flat().includes('Property');
  const dmcCodes = String(toggles.dmcsorcodes ?? '').split(',');
  return {
    property,
    emergencyPropertyRepair: property && eligibility.priority === 'EME',
    duplicateCheckApplies: Array.isArray(known.duplicates) && known.duplicates.length > 0,
    hasDuplicateChoice: answers['duplicate-choice'] !== undefined,
    reasonHasExtraQuestions: (eligibility.supplementary ?? []).length > 0,
    dampChecksOn: toggles.isDMCEnabledMyPb === 'true',
    dampOrMouldSor: dmcCodes.includes(String(eligibility.sorCode)),
    mediaOn: toggles.IsMediaEnabledSS === 'true',
    covidOn: toggles.isCovidQuestionRequired === 'true',
    covidNotOff: toggles.isCovidQuestionRequired !== 'false',
    inDefects: eligibility.isInDefects === true,
    vandalismOn: toggles.isVandalismQuestionRequired === 'true',
  };
}

const routeOf = (snapshot: JourneySnapshot, position: Position) =>
  positionRoute(journey.index, position, snapshot)?.toLowerCase();
const here = (snapshot: JourneySnapshot) =>
  snapshot.status === 'done' ? snapshot.stepId : routeOf(snapshot, positionOf(snapshot));

/** Where a page goes when the page the spec names is passed over: the covid page for a home with the setting not off. */
function throughCovid(at: ReturnType<typeof facts>): string {
  return at.property && at.covidNotOff ? '/covidquestion' : '/customerdetails';
}

/** Continue from /repairadditionaldetails, from the spec. */
function afterAdditionalDetails(at: ReturnType<typeof facts>): string {
  if (at.property && at.dampOrMouldSor && at.dampChecksOn) return '/dampandmouldassesment/1';
  if (at.property && at.dampChecksOn) return '/confirmeddampmould';
  if (at.mediaOn) return '/uploadmedia';
  if (at.inDefects && at.vandalismOn) return '/vandalismquestion';
  if (at.property) return '/vulnerabilityquestion';
  return '/customerdetails';
}

/** Continue from /uploadmedia, from the spec. */
function afterMedia(at: ReturnType<typeof facts>): string {
  if (at.covidOn) return at.property ? '/covidquestion' : '/customerdetails';
  if (at.inDefects && !at.property && at.vandalismOn) return '/vandalismquestion';
  if (at.property) return '/vulnerabilityquestion';
  return '/customerdetails';
}

/** The spec's rule for a Continue that moved, or undefined where the spec has no row for the page. */
function expectedContinue(from: string, before: JourneySnapshot): string | string[] | undefined {
  const at = facts(before);
  switch (from) {
    case '/supplementaryquestion':
      return at.emergencyPropertyRepair
        ? '/repairemergency'
        : at.duplicateCheckApplies
          ? '/duplicaterepair'
          : '/repairadditionaldetails';
    case '/repairemergency':
      return at.duplicateCheckApplies ? '/duplicaterepair' : '/repairadditionaldetails';
    case '/repairadditionaldetails':
      return afterAdditionalDetails(at);
    case '/uploadmedia':
      return afterMedia(at);
    case '/vandalismquestion':
      return at.property ? '/vulnerabilityquestion' : '/customerdetails';
    case '/vulnerabilityquestion':
      return throughCovid(at);
    case '/covidquestion':
      return '/customerdetails';
    case '/customerdetails':
      return '/confirmationdetails';
    case '/confirmationdetails':
      return ['scheduler', 'reported', 'work-order-error'];
    default:
      return undefined;
  }
}

/** The spec's rule for Back from a page, or undefined where the spec has no row for it. */
function expectedBack(from: string, before: JourneySnapshot): string | string[] | undefined {
  const at = facts(before);
  switch (from) {
    case '/repairadditionaldetails':
      if (at.hasDuplicateChoice) return '/duplicaterepair';
      if (at.emergencyPropertyRepair) return '/repairemergency';
      if (at.reasonHasExtraQuestions) return '/supplementaryquestion';
      return '/repairlocation';
    case '/uploadmedia':
      return ['/dampandmouldassesment/3', '/confirmeddampmould', '/repairadditionaldetails'];
    case '/vandalismquestion':
      return ['/repairadditionaldetails', '/confirmeddampmould', '/dampandmouldassesment/3', '/uploadmedia'];
    case '/vulnerabilityquestion':
      return [
        '/vandalismquestion',
        '/uploadmedia',
        '/dampandmouldassesment/3',
        '/confirmeddampmould',
        '/repairadditionaldetails',
      ];
    case '/customerdetails':
      return ['/vulnerabilityquestion', '/covidquestion', '/vandalismquestion', '/uploadmedia'];
    default:
      return undefined;
  }
}

function matches(actual: string | undefined, expected: string | string[]): boolean {
  return Array.isArray(expected) ? expected.includes(actual ?? '') : actual === expected;
}

const DELAYED = ['/repairadditionaldetails', '/vulnerabilityquestion', '/covidquestion'];

describe.each(worlds.map((world, at) => [at === 0 ? 'the demo settings' : `variant ${at}`, world] as const))(
  'repairs.md navigation rules in %s',
  (_name, world) => {
    const walks = (numbers: number[]) =>
      walk(journey, startIn(journey, world), new Picker(numbers), world.effects, { wild: true }).steps;

    it('keeps Continue on the reason page until a location and a reason are chosen', () => {
      fc.assert(
        fc.property(picks, (numbers) => {
          for (const step of walks(numbers)) {
            if (routeOf(step.before, step.from) !== '/repairlocation') continue;
            const chosen = step.before.answers.location !== undefined && step.before.answers.reason !== undefined;
            if (!chosen) expect(step.status).toBe('invalid');
          }
        }),
        { numRuns: 60 },
      );
    });

    it('moves on from each page to where the spec says, after about a second where it says so', () => {
      let checked = 0;
      fc.assert(
        fc.property(picks, (numbers) => {
          for (const step of walks(numbers) as WalkStep[]) {
            if (step.status !== 'moved' && step.status !== 'exited') continue;
            const from = routeOf(step.before, step.from) as string;
            const expected = expectedContinue(from, step.before);
            if (expected === undefined) continue;
            checked += 1;
            expect(
              matches(here(step.after), expected),
              `${from} went to ${here(step.after)}, not ${String(expected)}`,
            ).toBe(true);
            const result = continueFrom(journey, step.before);
            if (result.status === 'moved') expect(result.delayMs).toBe(DELAYED.includes(from) ? 1000 : 0);
          }
        }),
        { numRuns: 80 },
      );
      expect(checked).toBeGreaterThan(0);
    });

    it('goes Back from each page to where the spec says', () => {
      let checked = 0;
      fc.assert(
        fc.property(picks, (numbers) => {
          for (const step of walks(numbers)) {
            if (step.status !== 'moved') continue;
            const to = routeOf(step.after, positionOf(step.after)) as string;
            const expected = expectedBack(to, step.after);
            if (expected === undefined) continue;
            checked += 1;
            const backed = back(journey, step.after).snapshot;
            expect(matches(here(backed), expected), `Back from ${to} went to ${here(backed)}`).toBe(true);
          }
        }),
        { numRuns: 80 },
      );
      expect(checked).toBeGreaterThan(0);
    });
  },
);

describe('repairs.md §5 blocks on the repair pages', () => {
  const world = base;
  const at = (numbers: number[], route: string) =>
    walk(journey, startIn(journey, world), new Picker(numbers), world.effects).steps.find(
      (step) => routeOf(step.before, step.from) === route,
    );

  it('blocks the third emergency answer with SSR068, the covid Yes with SSR048, and a supplementary No with SSR057', () => {
    fc.assert(
      fc.property(picks, (numbers) => {
        for (const [route, edit, key] of [
          ['/repairemergency', { 'emergency-access': 'no-save-return' }, 'SSR068'],
          ['/covidquestion', { 'self-isolating': 'yes' }, 'SSR048'],
          ['/supplementaryquestion', { 'supplementary-answers.supplementary': 'no' }, 'SSR057'],
        ] as const) {
          const step = at(numbers, route);
          if (!step) continue;
          const result = continueFrom(journey, answer(journey, step.before, edit).snapshot);
          expect(result).toMatchObject({ status: 'blocked', block: { messageKey: key } });
        }
      }),
      { numRuns: 40 },
    );
  });
});
