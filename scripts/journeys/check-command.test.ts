import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { checkJourneyFiles, projectLintContext, runCheck } from './check-command';

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

/** Writes a copy of the repair report, changed by `edit`, to a temporary folder (its include still read from journeys/). */
function changedRepair(edit: (journey: RepairFile) => void): string {
  const journey = JSON.parse(readFileSync('journeys/repair.json', 'utf8')) as RepairFile;
  edit(journey);
  const file = join(mkdtempSync(join(tmpdir(), 'journey-check-')), 'repair.json');
  writeFileSync(file, JSON.stringify(journey, null, 2));
  return file;
}

interface RepairFile {
  sections: { steps: string[] }[];
  conditions: Record<string, { description: string; when: unknown }>;
  ruleLists: Record<string, { rules: { to: string; when?: unknown }[] }>;
  steps: { id: string; next?: unknown[]; effects?: { onContinue?: { when?: unknown }[] } }[];
}

const stepAt = (journey: RepairFile, id: string) => journey.steps.findIndex((step) => step.id === id);

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

  it('passes the repair report, with its rule lists, block tables, named formats and named conditions', () => {
    const report = checkJourneyFiles(['journeys/repair.json'], context);
    expect(report.lines).toEqual([]);
  });

  it('reports a journey whose exit modal names no Back confirmation (REP-JNY-05)', () => {
    const file = brokenReferral({ '/exitModal/backHeadingKey': undefined });
    const lines = checkJourneyFiles([file], context).lines.map((line) => line.slice(file.length));
    expect(lines).toEqual([
      '#/exitModal: error: Back must ask before it leaves changed answers behind: name the heading of that question in "backHeadingKey" (SSR043) (no-back-confirmation)',
    ]);
  });

  it('reports a compound condition written in place, at its pointer, in any journey file', () => {
    const file = brokenReferral({
      '/steps/0/next': [
        {
          to: 'enquiry-reason',
          when: { all: [{ ref: 'offered-on-dashboard' }, { toggle: 'IsMediaEnabledSS', equals: 'true' }] },
        },
        { to: 'enquiry-reason' },
      ],
    });
    const lines = checkJourneyFiles([file], context).lines.map((line) => line.slice(file.length));
    expect(lines).toEqual([
      '#/steps/0/next/0/when: error: a condition written here combines others with "all": name it in "conditions" with a sentence saying what it means, and use { "ref": "<name>" } (inline-compound-condition)',
    ]);
  });

  it('reports the damp and mould rule when it drifts apart from the load of the damp questions', () => {
    // The rule to the assessment no longer includes the load's condition: the damp and mould check
    // may be off, the questions never loaded, and the assessment would show nothing.
    const file = changedRepair((journey) => {
      journey.conditions['damp-repair'] = {
        description: 'A repair to the home whose code is a damp or mould code.',
        when: { all: [{ ref: 'is-property' }, { fact: 'eligibility.sorCode', in: { toggle: 'dmcsorcodes' } }] },
      };
    });
    const at = stepAt(JSON.parse(readFileSync(file, 'utf8')) as RepairFile, 'additional-details');
    const lines = checkJourneyFiles([file], context).lines.map((line) => line.slice(file.length));
    expect(lines).toEqual([
      `#/steps/${at}/next/0/when: error: leads from "additional-details" to "damp-assessment", which needs fact "damp-questions", but "additional-details" loads it (/steps/${at}/effects/onContinue/0) under a condition this rule's condition does not include: give both the same named condition (unloaded-fact)`,
    ]);
  });

  it('reports the same drift from the load side, and a problem in a rule list once, at the list', () => {
    const file = changedRepair((journey) => {
      const details = journey.steps[stepAt(journey, 'additional-details')];
      const load = details?.effects?.onContinue?.[0];
      if (load) load.when = { ref: 'media-on' };
      const list = journey.ruleLists['after-the-description'];
      if (list?.rules[0]) list.rules[0].to = 'photos';
    });
    const lines = checkJourneyFiles([file], context).lines.map((line) => line.slice(file.length));
    expect(lines.filter((line) => line.includes('"photos"'))).toEqual([
      '#/ruleLists/after-the-description/rules/0/to: error: no step or exit "photos" (unknown-target)',
    ]);
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^#\/steps\/\d+\/next\/0\/when: error: leads from "additional-details" to "damp-assessment".*\(unloaded-fact\)$/,
        ),
        '#/ruleLists/after-the-description/rules/0/to: error: no step or exit "photos" (unknown-target)',
      ]),
    );
  });

  it('exits with 1 for a step no route reaches, an error, and with 0 for a file with warnings only', () => {
    const unreachable = brokenReferral({
      '/steps/6': {
        id: 'extra-question',
        kind: 'question',
        route: '/extraquestion',
        headingKey: 'referral.details.heading',
        fields: [{ answer: 'extra', widget: 'text', labelKey: 'referral.details.label' }],
        next: [{ to: 'contact-details' }],
      },
      '/sections/2/steps/1': 'extra-question',
    });
    const warned = brokenReferral({
      '/steps/2/next': [{ to: 'contact-details', when: { answer: 'referral-for', equals: 'myself' } }],
    });
    const printed: string[] = [];
    const log = vi.spyOn(console, 'log').mockImplementation((line: string) => void printed.push(line));
    try {
      expect(runCheck([unreachable], [FIXTURE_LOCALE])).toBe(1);
      expect(runCheck([warned], [FIXTURE_LOCALE])).toBe(0);
    } finally {
      log.mockRestore();
    }
    expect(printed.map((line) => line.replace(/^\S+\.json#/, '#').replace(/\d+ ms/, 'N ms'))).toEqual([
      '#/steps/6: error: no route reaches step "extra-question" (unreachable-step)',
      'Checked 1 journey in N ms: 1 error, 0 warnings.',
      '#/steps/2/next: warning: when no condition holds the resident is stuck: end with a rule without when (no-default-rule)',
      'Checked 1 journey in N ms: 0 errors, 1 warning.',
    ]);
  });

  it('reports a page of an included journey that no section of the including journey names', () => {
    const file = changedRepair((journey) => {
      for (const section of journey.sections) section.steps = section.steps.filter((id) => id !== 'damp-assessment');
    });
    // The included steps follow the repair's own: damp-assessment is the second of damp-and-mould.json.
    const composedAt = (JSON.parse(readFileSync(file, 'utf8')) as RepairFile).steps.length + 1;
    const lines = checkJourneyFiles([file], context).lines.map((line) => line.slice(file.length));
    expect(lines).toEqual([
      `#/steps/${composedAt}: error: step "damp-assessment" is in no section, so its page shows no progress: add "damp-assessment" to the steps of one of "sections" (in damp-and-mould.json#/steps/1) (section-missing)`,
    ]);
    // The included journey has no sections of its own: checked alone, it shows no progress and passes.
    expect(checkJourneyFiles(['journeys/damp-and-mould.json'], context).lines).toEqual([]);
  });

  it('answers through the fast start of npm run journeys (a bundle, no tsx) with the same lines and exit code', () => {
    const file = brokenReferral({ '/steps/1/fields/0/widget': 'tick-boxes' });
    const run = spawnSync(process.execPath, ['scripts/journeys/launch.mjs', 'check', file, 'journeys/referral.json'], {
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    const lines = run.stdout.trim().split('\n');
    expect(lines[0]).toBe(checkJourneyFiles([file], context).lines[0]);
    expect(lines[1]).toMatch(/^Checked 2 journeys in \d+ ms: 1 error, 0 warnings\.$/);
  }, 30_000);
});
