import type { WorkOrderListItem } from '../../../../schemas/generated/types';
import { formatDate, MISSING_DATE } from '../../../dates/date-format';
import { listDescription, problemName, type DescribedRepair } from '../repair-description';
import { statusLabelKey, statusTone, type StatusTone } from '../repair-status';
import type { RepairsWords } from '../repairs-words';

/** A repair as the table and the cards show it. */
export interface RepairRow {
  id: string;
  /** The job number, or the words for "none yet" (a draft). */
  reference: string;
  description: string;
  area: string;
  raised: string;
  status: string;
  tone: StatusTone;
}

/** Where a repair's details open; the id is in the address so a reload keeps the page. */
export function detailsPath(workOrderId: string): string {
  return `/repairhistorydetails?id=${encodeURIComponent(workOrderId)}`;
}

/**
 * True when the description rule (REP-DSP-01) leaves nothing to show — a draft saved before its
 * description was typed — so the repair is named by its problem instead (useRepairRows).
 */
export function needsProblemName(item: DescribedRepair, fullDescription: boolean): boolean {
  const description = listDescription(item, fullDescription);
  return 'messageKey' in description && description.messageKey === 'list.none';
}

/**
 * The words of one list item: the description rule (REP-DSP-01), the status display mapping
 * (REP-STA-01), dates as DD MMM YYYY, and a dash for a missing date or area. A repair with no
 * description to show is named by its problem (`problem`, "Windows: Window will not close or
 * lock"), else by its location, so a link never reads "-".
 */
export function repairRow(
  item: WorkOrderListItem,
  words: RepairsWords,
  fullDescription: boolean,
  problem?: string,
): RepairRow {
  const description = listDescription(item, fullDescription);
  const named = problem || problemName(item.repairLocation, null);
  return {
    id: item.id,
    reference: item.jobNo ?? words('list.noReference'),
    description:
      'text' in description
        ? description.text
        : description.messageKey === 'list.none' && named
          ? named
          : words(description.messageKey),
    area: item.area || MISSING_DATE,
    raised: formatDate(item.raisedDate, 'shortMonth'),
    status: words(statusLabelKey(item.status, item.isRaisedAsTriage)),
    tone: statusTone(item.status),
  };
}
