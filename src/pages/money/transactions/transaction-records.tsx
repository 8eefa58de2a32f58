import type { Transaction } from '../../../../schemas/generated/types';
import { formatDate } from '../../../dates/date-format';
import { RecordCards, RecordTable, type ListColumns, type ListRecord } from '../../../lists/record-list';
import { balanceText, formatPounds } from '../account/money-amount';
import type { MoneyWords } from '../money-words';

/** Unposted (pending) transactions first, each group in the gateway's order (ACC-TXN-01). */
export function pendingFirst(transactions: readonly Transaction[]): Transaction[] {
  return [
    ...transactions.filter((t) => !t.statuses['is-posted']),
    ...transactions.filter((t) => t.statuses['is-posted']),
  ];
}

/** The columns: date, description, credit or debit, amount, running balance and status. */
export function transactionColumns(words: MoneyWords, accountName: string): ListColumns {
  return {
    caption: words('transactions.tableCaption', { name: accountName }),
    reference: words('transactions.column.date'),
    title: words('transactions.column.description'),
    details: [
      words('transactions.column.direction'),
      words('transactions.column.amount'),
      words('transactions.column.balance'),
    ],
    status: words('transactions.column.status'),
  };
}

/**
 * A transaction as a record of the list views: its date (DD MMM YYYY), description, Credit or
 * Debit written out (never colour alone), the amount, the running balance worded as balances are
 * ('(£612.48) in arrears'), and Pending or Posted. It has no details page.
 */
export function transactionRecord(transaction: Transaction, words: MoneyWords): ListRecord {
  const posted = transaction.statuses['is-posted'];
  return {
    id: transaction['transaction-identifier'],
    reference: formatDate(transaction.dates['transaction-date'], 'shortMonth'),
    title: transaction['transaction-description'],
    details: [
      words(`transactions.paymentCode.${transaction['payment-code']}`),
      formatPounds(transaction.amount.gross.value),
      balanceText(transaction['running-balance'].value, words),
    ],
    status: words(posted ? 'transactions.status.posted' : 'transactions.status.pending'),
    tone: posted ? 'green' : 'yellow',
  };
}

/** The desktop table of transactions (RecordTable). */
export function TransactionTable(props: { transactions: Transaction[]; accountName: string; words: MoneyWords }) {
  const { transactions, accountName, words } = props;
  return (
    <RecordTable
      records={pendingFirst(transactions).map((t) => transactionRecord(t, words))}
      columns={transactionColumns(words, accountName)}
    />
  );
}

/** The narrow screen's transaction cards: the next 100 load when the end scrolls into view (RecordCards). */
export function TransactionCards(props: {
  transactions: Transaction[];
  accountName: string;
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
  words: MoneyWords;
}) {
  const { transactions, accountName, words } = props;
  return (
    <RecordCards
      {...props}
      records={pendingFirst(transactions).map((t) => transactionRecord(t, words))}
      columns={transactionColumns(words, accountName)}
      words={{ loadingMore: words('transactions.loadingMore'), showMore: words('transactions.showMore') }}
    />
  );
}
