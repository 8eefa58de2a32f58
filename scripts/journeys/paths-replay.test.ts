import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { journeyFilesOrDefault } from './journey-files';
import { loadJourneyFile } from './load-journey-file';
import { generatePathFiles, writePathFiles, type PathFile } from './path-files';
import { SELF_SERVICE_CASE_TYPES } from './case-world';
import { replayPath } from './replay';
import { caseTypeWorld } from './worlds';

const FILES = [...journeyFilesOrDefault([]), 'engine/test-fixtures/service-request.json'];
const bounds = { maxMoves: 20, maxPaths: 50 };

describe('generated paths replay through the engine', () => {
  it.each(FILES)('replays every generated path of %s', (file) => {
    const journey = loadJourneyFile(file);
    const paths = generatePathFiles(journey, file, bounds);
    expect(paths.some((path) => path.kind === 'shortest')).toBe(true);
    expect(paths.some((path) => path.kind === 'simple')).toBe(true);
    for (const path of paths) {
      // The file as written and read back, so the replay uses only what the JSON holds.
      const result = replayPath(journey, JSON.parse(JSON.stringify(path)) as PathFile);
      expect(
        result.lines.filter((line) => line.includes('DIVERGED')),
        path.name,
      ).toEqual([]);
      expect(result.ok).toBe(true);
    }
  });

  it.each(SELF_SERVICE_CASE_TYPES.map((type) => [type.id, type] as const))(
    'replays every generated path of journeys/case.json for the case type %s',
    (_id, type) => {
      const file = 'journeys/case.json';
      const journey = loadJourneyFile(file);
      const paths = generatePathFiles(journey, file, bounds, caseTypeWorld(type));
      const simple = paths.filter((path) => path.kind === 'simple');
      // Every path that reaches the review has answered the type's questionnaire.
      expect(simple.length).toBeGreaterThan(0);
      for (const path of simple) expect(path.answers['case-type']).toBe(type.id);
      for (const path of paths) {
        const result = replayPath(journey, JSON.parse(JSON.stringify(path)) as PathFile);
        expect(
          result.lines.filter((line) => line.includes('DIVERGED')),
          path.name,
        ).toEqual([]);
        expect(result.ok).toBe(true);
      }
    },
  );

  it('covers every step of the referral and the submission', () => {
    const journey = loadJourneyFile('journeys/referral.json');
    const paths = generatePathFiles(journey, 'journeys/referral.json', bounds);
    const shortestTargets = paths.filter((path) => path.kind === 'shortest').map((path) => path.name);
    expect(shortestTargets).toEqual([
      'shortest-01-enquiry-consent',
      'shortest-02-enquiry-reason',
      'shortest-03-exit-home',
      'shortest-04-additional-details',
      'shortest-05-contact-details',
      'shortest-06-enquiry-review',
      'shortest-07-enquiry-confirmation',
    ]);
    const numbers = paths.filter((path) => path.kind === 'simple').map((path) => path.answers['phone-number']);
    expect(numbers).toEqual(['07700900123']);
    const confirmation = paths.find((path) => path.name.endsWith('enquiry-confirmation'));
    expect(confirmation?.facts['referral-result']).toEqual({ serviceRequestIdentifier: 'SR-PATH-1' });
  });

  it('reports a divergence when the journey no longer goes where the path says', () => {
    const journey = loadJourneyFile('journeys/referral.json');
    const path = generatePathFiles(journey, 'journeys/referral.json', bounds).find(
      (candidate) => candidate.name === 'shortest-05-contact-details',
    ) as PathFile;
    const edited: PathFile = structuredClone(path);
    const move = edited.moves[2];
    if (move?.event.type === 'CONTINUE_WITH') move.event.answers = { 'additional-details': '   ' };
    const result = replayPath(journey, edited);
    expect(result.ok).toBe(false);
    expect(result.lines.at(-1)).toBe(
      'Move 3: DIVERGED: answer {"additional-details":"   "} and Continue went to /additionalenquirydetails (additional-details), the path expects /contactdetails (contact-details) (invalid: additional-details Financial_FI005).',
    );
  });

  it('writes one JSON file per path and replaces the files of an earlier run', () => {
    const journey = loadJourneyFile('journeys/referral.json');
    const dir = mkdtempSync(join(tmpdir(), 'journey-paths-'));
    const paths = generatePathFiles(journey, 'journeys/referral.json', bounds);
    writePathFiles(paths, dir);
    writePathFiles(paths.slice(0, 2), dir);
    expect(readdirSync(dir).sort()).toEqual(['shortest-01-enquiry-consent.json', 'shortest-02-enquiry-reason.json']);
    const written = JSON.parse(readFileSync(join(dir, 'shortest-02-enquiry-reason.json'), 'utf8')) as PathFile;
    expect(written.assumes.facts).toEqual({ 'is-catalyst-customer': false });
    expect(written.definition).toBe('journeys/referral.json');
  });
});
