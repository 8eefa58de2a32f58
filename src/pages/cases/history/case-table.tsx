import { recordViews } from '../../../lists/record-list';
import { caseDetailsPath, type CaseRow } from '../case-row';

/**
 * The case list's views (recordViews): the desktop table of reference, request type, case owner,
 * date raised and status (the status written, the colour only repeats it), and the narrow
 * screen's cards, 50 more shown when the end scrolls into view.
 */
export const { Table: CaseTable, Cards: CaseCards } = recordViews(
  (row: CaseRow) => caseDetailsPath(row.id),
  'requestType',
  ['owner', 'created'],
);
