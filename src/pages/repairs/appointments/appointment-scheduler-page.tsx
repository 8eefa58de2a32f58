import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { addJobNote, type GatewayClient } from '../../../../gateway/client';
import type { WorkOrder } from '../../../../schemas/generated/types';
import { useGateway } from '../../../gateway/gateway-context';
import { PageHeading } from '../../../layout/page-heading';
import { RepairsError } from '../repairs-error';
import { useRepairsWords } from '../repairs-words';
import type { SchedulerOperation } from './scheduler-path';
import { SchedulerForm } from './scheduler-form';
import { useMinimumWait, useSchedulerData } from './use-scheduler-data';
import '../../../../renderer/styles.css';
import '../../../lists/lists.css';
import '../repairs.css';

/** Note type "Other" (REP-ENT-11: CCIM 1, Chase 2, Contractor 3, Other 4). */
const NOTE_OTHER = 4;

/**
 * Records on the job why no appointment was booked online (the job number, or the repair's id
 * again before it has one); a failure is only logged.
 */
async function recordNote(client: GatewayClient, workOrder: WorkOrder, text: string): Promise<void> {
  const job = workOrder.jobNo ?? workOrder.id;
  await addJobNote(client, workOrder.id, job, { noteTypeId: NOTE_OTHER, text }).catch((error: unknown) =>
    console.warn('Could not record the appointment note', error),
  );
}

/**
 * /appointmentscheduler?workOrderId=<id>[&operation=RescheduleAppointment] (REP-SCH-01, REP-SCH-02):
 * the loading screen (SSR061) while the slots load, then the scheduler after 3 seconds; no slots
 * record a note and go home; no answer within 30 seconds goes home. The work order id may also come
 * in route state (pages that send the resident here without a query).
 */
export function AppointmentSchedulerPage() {
  const words = useRepairsWords();
  const { client } = useGateway();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const routeState = (useLocation().state ?? {}) as { workOrderId?: string };
  const workOrderId = params.get('workOrderId') ?? routeState.workOrderId ?? '';
  const operation: SchedulerOperation =
    params.get('operation') === 'RescheduleAppointment' ? 'RescheduleAppointment' : 'BookAppointment';
  const data = useSchedulerData(client, workOrderId);
  const waited = useMinimumWait();

  const goHome = useCallback(
    (noticeKey: string) => navigate('/customer360View', { state: { noticeKey: `repairs:${noticeKey}` } }),
    [navigate],
  );
  useEffect(() => {
    if (data.phase === 'timeout') goHome('notice.noAnswer');
    if (data.phase === 'none') {
      void recordNote(client, data.workOrder, 'No appointments were available to book online.').then(() =>
        goHome('notice.noSlots'),
      );
    }
  }, [client, data, goHome]);

  const heading = words(operation === 'RescheduleAppointment' ? 'scheduler.rescheduleHeading' : 'scheduler.heading');
  const title = <title>{`${heading} – ${words('site.name')}`}</title>;
  if (!workOrderId || data.phase === 'noWorkOrder') {
    return (
      <>
        {title}
        <PageHeading>{heading}</PageHeading>
        <RepairsError messageKey="WorkOrderByIdAPI_Error" words={words} />
      </>
    );
  }
  return (
    <>
      {title}
      <PageHeading>{heading}</PageHeading>
      {data.phase === 'ready' && waited ? (
        <SchedulerForm
          client={client}
          workOrder={data.workOrder}
          etag={data.etag}
          choices={data.choices}
          isPreferences={data.isPreferences}
          operation={operation}
          contractorNumber={data.workOrder.contractorPhoneNumber ?? ''}
          onNoSuitable={async () => {
            await recordNote(client, data.workOrder, 'The resident found no suitable appointment online.');
            goHome('notice.noSuitable');
          }}
          words={words}
        />
      ) : (
        <p role="status" aria-busy="true" className="repair-loading">
          {words('SSR061')}
        </p>
      )}
    </>
  );
}
