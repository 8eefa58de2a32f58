import { appendFileSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/**
 * One figure a test measured, printed by `npm test` (scripts/test.mjs) after the stage that made
 * it and again in the summary: an accessibility or fuzzing count, say, with the target it is held
 * to. The test still asserts the target itself; the figure is what a reader sees in the log.
 */
export interface TestFigure {
  /** What was counted, in words: "axe violations on every route". */
  name: string;
  value: number;
  /** The target in words: "0", "at least 20". */
  target?: string;
  /** Whether the value meets the target (the test fails when it does not). */
  met?: boolean;
  /** Extra words after the value: "of 34 routes". */
  detail?: string;
}

/**
 * Where figures go: scripts/test.mjs names one file per stage in TEST_FIGURES_FILE; a test run
 * outside it writes to .cache/test-results/figures.jsonl.
 */
function figuresFile(): string {
  return process.env.TEST_FIGURES_FILE ?? resolve('.cache', 'test-results', 'figures.jsonl');
}

/** Records a figure (one JSON line, appended, so files in several workers never overwrite each other). */
export function reportFigure(figure: TestFigure): void {
  const file = figuresFile();
  mkdirSync(dirname(file), { recursive: true });
  appendFileSync(file, `${JSON.stringify(figure)}\n`);
}
