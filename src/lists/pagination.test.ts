import { describe, expect, it } from 'vitest';
import { pageNumbers } from './pagination';

describe('page numbers under the table', () => {
  it('shows all pages when there are few', () => {
    expect(pageNumbers(1, 4)).toEqual([1, 2, 3, 4]);
  });

  it('shows the first, the last and two either side of the current page, with gaps', () => {
    expect(pageNumbers(10, 20)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20]);
    expect(pageNumbers(1, 20)).toEqual([1, 2, 3, 'gap', 20]);
  });
});
