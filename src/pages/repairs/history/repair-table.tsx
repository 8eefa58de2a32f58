import { detailsPath, type RepairRow } from './list-item-view';
import { recordViews } from '../../../lists/record-list';

/**
 * The repair list's views (recordViews): the desktop table of reference, description, area, date
 * raised and status, and the narrow screen's cards, the next 100 loading when the end scrolls
 * into view.
 */
export const { Table: RepairTable, Cards: RepairCards } = recordViews(
  (row: RepairRow) => detailsPath(row.id),
  'description',
  ['area', 'raised'],
);
