import { useId } from 'react';
import type { AreaWords } from '../i18n/use-area-words';
import './lists.css';

/** The page numbers shown: the first, the last and two either side of the current one. */
export function pageNumbers(page: number, pageCount: number): (number | 'gap')[] {
  const shown = [...new Set([1, page - 2, page - 1, page, page + 1, page + 2, pageCount])]
    .filter((n) => n >= 1 && n <= pageCount)
    .sort((a, b) => a - b);
  return shown.flatMap((n, i) => (i > 0 && n - (shown[i - 1] ?? n) > 1 ? ['gap' as const, n] : [n]));
}

/**
 * Previous, page numbers and Next under the table, and the choice of rows per page among `sizes`
 * (the repairs list's 10, 20 or 100; the case list's 10, 20 or 50). Worded by the list's
 * `list.paging.*` messages.
 */
export function Pagination<Size extends number>({
  page,
  pageSize,
  sizes,
  totalCount,
  onPage,
  onPageSize,
  words,
}: {
  page: number;
  pageSize: Size;
  sizes: readonly Size[];
  totalCount: number;
  onPage: (page: number) => void;
  onPageSize: (size: Size) => void;
  words: AreaWords;
}) {
  const sizeId = useId();
  const pageCount = Math.max(1, Math.ceil(totalCount / pageSize));
  return (
    <div className="repair-paging">
      {pageCount > 1 && (
        <nav aria-label={words('list.paging.label')}>
          <ul className="repair-paging__list">
            <li>
              <button
                type="button"
                className="repairs-link-button"
                disabled={page <= 1}
                onClick={() => onPage(page - 1)}
              >
                {words('list.paging.previous')}
              </button>
            </li>
            {pageNumbers(page, pageCount).map((n, i) =>
              n === 'gap' ? (
                <li key={`gap-${i}`} aria-hidden="true">
                  …
                </li>
              ) : (
                <li key={n}>
                  <button
                    type="button"
                    className="repairs-link-button"
                    aria-current={n === page ? 'page' : undefined}
                    aria-label={words('list.paging.page', { page: n })}
                    onClick={() => onPage(n)}
                  >
                    {n}
                  </button>
                </li>
              ),
            )}
            <li>
              <button
                type="button"
                className="repairs-link-button"
                disabled={page >= pageCount}
                onClick={() => onPage(page + 1)}
              >
                {words('list.paging.next')}
              </button>
            </li>
          </ul>
        </nav>
      )}
      <div className="form-group repair-paging__size">
        <label htmlFor={sizeId}>{words('list.paging.size')}</label>
        <select
          id={sizeId}
          className="select"
          value={pageSize}
          onChange={(event) => onPageSize(Number(event.target.value) as Size)}
        >
          {sizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
