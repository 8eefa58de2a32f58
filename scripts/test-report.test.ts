import { describe, expect, it } from 'vitest';
import {
  failureLines,
  figureLines,
  selectStages,
  summaryLine,
  totalCounts,
  vitestCounts,
  type VitestJsonReport,
} from './test-report.mjs';

const stageIds = ['typecheck', 'lint', 'format', 'unit', 'db-pglite', 'db-postgres', 'build', 'browser'];

function report(overrides: Partial<VitestJsonReport> = {}): VitestJsonReport {
  return {
    numPassedTests: 0,
    numFailedTests: 0,
    numPendingTests: 0,
    numTodoTests: 0,
    numTotalTests: 0,
    testResults: [],
    ...overrides,
  };
}

describe('summaryLine', () => {
  it('prints the line CI reads, naming skipped tests only when there are some', () => {
    expect(summaryLine({ passed: 960, failed: 3, skipped: 0 })).toBe('960 passed, 3 failed');
    expect(summaryLine({ passed: 12, failed: 0, skipped: 2 })).toBe('12 passed, 0 failed, 2 skipped');
  });

  it('adds up the stages', () => {
    const total = totalCounts([
      { passed: 1, failed: 0, skipped: 0 },
      { passed: 40, failed: 2, skipped: 1, note: 'x' },
    ]);
    expect(total).toEqual({ passed: 41, failed: 2, skipped: 1 });
  });
});

describe('vitestCounts', () => {
  it('takes passed, failed and skipped tests from the report', () => {
    const counts = vitestCounts(
      report({ numPassedTests: 5, numFailedTests: 1, numPendingTests: 2, numTodoTests: 1, numTotalTests: 9 }),
      1,
    );
    expect(counts).toEqual({ passed: 5, failed: 1, skipped: 3 });
  });

  it('counts a test file that failed before its tests ran as one failure', () => {
    const counts = vitestCounts(
      report({
        numPassedTests: 3,
        numPendingTests: 4,
        numTotalTests: 7,
        testResults: [
          { status: 'failed', assertionResults: [{ status: 'skipped' }, { status: 'skipped' }] },
          { status: 'passed', assertionResults: [{ status: 'passed' }] },
        ],
      }),
      1,
    );
    expect(counts.failed).toBe(1);
  });

  it('counts a failing exit with no failed test as one failure and says why', () => {
    const counts = vitestCounts(report({ numPassedTests: 8, numTotalTests: 8 }), 1);
    expect(counts).toMatchObject({ passed: 8, failed: 1, note: expect.stringContaining('errors outside tests') });
  });

  it('counts a run that wrote no report as one failure', () => {
    expect(vitestCounts(null, 1)).toMatchObject({ passed: 0, failed: 1, note: 'vitest wrote no report' });
  });

  it('notes a stage without test files without failing it', () => {
    expect(vitestCounts(report(), 0)).toEqual({
      passed: 0,
      failed: 0,
      skipped: 0,
      note: 'no test files in this stage',
    });
  });
});

describe('selectStages', () => {
  it('runs every stage in order by default', () => {
    expect(selectStages([], stageIds)).toEqual(stageIds);
  });

  it('keeps the order of the stages whatever the order of --only', () => {
    expect(selectStages(['--only', 'unit,lint'], stageIds)).toEqual(['lint', 'unit']);
    expect(selectStages(['--only=build,browser'], stageIds)).toEqual(['build', 'browser']);
  });

  it('leaves out the stages of --skip', () => {
    expect(selectStages(['--skip', 'db-postgres,browser'], stageIds)).toEqual(
      stageIds.filter((id) => id !== 'db-postgres' && id !== 'browser'),
    );
  });

  it('rejects an unknown stage and lists the known ones', () => {
    expect(() => selectStages(['--only', 'e2e'], stageIds)).toThrow(
      'Unknown stage "e2e". Stages: typecheck, lint, format, unit, db-pglite, db-postgres, build, browser.',
    );
  });

  it('refuses a selection that leaves nothing to run', () => {
    expect(() => selectStages(['--only', 'lint', '--skip', 'lint'], stageIds)).toThrow('leave no stage to run');
  });

  it('rejects --only without a list', () => {
    expect(() => selectStages(['--only'], stageIds)).toThrow('--only needs a comma-separated list of stages.');
    expect(() => selectStages(['--only', '--skip', 'lint'], stageIds)).toThrow('--only needs');
  });
});

describe('figureLines', () => {
  it('prints each figure with its target, adds up same-named figures and marks a missed target', () => {
    const text = [
      JSON.stringify({ name: 'axe violations on routes', value: 0, target: '0', met: true, detail: 'on 30 routes' }),
      JSON.stringify({ name: 'fuzz responses of 500', value: 0, target: '0', met: true }),
      JSON.stringify({ name: 'fuzz responses of 500', value: 2, target: '0', met: false }),
      'not json',
      JSON.stringify({ name: 'cases tried', value: 12 }),
      JSON.stringify({ name: 'pages too wide', value: 0, detail: 'of 3 routes', target: '0', met: true }),
      JSON.stringify({ name: 'pages too wide', value: 1, detail: 'of 4 steps', target: '0', met: false }),
    ].join('\n');
    expect(figureLines(text)).toEqual([
      'axe violations on routes: 0 on 30 routes (target 0, met)',
      'fuzz responses of 500: 2 (target 0, NOT MET)',
      'cases tried: 12',
      'pages too wide: 1 (0 of 3 routes; 1 of 4 steps) (target 0, NOT MET)',
    ]);
  });
});

describe('failureLines', () => {
  it('names each failed test by file and title with the first line of its failure', () => {
    const lines = failureLines(
      report({
        testResults: [
          {
            status: 'failed',
            name: '/repo/tests/browser/a.browser.test.ts',
            assertionResults: [
              { status: 'passed', fullName: 'a passes' },
              {
                status: 'failed',
                fullName: 'a › fails',
                failureMessages: ['\nAssertionError: expected 1 to be 2\n    at x'],
              },
            ],
          },
          { status: 'failed', name: '/repo/src/b.test.ts', message: 'Cannot find module c', assertionResults: [] },
          { status: 'passed', name: '/repo/src/d.test.ts', assertionResults: [{ status: 'passed' }] },
        ],
      }),
      '/repo',
    );
    expect(lines).toEqual([
      'tests/browser/a.browser.test.ts › a › fails: AssertionError: expected 1 to be 2',
      'src/b.test.ts: Cannot find module c',
    ]);
  });

  it('names nothing for a run without a report', () => {
    expect(failureLines(null, '/repo')).toEqual([]);
  });
});
