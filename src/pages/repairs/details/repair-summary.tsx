import type { Contractor, WorkOrder } from '../../../../schemas/generated/types';
import { formatDate, MISSING_DATE } from '../../../dates/date-format';
import { FactList } from '../../../lists/record-details';
import { appointmentText } from '../appointment-text';
import { displayText, problemName } from '../repair-description';
import type { RepairsWords } from '../repairs-words';

/** The priority as residents read it (lists write the out-of-hours one as Emergency (OOH)). */
function priorityText(priority: WorkOrder['priority'], words: RepairsWords): string {
  return priority ? words(`priority.${priority}`, { defaultValue: priority }) : MISSING_DATE;
}

/**
 * The facts of a repair (REP-DET-01, REP-DET-02): reference, what and where, description,
 * date raised, area, appointment, priority and contractor (or the contractor-unknown message).
 */
export function RepairSummary({
  workOrder,
  contractor,
  words,
}: {
  workOrder: WorkOrder;
  contractor: Contractor | undefined;
  words: RepairsWords;
}) {
  const what = problemName(workOrder.repairLocation, workOrder.repairReason);
  const contractorName = workOrder.contractorName ?? contractor?.name;
  const rows: [string, string][] = [
    ['details.reference', workOrder.jobNo ?? words('list.noReference')],
    ['details.repair', what || MISSING_DATE],
    ['details.description', workOrder.description ? displayText(workOrder.description) : MISSING_DATE],
    ['details.raised', formatDate(workOrder.raisedDate, 'longMonth')],
    ['details.area', workOrder.area ? words(`area.${workOrder.area}`, { defaultValue: workOrder.area }) : MISSING_DATE],
    ['details.appointment', appointmentText(workOrder.appointmentStartDate, workOrder.appointmentEndDate)],
    ['details.priority', priorityText(workOrder.priority, words)],
    ['details.contractor', contractorName ?? words('details.contractorUnknown')],
  ];
  if (workOrder.completedDate)
    rows.splice(4, 0, ['details.completed', formatDate(workOrder.completedDate, 'longMonth')]);
  return <FactList rows={rows.map(([label, value]) => [words(label), value] as const)} />;
}
