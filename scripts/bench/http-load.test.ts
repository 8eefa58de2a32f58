import { describe, expect, it } from 'vitest';
import { percentile } from './http-load';

describe('the load runs’ percentiles', () => {
  it('takes the nearest rank, keeping the fraction of a millisecond', () => {
    const times = Array.from({ length: 100 }, (_, i) => (i + 1) / 10 + 0.05); // 0.15 … 10.05 ms
    expect(percentile(times, 0.5)).toBeCloseTo(5.05);
    expect(percentile(times, 0.99)).toBeCloseTo(9.95);
    expect(percentile([3.9], 0.99)).toBe(3.9);
  });

  it('answers NaN for no times rather than a figure that was never measured', () => {
    expect(percentile([], 0.99)).toBeNaN();
  });
});
