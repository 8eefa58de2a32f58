import { describe, expect, it } from 'vitest';
import { budgetBlock, formatBudget, recordBudget } from './budgets';
import { percentile, processCpuSeconds, processMemory } from './resident-load';

describe('bench budgets', () => {
  it('prints each budget with its target and verdict, and closes with every kind, measured or not', () => {
    expect(formatBudget({ name: 'repair search p99', value: '25.0 ms', target: 'at most 20 ms', met: false })).toBe(
      'repair search p99: 25.0 ms (target at most 20 ms: NOT MET)',
    );
    expect(recordBudget('engine', { name: 'engine ratio', value: '1.10x', target: 'at most 1.3x', met: true })).toBe(
      'engine ratio: 1.10x (target at most 1.3x: met)',
    );
    recordBudget('gateway floor', {
      name: 'repair search p99 at 1 connection',
      value: '4.0 ms',
      target: 'at most 3 ms',
      met: false,
    });
    expect(budgetBlock()).toEqual([
      'Budgets',
      '  engine ratio: 1.10x (target at most 1.3x: met)',
      '  route: not measured in this run',
      '  start page: not measured in this run',
      '  repair search p99 at 1 connection: 4.0 ms (target at most 3 ms: NOT MET)',
      '  load errors: not measured in this run',
      '  load p99: not measured in this run',
      '  gateway start: not measured in this run',
      '  lighthouse: not measured in this run',
      '  2 budgets measured, 1 NOT MET',
    ]);
  });
});

describe('route weights in the budgets block', () => {
  it('sums the routes up: how many met, the heaviest, and each one over', () => {
    const route = (name: string, kb: number) =>
      recordBudget('route', {
        name,
        value: `${kb.toFixed(1)} KB JavaScript (gzip)`,
        target: 'at most 170.0 KB',
        met: kb <= 170,
      });
    route('route weight dashboard', 162.9);
    route('route weight repair journey', 171.5);
    route('route weight profile', 175.0);
    route('route weight errors', 120.1);
    expect(budgetBlock().filter((line) => line.startsWith('  route') || line.startsWith('    '))).toEqual([
      '  route weights: 2 of 4 routes met their budget; the heaviest:',
      '    route weight profile: 175.0 KB JavaScript (gzip) (target at most 170.0 KB: NOT MET)',
      '    route weight repair journey: 171.5 KB JavaScript (gzip) (target at most 170.0 KB: NOT MET)',
    ]);
  });
});

describe('load figures', () => {
  it('reads percentiles by nearest rank', () => {
    const sorted = Array.from({ length: 200 }, (_, i) => i + 1);
    expect(percentile(sorted, 0.5)).toBe(100);
    expect(percentile(sorted, 0.99)).toBe(198);
    expect(percentile([7], 0.99)).toBe(7);
    expect(percentile([], 0.5)).toBeNaN();
  });

  it.skipIf(process.platform !== 'linux')("reads a process's memory and CPU time from /proc", () => {
    const memory = processMemory(process.pid);
    expect(memory.rss).toBeGreaterThan(10 * 1048576);
    expect(memory.peak).toBeGreaterThanOrEqual(memory.rss ?? Infinity);
    const cpu = process.cpuUsage();
    const fromProc = processCpuSeconds(process.pid) ?? -1;
    // /proc counts in hundredths of a second.
    expect(Math.abs(fromProc - (cpu.user + cpu.system) / 1e6)).toBeLessThan(0.1);
  });
});
