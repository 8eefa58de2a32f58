import { Link, useNavigate } from 'react-router-dom';
import type { AreaWords } from '../i18n/use-area-words';
import { StatusTag, type StatusTone } from './status-tag';
import { LoadMore } from './load-more';
import './lists.css';

/** One record of a list (a repair, a service request, a transaction) as both list views show it. */
export interface ListRecord {
  id: string;
  /** Where its details open; none for a record without details (a transaction). */
  to?: string;
  reference: string;
  /** What it is: the table's second column and the card's heading. */
  title: string;
  /** The columns between the title and the status, in the order of `ListColumns.details`. */
  details: string[];
  status: string;
  tone: StatusTone;
  /** The name of the card's View details link, naming the record (with `to`). */
  viewLabel?: string;
  /** The name of the table's link when the reference alone does not say what opens (a message's date); it starts with the reference. */
  linkLabel?: string;
  /**
   * Which of the details heads the card instead of the title (a message's subject); that detail
   * is then left out of the card's facts and the title is one of them.
   */
  headingDetail?: number;
  /** Called as the record opens, before its details show (a message is kept for its page). */
  onOpen?: () => void;
}

/** The words of the columns (and of the card's facts). */
export interface ListColumns {
  caption: string;
  reference: string;
  title: string;
  details: string[];
  status: string;
}

/**
 * The desktop table: reference, title, the detail columns and the status (written, the colour
 * only repeats it). The reference is the link to the details (keyboard and screen readers); a
 * click anywhere on the row does the same. A record without details is plain text.
 */
export function RecordTable({ records, columns }: { records: ListRecord[]; columns: ListColumns }) {
  const navigate = useNavigate();
  return (
    <div className="repair-table-wrapper">
      <table className="repair-table">
        <caption className="repairs-visually-hidden">{columns.caption}</caption>
        <thead>
          <tr>
            {[columns.reference, columns.title, ...columns.details, columns.status].map((label) => (
              <th key={label} scope="col">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {records.map(({ to, ...record }) => (
            <tr
              key={record.id}
              className={to ? 'repair-table__row' : undefined}
              onClick={
                to
                  ? () => {
                      record.onOpen?.();
                      void navigate(to);
                    }
                  : undefined
              }
            >
              <th scope="row">
                {to ? (
                  <Link
                    to={to}
                    aria-label={record.linkLabel}
                    onClick={(event) => {
                      event.stopPropagation();
                      record.onOpen?.();
                    }}
                  >
                    {record.reference}
                  </Link>
                ) : (
                  record.reference
                )}
              </th>
              <td className="repair-table__description">{record.title}</td>
              {record.details.map((value, at) => (
                <td key={columns.details[at] ?? at}>{value}</td>
              ))}
              <td>
                <StatusTag label={record.status} tone={record.tone} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A card's heading: the title, or the detail named to head it. */
function headingOf(record: ListRecord): string {
  return record.headingDetail === undefined ? record.title : (record.details[record.headingDetail] ?? record.title);
}

/** A card's labelled facts: the reference, the title when a detail heads the card, and the other details. */
function factsOf(record: ListRecord, columns: ListColumns): [label: string | undefined, value: string][] {
  const details = record.details.map((value, at): [string | undefined, string] => [columns.details[at], value]);
  if (record.headingDetail === undefined) return [[columns.reference, record.reference], ...details];
  return [
    [columns.reference, record.reference],
    [columns.title, record.title],
    ...details.filter((_, at) => at !== record.headingDetail),
  ];
}

/** What the narrow screen's list needs besides the records: more to load, and its words. */
export interface RecordCardsProps {
  records: ListRecord[];
  columns: ListColumns;
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
  words: { viewDetails?: string; loadingMore: string; showMore: string };
}

/**
 * The narrow screen's list: one card per record with its reference and details and View
 * details (when it has details). When the end of the list scrolls into view the next ones show (LoadMore, with its
 * Show more button).
 */
export function RecordCards({ records, columns, hasMore, loading, onLoadMore, words }: RecordCardsProps) {
  return (
    <>
      <ul className="repair-cards">
        {records.map((record) => (
          <li key={record.id} className={`repair-card repair-card--${record.tone}`}>
            <h2 className="repair-card__heading">{headingOf(record)}</h2>
            <StatusTag label={record.status} tone={record.tone} />
            <dl className="repair-card__facts">
              {factsOf(record, columns).map(([label, value], at) => {
                return (
                  <div key={label ?? at}>
                    <dt>{label}</dt>
                    <dd>{value}</dd>
                  </div>
                );
              })}
            </dl>
            {record.to && (
              <Link
                className="button button--secondary"
                to={record.to}
                aria-label={record.viewLabel}
                onClick={record.onOpen}
              >
                {words.viewDetails}
              </Link>
            )}
          </li>
        ))}
      </ul>
      <LoadMore
        shown={records.length}
        hasMore={hasMore}
        loading={loading}
        onLoadMore={onLoadMore}
        loadingLabel={words.loadingMore}
        moreLabel={words.showMore}
      />
    </>
  );
}

/** What every row of a home's list (a repair, a case) has: its id, reference and status with its tone. */
export interface ListRow {
  id: string;
  reference: string;
  status: string;
  tone: StatusTone;
}

/** The fields of a row that hold words (the ones a list may show as its title and details). */
type TextField<Row> = { [K in keyof Row]: Row[K] extends string ? K : never }[keyof Row] & string;

/**
 * The desktop table and the narrow screen's cards of a home's list (the repairs, the cases). A
 * row's `title` field and its `details` fields are the columns between the reference and the
 * status, each headed by list.column.<field> in the list's namespace (the caption, reference and
 * status headings are list.tableCaption, list.column.reference and list.column.status); a row opens
 * at `path`, and its card's link is named list.viewDetailsOf with the reference and the title
 * field. The cards are worded list.viewDetails, list.loadingMore and list.showMore.
 */
export function recordViews<Row extends ListRow, Field extends TextField<Row>>(
  path: (row: Row) => string,
  title: Field,
  details: readonly Field[],
) {
  const toRecord = (row: Row, words: AreaWords): ListRecord => ({
    id: row.id,
    to: path(row),
    reference: row.reference,
    title: row[title] as string,
    details: details.map((field) => row[field] as string),
    status: row.status,
    tone: row.tone,
    viewLabel: words('list.viewDetailsOf', { reference: row.reference, [title]: row[title] }),
  });
  const columns = (words: AreaWords): ListColumns => ({
    caption: words('list.tableCaption'),
    reference: words('list.column.reference'),
    title: words(`list.column.${title}`),
    details: details.map((field) => words(`list.column.${field}`)),
    status: words('list.column.status'),
  });
  function Table({ rows, words }: { rows: Row[]; words: AreaWords }) {
    return <RecordTable records={rows.map((row) => toRecord(row, words))} columns={columns(words)} />;
  }
  function Cards({
    rows,
    words,
    loading = false,
    ...more
  }: {
    rows: Row[];
    hasMore: boolean;
    loading?: boolean;
    onLoadMore: () => void;
    words: AreaWords;
  }) {
    return (
      <RecordCards
        {...more}
        loading={loading}
        records={rows.map((row) => toRecord(row, words))}
        columns={columns(words)}
        words={{
          viewDetails: words('list.viewDetails'),
          loadingMore: words('list.loadingMore'),
          showMore: words('list.showMore'),
        }}
      />
    );
  }
  return { Table, Cards };
}
