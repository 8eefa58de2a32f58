export interface StageCounts {
  passed: number;
  failed: number;
  skipped: number;
  note?: string;
}

/** The parts of vitest's JSON report the runner reads. */
export interface VitestJsonReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  numTotalTests: number;
  testResults: {
    status: string;
    name?: string;
    message?: string;
    assertionResults: { status: string; fullName?: string; failureMessages?: string[] }[];
  }[];
}

export function vitestCounts(report: VitestJsonReport | null, exitCode: number): StageCounts;
export function selectStages(argv: string[], knownIds: string[]): string[];
export function totalCounts(countsList: StageCounts[]): { passed: number; failed: number; skipped: number };
export function summaryLine(counts: { passed: number; failed: number; skipped: number }): string;

export function figureLines(text: string): string[];
export function failureLines(report: VitestJsonReport | null, root: string): string[];
