import type { ErrorItem, TransactionQuery } from '../../../../schemas/generated/types';
import { BadRequestError } from '../../http/errors';
import type { Clock } from '../../common/clock';
import type { TransactionCriteria } from '../../repositories/transaction-repository';
import { datesAndSearch } from '../list-query';

/** Page size when the query names none (ACC-TXN-05: default 10). */
export const DEFAULT_TRANSACTION_PAGE_SIZE = 10;

/**
 * Turns the checked query of GET /accounts/{id}/transactions into criteria (ACC-GWY-09, ACC-TXN-02): pages by
 * pageNumber and pageSize or by Skip and Limit (not both; 10 a page by default), the dates from
 * DateFrom to DateTo (one year ago to today in London by default), searchText trimmed (blank is no
 * search) and the types asked for. Throws BadRequestError for mixed paging, a range that ends
 * before it starts (SSC004) or a search holding control characters.
 *
 * @example
 * transactionCriteria('ACC-100001', { pageNumber: 2, pageSize: 20 }, clock);
 * // { accountId: 'ACC-100001', from: '2025-03-15', to: '2026-03-15', skip: 20, limit: 20 }
 */
export function transactionCriteria(accountId: string, query: TransactionQuery, clock: Clock): TransactionCriteria {
  const problems: ErrorItem[] = [];
  const byPage = query.pageNumber !== undefined || query.pageSize !== undefined;
  const bySkip = query.Skip !== undefined || query.Limit !== undefined;
  if (byPage && bySkip) {
    problems.push({
      field: 'query.Skip',
      message: 'Page either with pageNumber and pageSize or with Skip and Limit, not with both.',
    });
  }
  const { from, to, searchText } = datesAndSearch(
    {
      from: query.DateFrom,
      to: query.DateTo,
      searchText: query.searchText,
      yearsBack: 1,
      fromField: 'query.DateFrom',
      reversedCode: 'SSC004',
    },
    clock,
    problems,
  );
  if (problems.length > 0) throw new BadRequestError(problems);

  const limit = query.Limit ?? query.pageSize ?? DEFAULT_TRANSACTION_PAGE_SIZE;
  const skip = query.Skip ?? ((query.pageNumber ?? 1) - 1) * limit;
  const criteria: TransactionCriteria = { accountId, from, to, skip, limit };
  if (searchText) criteria.searchText = searchText;
  if (query.transactionType && query.transactionType.length > 0) {
    criteria.types = [...new Set(query.transactionType)];
  }
  return criteria;
}
