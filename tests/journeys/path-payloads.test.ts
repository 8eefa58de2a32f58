/**
 * What every generated journey path sends to the gateway stays the same byte for byte (issue 27):
 * the bodies recorded along the paths (path-payloads.ts), built from the payloads the journey
 * files declare (path-payloads-declared.ts), are compared, key by key, with the digests in
 * path-payloads.baseline.json, recorded from the hand-written builders they replaced (commit
 * efb4498, tests/journeys/path-payloads-today.ts there).
 *
 * Regenerate the baseline (only when a change of what is sent is meant):
 *   UPDATE_PAYLOAD_BASELINE=1 npx vitest run --project unit tests/journeys/path-payloads.test.ts
 * Every run writes the full bodies to /tmp/path-payloads-full.json (PAYLOAD_FULL_OUT to move it),
 * to see what a differing key sends: run it on the branch before the change and after, and diff.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PathFile } from '../../engine';
import { loadJourneyFile } from '../../scripts/journeys/load-journey-file';
import { generatePathFiles } from '../../scripts/journeys/path-files';
import {
  comparePayloadDigests,
  digestPayloads,
  PATH_BOUNDS,
  PathWalkError,
  recordJourneyPaths,
  recordPathPayloads,
  type PayloadDigest,
} from './path-payloads';
import { DECLARED_BODIES } from './path-payloads-declared';

const BASELINE_FILE = 'tests/journeys/path-payloads.baseline.json';
const FULL_FILE = process.env.PAYLOAD_FULL_OUT ?? '/tmp/path-payloads-full.json';
const UPDATE = process.env.UPDATE_PAYLOAD_BASELINE === '1';

interface BaselineFile {
  about: string;
  digests: Record<string, PayloadDigest>;
}

let record: Record<string, unknown> = {};

beforeAll(async () => {
  // The priority request's raisedDate reads the clock; the record leaves it out, and the clock is fixed anyway.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-01-05T10:00:00Z'));
  record = await recordPathPayloads(DECLARED_BODIES);
  writeFileSync(FULL_FILE, `${JSON.stringify(record, null, 2)}\n`);
  // Every generated path of every journey, walked: about 8 s of one core on a quiet machine, so
  // a busy one (CI shares its cores) needs far more than the default 10 s.
}, 120_000);

afterAll(() => {
  vi.useRealTimers();
});

describe('what the generated journey paths send to the gateway', () => {
  it('sends the bodies of the baseline, byte for byte once their keys are sorted', () => {
    const digests = digestPayloads(record);
    if (UPDATE) {
      const baseline: BaselineFile = {
        about:
          'sha256 of each body the generated paths send (tests/journeys/path-payloads.test.ts): canonical = keys sorted, ordered = as built. Regenerate: UPDATE_PAYLOAD_BASELINE=1 npx vitest run --project unit tests/journeys/path-payloads.test.ts',
        digests,
      };
      writeFileSync(BASELINE_FILE, `${JSON.stringify(baseline, null, 2)}\n`);
    }
    const baseline = JSON.parse(readFileSync(BASELINE_FILE, 'utf8')) as BaselineFile;
    const { changed, missing, added, message } = comparePayloadDigests(baseline.digests, digests);
    // The same members with the same values. The order of members differs in 313 of the 853 bodies
    // (members the operation adds, the customer, the team or the asset, now come after the declared
    // ones; the old builders kept the place of a member they wrote as undefined), which JSON leaves
    // without meaning (RFC 8259, section 4) and the gateway reads by name.
    expect(
      { changed, missing, added },
      `${message}
The full bodies are in ${FULL_FILE}`,
    ).toEqual({
      changed: [],
      missing: [],
      added: [],
    });
  });

  it('reaches every sending operation and every journey', () => {
    const operations = new Set(Object.keys(record).map((key) => key.slice(key.lastIndexOf(':') + 1)));
    expect([...operations].sort()).toEqual(Object.keys(DECLARED_BODIES).sort());
    const journeys = new Set(Object.keys(record).map((key) => key.split('/')[0]));
    expect([...journeys].sort()).toEqual([
      'damp-and-mould',
      'financial-advice-referral',
      'raise-a-case',
      'report-a-repair',
    ]);
  });

  it('names the first differing key and tells a change of content from a change of key order', () => {
    const before = digestPayloads({ 'a#1:x': { one: 1, two: 2 }, 'b#1:x': { one: 1 }, 'c#1:x': 'gone' });
    const after = digestPayloads({ 'a#1:x': { two: 2, one: 1 }, 'b#1:x': { one: 2 }, 'd#1:x': 'new' });
    const difference = comparePayloadDigests(before, after);
    expect(difference).toMatchObject({
      changed: ['b#1:x'],
      reordered: ['a#1:x'],
      missing: ['c#1:x'],
      added: ['d#1:x'],
    });
    expect(difference.message.split('\n').slice(0, 2)).toEqual([
      'First difference: a#1:x: the same body with its keys in another order',
      '4 of 4 keys differ (1 changed, 1 reordered, 1 missing, 1 added).',
    ]);
    expect(comparePayloadDigests(before, before).message).toBe('');
  });

  it('stops with the path and the move when a walk leaves its path, rather than record less', async () => {
    const journey = loadJourneyFile('journeys/referral.json');
    const paths = generatePathFiles(journey, 'journeys/referral.json', PATH_BOUNDS);
    const path = structuredClone(paths.find((one) => one.name === 'shortest-07-enquiry-confirmation') as PathFile);
    const move = path.moves[2];
    if (move?.event.type === 'CONTINUE_WITH') move.event.answers = { 'additional-details': '   ' };
    const walked = recordJourneyPaths(journey, [path], 'referral', DECLARED_BODIES);
    await expect(walked).rejects.toThrow(PathWalkError);
    await expect(walked).rejects.toThrow(
      'referral/shortest-07-enquiry-confirmation, move 3: CONTINUE_WITH went to additional-details, the path says contact-details',
    );
  });

  it('hands each body the parameters and the scope of its call, and records what it throws', async () => {
    const journey = loadJourneyFile('journeys/referral.json');
    const paths = generatePathFiles(journey, 'journeys/referral.json', PATH_BOUNDS);
    const path = paths.find((one) => one.name === 'shortest-07-enquiry-confirmation') as PathFile;
    const seen = await recordJourneyPaths(journey, [path], 'referral', {
      'submit-financial-referral': (params, scope, answered) => ({
        phoneNumber: (params.payloads as { referral: { preferredContact: { phoneNumber: string } } }).referral
          .preferredContact.phoneNumber,
        answered: scope.answers['phone-number'],
        result: answered,
      }),
    });
    expect(seen).toEqual({
      'referral/shortest-07-enquiry-confirmation#1:submit-financial-referral': {
        phoneNumber: '07700900123',
        answered: '07700900123',
        result: { serviceRequestIdentifier: 'SR-PATH-1' },
      },
    });
    const failing = await recordJourneyPaths(journey, [path], 'referral', {
      'submit-financial-referral': () => {
        throw new Error('no body');
      },
    });
    expect(Object.values(failing)).toEqual([{ threw: 'no body' }]);
  });
});
