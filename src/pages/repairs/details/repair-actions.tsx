import { Link } from 'react-router-dom';
import type { GatewayClient } from '../../../../gateway/client';
import type { Contractor, WorkOrder } from '../../../../schemas/generated/types';
import { parseConfigList } from '../../../customer/catalyst';
import { schedulerPath } from '../appointments/scheduler-path';
import { REPAIR_JOURNEY_START } from '../create-repair-button';
import type { RepairsWords } from '../repairs-words';
import { canRecall, canResume, canSelectAppointment, contractorPhone } from './action-rules';
import { CancelRepair } from './cancel-repair';
import { RescheduleAppointment } from './reschedule-appointment';
import { useActionEligibility } from './use-action-eligibility';

/** Where the repair journey resumes a draft or starts a recall of a completed repair. */
export const resumePath = (id: string) => `${REPAIR_JOURNEY_START}?resume=${encodeURIComponent(id)}`;
export const recallPath = (id: string) => `${REPAIR_JOURNEY_START}?recall=${encodeURIComponent(id)}`;

/**
 * The buttons of the details page, each by its rule (REP-ACT-01 to REP-ACT-07):
 * Resume repair, Select Appointment (or "phone the contractor" for a demobilised site),
 * Reschedule Appointment and Cancel repair as their eligibility checks allow (asked when the page
 * opens, with each check's message instead of a button otherwise; Cancel disabled in maintenance),
 * and Recall.
 */
export function RepairActions({
  client,
  workOrder,
  etag,
  contractor,
  customerId,
  maintenance,
  demobilisedSites,
  onCancelled,
  words,
}: {
  client: GatewayClient;
  workOrder: WorkOrder;
  etag: string;
  contractor: Contractor | undefined;
  customerId: string;
  maintenance: boolean;
  demobilisedSites: string;
  onCancelled: () => void;
  words: RepairsWords;
}) {
  const eligibility = useActionEligibility(client, workOrder, contractor, customerId);
  const site = (workOrder.contractor ?? workOrder.siteIndentifire ?? '').toLowerCase();
  const demobilised = site !== '' && parseConfigList(demobilisedSites).includes(site);
  const phoneValues = {
    contractorName: workOrder.contractorName ?? contractor?.name ?? '',
    contractorNumber: contractorPhone(workOrder, contractor),
  };
  return (
    <div className="repair-actions">
      {demobilised && canSelectAppointment(workOrder, contractor) && (
        <p className="alert" role="status">
          {words('details.phoneContractor', phoneValues)}
        </p>
      )}
      <div className="button-group">
        {canResume(workOrder) && (
          <Link className="button" to={resumePath(workOrder.id)}>
            {words('actions.resume')}
          </Link>
        )}
        {!demobilised && canSelectAppointment(workOrder, contractor) && (
          <Link className="button" to={schedulerPath(workOrder.id)}>
            {words('actions.selectAppointment')}
          </Link>
        )}
        {eligibility.reschedule && (
          <RescheduleAppointment
            workOrder={workOrder}
            contractor={contractor}
            check={eligibility.reschedule}
            words={words}
          />
        )}
        {canRecall(workOrder) && (
          <Link className="button button--secondary" to={recallPath(workOrder.id)}>
            {words('actions.recall')}
          </Link>
        )}
        {eligibility.cancel && (
          <CancelRepair
            client={client}
            workOrder={workOrder}
            etag={etag}
            check={eligibility.cancel}
            disabled={maintenance}
            onCancelled={onCancelled}
            words={words}
          />
        )}
      </div>
    </div>
  );
}
