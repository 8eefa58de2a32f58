import { RecordCards, RecordTable, type ListColumns, type ListRecord } from '../../../lists/record-list';
import { caseDetailsPath, type CaseRow } from '../case-row';
import type { CasesWords } from '../cases-words';

/** The case list's columns: reference, request type, case owner, date raised and status. */
function caseColumns(words: CasesWords): ListColumns {
  return {
    caption: words('list.tableCaption'),
    reference: words('list.column.reference'),
    title: words('list.column.requestType'),
    details: [words('list.column.owner'), words('list.column.created')],
    status: words('list.column.status'),
  };
}

/** A case as a record of the list views. */
function caseRecord(row: CaseRow, words: CasesWords): ListRecord {
  return {
    id: row.id,
    to: caseDetailsPath(row.id),
    reference: row.reference,
    title: row.requestType,
    details: [row.owner, row.created],
    status: row.status,
    tone: row.tone,
    viewLabel: words('list.viewDetailsOf', { reference: row.reference, requestType: row.requestType }),
  };
}

/** The desktop table of cases (RecordTable): the status written, the colour only repeats it. */
export function CaseTable({ rows, words }: { rows: CaseRow[]; words: CasesWords }) {
  return <RecordTable records={rows.map((row) => caseRecord(row, words))} columns={caseColumns(words)} />;
}

/** The narrow screen's case cards, 50 more shown when the end scrolls into view (RecordCards). */
export function CaseCards(props: { rows: CaseRow[]; hasMore: boolean; onLoadMore: () => void; words: CasesWords }) {
  const { rows, words } = props;
  return (
    <RecordCards
      {...props}
      loading={false}
      records={rows.map((row) => caseRecord(row, words))}
      columns={caseColumns(words)}
      words={{
        viewDetails: words('list.viewDetails'),
        loadingMore: words('list.loadingMore'),
        showMore: words('list.showMore'),
      }}
    />
  );
}
