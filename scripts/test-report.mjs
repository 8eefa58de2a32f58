// Pure helpers of scripts/test.mjs: choosing stages and counting results. Node built-ins only.

/**
 * Counts of one vitest run from its JSON report (null when vitest wrote none). A test file that
 * failed before its tests ran counts as one failure; a failing exit status with no failed test
 * (an unhandled error, say) counts as one failure too.
 */
export function vitestCounts(report, exitCode) {
  if (!report) return { passed: 0, failed: 1, skipped: 0, note: 'vitest wrote no report' };
  const brokenFiles = report.testResults.filter(
    (file) => file.status === 'failed' && file.assertionResults.every((test) => test.status !== 'failed'),
  ).length;
  const counts = {
    passed: report.numPassedTests,
    failed: report.numFailedTests + brokenFiles,
    skipped: report.numPendingTests + report.numTodoTests,
  };
  if (exitCode !== 0 && counts.failed === 0) {
    counts.failed = 1;
    counts.note = `vitest exited with status ${exitCode} (errors outside tests; see above)`;
  } else if (report.numTotalTests === 0) {
    counts.note = 'no test files in this stage';
  }
  return counts;
}

/** The stage ids given as `--name a,b` or `--name=a,b`, or null when the option is absent. */
function stageList(argv, name, knownIds) {
  const index = argv.findIndex((arg) => arg === `--${name}` || arg.startsWith(`--${name}=`));
  if (index < 0) return null;
  const value = argv[index].includes('=') ? argv[index].slice(argv[index].indexOf('=') + 1) : argv[index + 1];
  if (!value || value.startsWith('--')) throw new Error(`--${name} needs a comma-separated list of stages.`);
  const ids = value.split(',').filter(Boolean);
  const unknown = ids.find((id) => !knownIds.includes(id));
  if (unknown) throw new Error(`Unknown stage "${unknown}". Stages: ${knownIds.join(', ')}.`);
  return ids;
}

/** The stage ids to run, in their order, after `--only` and `--skip`. */
export function selectStages(argv, knownIds) {
  const only = stageList(argv, 'only', knownIds);
  const skip = stageList(argv, 'skip', knownIds) ?? [];
  const selected = knownIds.filter((id) => (only ? only.includes(id) : true) && !skip.includes(id));
  if (selected.length === 0) throw new Error('--only and --skip leave no stage to run.');
  return selected;
}

/** Adds up the stages' counts. */
export function totalCounts(countsList) {
  const total = { passed: 0, failed: 0, skipped: 0 };
  for (const counts of countsList) {
    for (const key of Object.keys(total)) total[key] += counts[key];
  }
  return total;
}

/** The closing line CI reads: "N passed, N failed" and ", N skipped" when some were. */
export function summaryLine({ passed, failed, skipped }) {
  return `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`;
}

/**
 * The figures lines of a stage from its JSON-lines file (tests/support/figures.ts writes them):
 * one line each, "name: value detail (target T, met|NOT MET)". Figures with the same name (one
 * per test file, say) are added up, each part's value and detail shown in brackets when they have
 * details, and met only when all were. Unreadable lines are skipped.
 */
export function figureLines(text) {
  const byName = new Map();
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    let figure;
    try {
      figure = JSON.parse(line);
    } catch {
      continue;
    }
    if (typeof figure?.name !== 'string' || typeof figure.value !== 'number') continue;
    const parts = byName.get(figure.name) ?? [];
    parts.push(figure);
    byName.set(figure.name, parts);
  }
  return [...byName.entries()].map(([name, parts]) => {
    const value = parts.reduce((sum, part) => sum + part.value, 0);
    const details = parts.map((part) => [part.value, part.detail].filter((word) => word !== undefined).join(' '));
    let detail = '';
    if (parts.length === 1 && parts[0].detail) detail = ` ${parts[0].detail}`;
    else if (parts.length > 1 && parts.some((part) => part.detail)) detail = ` (${details.join('; ')})`;
    const withTarget = parts.find((part) => part.target !== undefined);
    const met = parts.every((part) => part.met !== false);
    const target = withTarget ? ` (target ${withTarget.target}, ${met ? 'met' : 'NOT MET'})` : '';
    return `${name}: ${value}${detail}${target}`;
  });
}

/** The first line of a failure message that says something, cut to a line's length. */
function firstWords(message) {
  const line =
    (message ?? '')
      .split('\n')
      .map((part) => part.trim())
      .find(Boolean) ?? '';
  return line.length > 200 ? `${line.slice(0, 199)}…` : line;
}

/**
 * The failed tests of a vitest run, one line each ("file › test: first line of the failure"), so
 * that the end of the output, which is all a CI log may keep, names what failed. A test file that
 * failed before its tests ran is named with its own error.
 */
export function failureLines(report, root) {
  if (!report) return [];
  const lines = [];
  for (const file of report.testResults) {
    const path = file.name?.startsWith(`${root}/`) ? file.name.slice(root.length + 1) : (file.name ?? 'a test file');
    const failed = file.assertionResults.filter((test) => test.status === 'failed');
    for (const test of failed)
      lines.push(`${path} › ${test.fullName ?? '?'}: ${firstWords(test.failureMessages?.[0])}`);
    if (file.status === 'failed' && failed.length === 0) lines.push(`${path}: ${firstWords(file.message) || 'failed'}`);
  }
  return lines;
}
