import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkJourneyFiles, projectLintContext } from './check-command';

const FIXTURE = 'engine/test-fixtures/service-request.json';
const FIXTURE_LOCALE = 'engine/test-fixtures/locale-en-GB';
const context = projectLintContext(['src/i18n/locales/en-GB', FIXTURE_LOCALE]);

/** Writes a copy of the referral with values replaced at JSON pointers to a temporary folder. */
function brokenReferral(edits: Record<string, unknown>): string {
  const journey = JSON.parse(readFileSync('journeys/referral.json', 'utf8')) as Record<string, unknown>;
  for (const [pointer, value] of Object.entries(edits)) {
    const parts = pointer.split('/').slice(1);
    const last = parts.pop() as string;
    const parent = parts.reduce((at, part) => (at as Record<string, unknown>)[part], journey as unknown);
    (parent as Record<string, unknown>)[last] = value;
  }
  const file = join(mkdtempSync(join(tmpdir(), 'journey-check-')), 'referral.json');
  writeFileSync(file, JSON.stringify(journey, null, 2));
  return file;
}

describe('npm run journeys -- check', () => {
  it('passes the referral and the engine fixture with no errors or warnings', () => {
    const report = checkJourneyFiles(['journeys/referral.json', FIXTURE], context);
    expect(report.lines).toEqual([]);
    expect(report.errors).toBe(0);
  });

  it('names the file and the JSON pointer of a broken edit', () => {
    const file = brokenReferral({ '/steps/1/fields/0/widget': 'tick-boxes' });
    const report = checkJourneyFiles([file], context);
    expect(report.errors).toBe(1);
    expect(report.lines[0]).toBe(
      `${file}#/steps/1/fields/0/widget: error: unknown widget "tick-boxes": use one of radios, yes-no, select, autocomplete, text, textarea, checkboxes, contact-number, date, file-list (format-enum)`,
    );
  });

  it('reports each graph problem at its pointer', () => {
    const file = brokenReferral({
      '/steps/1/route': '/enquiryconsent',
      '/steps/2/headingKey': 'referral.details.missing',
      '/steps/2/next': [
        { to: 'contact-details', when: { toggle: 'NoSuchToggle', equals: 'true' } },
        { to: 'contact-details' },
      ],
      '/steps/3/effects/onEnter/0/operation': 'load-everything',
      '/steps/3/fields/1/shownWhen': { fact: 'no-such-fact', exists: true },
      '/steps/0/next': [{ to: 'enquiry-reason', when: { answer: 'contact-name', equals: 'x' } }, { to: 'home' }],
    });
    const lines = checkJourneyFiles([file], context).lines.map((line) => line.slice(file.length));
    expect(lines).toEqual(
      expect.arrayContaining([
        '#/steps/1/route: error: route "/enquiryconsent" is also the route of step 0 (duplicate-route)',
        '#/steps/2/headingKey: error: message key "referral.details.missing" is in no locale file (missing-message)',
        '#/steps/2/next/0/when: error: reads toggle "NoSuchToggle", which is not a known configuration value (unknown-toggle)',
        '#/steps/3/effects/onEnter/0/operation: error: no operation "load-everything" in the registry (unknown-operation)',
        '#/steps/3/fields/1/shownWhen: error: reads fact "no-such-fact", which no operation stores and "givenFacts" does not declare (unknown-fact)',
        '#/steps/0/next/0/when: error: reads answer "contact-name", which is not asked on every route to step "enquiry-consent" (read-before-asked)',
      ]),
    );
  });

  it('finds dead ends and cycles', () => {
    const file = brokenReferral({ '/steps/3/next': [{ to: 'additional-details' }] });
    const lines = checkJourneyFiles([file], context).lines.map((line) => line.slice(file.length));
    expect(lines).toEqual(
      expect.arrayContaining([
        '#/steps/3/next/0/to: error: this rule closes a cycle: additional-details → contact-details → additional-details (cycle)',
        '#/steps/0: error: no route from step "enquiry-consent" reaches a confirmation or an exit (dead-end)',
      ]),
    );
  });

  it('reports a file that is not JSON instead of throwing', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'journey-check-')), 'broken.json');
    writeFileSync(file, '{ "id": ');
    const report = checkJourneyFiles([file], context);
    expect(report.errors).toBe(1);
    expect(report.lines[0]).toBe(
      `${file}#: error: not valid JSON: Unexpected end of JSON input at line 1, column 9 (json)`,
    );
  });
});
