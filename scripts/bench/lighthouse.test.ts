import { describe, expect, it } from 'vitest';
import { AUDITED_PAGES, figuresOf, medianFigures, reportFileName, type PageFigures } from './lighthouse.bench';

/** A Lighthouse result as the bench reads it, ending on `url`. */
function result(url: string, score = 0.42) {
  return {
    finalDisplayedUrl: url,
    categories: { performance: { score } },
    audits: {
      'largest-contentful-paint': { numericValue: 5800 },
      'total-blocking-time': { numericValue: 560 },
      'cumulative-layout-shift': { numericValue: 0.35 },
      'resource-summary': {
        details: {
          items: [
            { resourceType: 'total', transferSize: 900_000, requestCount: 40 },
            { resourceType: 'script', transferSize: 694_000, requestCount: 34 },
          ],
        },
      },
    },
  };
}

describe('Lighthouse figures in the bench', () => {
  it('reads the score, LCP, TBT, CLS and the scripts transferred of a page that ended where it should', () => {
    expect(figuresOf(result('http://127.0.0.1:4000/customer360View'), '/customer360View')).toEqual({
      score: 42,
      lcpMs: 5800,
      tbtMs: 560,
      cls: 0.35,
      scriptBytes: 694_000,
      scriptRequests: 34,
    });
  });

  it('refuses the figures of a signed-in page that was redirected to the start page', () => {
    expect(() => figuresOf(result('http://127.0.0.1:4000/startpage', 1), '/customer360View')).toThrow(
      'The audit ended on /startpage, not on /customer360View (was the resident still signed in?).',
    );
  });

  it('takes the median of each figure on its own', () => {
    const run = (score: number, tbtMs: number): PageFigures => ({
      score,
      lcpMs: 1000,
      tbtMs,
      cls: 0,
      scriptBytes: 10,
      scriptRequests: 1,
    });
    expect(medianFigures([run(90, 300), run(40, 100), run(70, 900)])).toMatchObject({ score: 70, tbtMs: 300 });
    expect(medianFigures([run(90, 300), run(40, 100)])).toMatchObject({ score: 65, tbtMs: 200 });
  });

  it("names each audited page's saved report by its name, one file per page", () => {
    expect(reportFileName('repair journey, first step (signed in)')).toBe('repair-journey-first-step-signed-in.json');
    const names = AUDITED_PAGES.map((page) => reportFileName(page.name));
    expect(new Set(names).size).toBe(AUDITED_PAGES.length);
    expect(() => reportFileName('!!')).toThrow('The page name "!!" gives no report file name.');
  });
});
