import type { RepairsWords } from '../repairs-words';
import { detailsPath, type RepairRow } from './list-item-view';
import { RecordCards, RecordTable, type ListColumns, type ListRecord } from '../../../lists/record-list';

/** The repair list's columns: reference, description, area, date raised and status. */
export function repairColumns(words: RepairsWords): ListColumns {
  return {
    caption: words('list.tableCaption'),
    reference: words('list.column.reference'),
    title: words('list.column.description'),
    details: [words('list.column.area'), words('list.column.raised')],
    status: words('list.column.status'),
  };
}

/** A repair as a record of the list views. */
export function repairRecord(row: RepairRow, words: RepairsWords): ListRecord {
  return {
    id: row.id,
    to: detailsPath(row.id),
    reference: row.reference,
    title: row.description,
    details: [row.area, row.raised],
    status: row.status,
    tone: row.tone,
    viewLabel: words('list.viewDetailsOf', { reference: row.reference, description: row.description }),
  };
}

/** The desktop table of repairs (RecordTable). */
export function RepairTable({ rows, words }: { rows: RepairRow[]; words: RepairsWords }) {
  return <RecordTable records={rows.map((row) => repairRecord(row, words))} columns={repairColumns(words)} />;
}

/** The narrow screen's repair cards: the next 100 load when the end scrolls into view (RecordCards). */
export function RepairCards(props: {
  rows: RepairRow[];
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
  words: RepairsWords;
}) {
  const { rows, words } = props;
  return (
    <RecordCards
      {...props}
      records={rows.map((row) => repairRecord(row, words))}
      columns={repairColumns(words)}
      words={{
        viewDetails: words('list.viewDetails'),
        loadingMore: words('list.loadingMore'),
        showMore: words('list.showMore'),
      }}
    />
  );
}
