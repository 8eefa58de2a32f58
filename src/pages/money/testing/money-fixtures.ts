import type { Account, Transaction, TransactionList } from '../../../../schemas/generated/types';
import type { Reply, UrlRoute } from '../../../testing/repairs-harness';

/** An account as GET /customers/{id}/accounts answers it, on premises P1 unless told. */
export function testAccount(
  id: string,
  type: Account['account-type'],
  balance: number,
  overrides: Partial<Account> = {},
): Account {
  return {
    'account-identifier': id,
    'account-type': type,
    'tenancy-type': 'GNT',
    identifiers: { 'pay-ref': `PR-${id}` },
    'tenancy-identifier': 'T1',
    'premises-identifiers': ['P1'],
    balance: [{ 'balance-type': 'live balance', 'monetary-amount': { value: balance } }],
    'last-transaction': { amount: { gross: { value: 25.5 } }, dates: { 'created-date': '2026-02-27' } },
    ...overrides,
  };
}

/** A transaction; posted unless told. */
export function testTransaction(id: string, overrides: Partial<Transaction> = {}): Transaction {
  return {
    'transaction-identifier': id,
    'transaction-description': 'Rent and service charges',
    'payment-code': 'DR',
    'transaction-type': 'DRS',
    amount: { gross: { value: 148.62 } },
    'running-balance': { value: 612.48 },
    dates: { 'transaction-date': '2026-02-23' },
    statuses: { 'is-posted': true },
    ...overrides,
  };
}

/**
 * Answers GET /accounts/{accountId}/transactions like the gateway from a list (already in the
 * gateway's order): DateFrom, DateTo, searchText (in the description), transactionType (repeated),
 * pageNumber and pageSize; `fail` answers 500 instead.
 */
export function transactionSearch(accountId: string, transactions: readonly Transaction[], fail = false): UrlRoute {
  return (method, url): Reply | undefined => {
    if (method !== 'GET' || url.pathname !== `/api/accounts/${accountId}/transactions`) return undefined;
    if (fail) return { status: 500, body: { status: 500, title: 'Server Error', errors: [] } };
    const query = url.searchParams;
    const from = query.get('DateFrom') ?? '0000-01-01';
    const to = query.get('DateTo') ?? '9999-12-31';
    const text = query.get('searchText')?.toLowerCase();
    const types = query.getAll('transactionType');
    const found = transactions.filter(
      (t) =>
        t.dates['transaction-date'] >= from &&
        t.dates['transaction-date'] <= to &&
        (!text || t['transaction-description'].toLowerCase().includes(text)) &&
        (types.length === 0 || types.includes(t['transaction-type'])),
    );
    const size = Number(query.get('pageSize') ?? 10);
    const page = Number(query.get('pageNumber') ?? 1);
    const body: TransactionList = {
      transactions: found.slice((page - 1) * size, page * size),
      'total-count': found.length,
    };
    return { status: 200, body };
  };
}

/** Several URL routes in turn: the first that answers. */
export function eitherRoute(...routes: UrlRoute[]): UrlRoute {
  return (method, url, body) => {
    for (const route of routes) {
      const reply = route(method, url, body);
      if (reply) return reply;
    }
    return undefined;
  };
}
