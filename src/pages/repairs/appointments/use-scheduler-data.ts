import { useEffect, useState } from 'react';
import {
  APPOINTMENT_TIMEOUT_MS,
  type GatewayClient,
  getAppointmentAvailability,
  getWorkOrder,
  isHandledByApp,
} from '../../../../gateway/client';
import type { WorkOrder } from '../../../../schemas/generated/types';
import { slotChoices, type SlotChoices } from './availability-slots';

/** How long the loading screen shows at least before the scheduler (REP-SCH-02: 3000 ms). */
export const SCHEDULER_REDIRECT_MS = 3000;

/** Where loading the scheduler got to. */
export type SchedulerData =
  | { phase: 'loading' }
  /** The repair could not be read, or has no job number yet. */
  | { phase: 'noWorkOrder' }
  /** Slots to choose from. */
  | { phase: 'ready'; workOrder: WorkOrder; etag: string; choices: SlotChoices; isPreferences: boolean }
  /** The contractor offered nothing bookable. */
  | { phase: 'none'; workOrder: WorkOrder }
  /** No answer within 30 seconds, or the diary could not be read. */
  | { phase: 'timeout' };

/**
 * Reads the repair, then its availability (REP-SCH-02): the slots are awaited up
 * to 30 seconds in all, retries included.
 */
export function useSchedulerData(client: GatewayClient, workOrderId: string): SchedulerData {
  const [data, setData] = useState<{ id: string; value: SchedulerData }>();
  useEffect(() => {
    let current = true;
    const deadline = new AbortController();
    const timer = setTimeout(
      () => deadline.abort(new Error('No appointments within 30 seconds.')),
      APPOINTMENT_TIMEOUT_MS,
    );
    const settle = (value: SchedulerData) => current && setData({ id: workOrderId, value });
    (async () => {
      const read = await getWorkOrder(client, workOrderId).catch((error: unknown) => {
        if (!isHandledByApp(error)) settle({ phase: 'noWorkOrder' });
        return undefined;
      });
      const workOrder = read?.data;
      if (!read) return;
      if (!workOrder?.jobNo) return settle({ phase: 'noWorkOrder' });
      try {
        const { data: availability } = await getAppointmentAvailability(
          client,
          workOrder.id,
          { referenceNumber: workOrder.jobNo, contractorName: workOrder.contractorName ?? siteName(workOrder) },
          { signal: deadline.signal },
        );
        const choices = slotChoices(availability);
        settle(
          choices.anyBookable
            ? {
                phase: 'ready',
                workOrder,
                etag: read.etag ?? workOrder.eTag,
                choices,
                isPreferences: availability?.isPreferences ?? false,
              }
            : { phase: 'none', workOrder },
        );
      } catch (error) {
        if (!isHandledByApp(error)) settle({ phase: 'timeout' });
      } finally {
        clearTimeout(timer);
      }
    })();
    return () => {
      current = false;
      clearTimeout(timer);
      deadline.abort(new Error('The scheduler was left.'));
    };
  }, [client, workOrderId]);
  return data?.id === workOrderId ? data.value : { phase: 'loading' };
}

function siteName(workOrder: WorkOrder): string {
  return workOrder.contractor ?? workOrder.siteIndentifire ?? 'Unknown contractor';
}

/** True once the loading screen has shown for SCHEDULER_REDIRECT_MS. */
export function useMinimumWait(ms = SCHEDULER_REDIRECT_MS): boolean {
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setWaited(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return waited;
}
