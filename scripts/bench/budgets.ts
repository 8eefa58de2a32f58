/**
 * The budgets `npm run bench` checks (docs/operations.md): each section that measures one records
 * it here, prints its own line, and the run ends with all of them in one block. A budget that
 * misses its target is printed NOT MET; the bench never fails on a number.
 */

export interface BudgetResult {
  /** What is measured, e.g. "repair search p99 on the gateway at 1 connection". */
  name: string;
  /** The measured figure with its unit, e.g. "12.3 ms". */
  value: string;
  /** The target in words, e.g. "at most 3 ms". */
  target: string;
  met: boolean;
}

/** The budgets of issues 15 and 29, the load scenarios and the gateway's start, in the order the block lists them. */
export const BUDGET_KINDS = [
  'engine',
  'route',
  'start page',
  'gateway floor',
  'load errors',
  'load p99',
  'gateway start',
  'lighthouse',
] as const;
export type BudgetKind = (typeof BUDGET_KINDS)[number];

const recorded: { kind: BudgetKind; result: BudgetResult }[] = [];

/** One budget line: the figure, its target and the verdict. */
export function formatBudget(result: BudgetResult): string {
  return `${result.name}: ${result.value} (target ${result.target}: ${result.met ? 'met' : 'NOT MET'})`;
}

/**
 * Records a budget for the closing block and answers its line, for the section to print.
 *
 * @example
 * lines.push(recordBudget('gateway floor', { name: 'repair search p99 at 1 connection', value: '2.1 ms', target: 'at most 3 ms', met: true }));
 */
export function recordBudget(kind: BudgetKind, result: BudgetResult): string {
  recorded.push({ kind, result });
  return formatBudget(result);
}

/**
 * The routes in two lines or so: how many met the budget, the heaviest (the one closest to it) and
 * every route that missed it.
 */
function routeSummary(results: BudgetResult[]): string[] {
  const missed = results.filter((result) => !result.met);
  const heaviest = results.reduce((a, b) => (parseFloat(b.value) > parseFloat(a.value) ? b : a));
  return [
    `  route weights: ${results.length - missed.length} of ${results.length} routes met their budget; the heaviest:`,
    `    ${formatBudget(heaviest)}`,
    ...missed.filter((result) => result !== heaviest).map((result) => `    ${formatBudget(result)}`),
  ];
}

/** The closing block: every budget measured in this run, and those whose section did not run. */
export function budgetBlock(): string[] {
  const lines = ['Budgets'];
  for (const kind of BUDGET_KINDS) {
    const results = recorded.filter((entry) => entry.kind === kind).map((entry) => entry.result);
    if (results.length === 0) lines.push(`  ${kind}: not measured in this run`);
    else if (kind === 'route' && results.length > 1) lines.push(...routeSummary(results));
    else for (const result of results) lines.push(`  ${formatBudget(result)}`);
  }
  const missed = recorded.filter((entry) => !entry.result.met).length;
  lines.push(`  ${recorded.length} budgets measured, ${missed === 0 ? 'all met' : `${missed} NOT MET`}`);
  return lines;
}
