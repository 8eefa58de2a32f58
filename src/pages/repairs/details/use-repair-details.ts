import { useEffect, useState } from 'react';
import {
  type GatewayClient,
  getContractors,
  getWorkOrder,
  getWorkOrderHistory,
  isHandledByApp,
} from '../../../../gateway/client';
import type { Contractor, HistoryEvent, WorkOrder } from '../../../../schemas/generated/types';
import { contractorOf } from './action-rules';

/** What the details page shows, as far as it could be read. */
export type RepairDetails =
  | { state: 'loading' }
  | { state: 'error' }
  | {
      state: 'ready';
      workOrder: WorkOrder;
      /** The entity tag to send back when cancelling or rescheduling. */
      etag: string;
      /** The timeline, or 'error' when it could not be read (the rest of the page still shows). */
      events: HistoryEvent[] | 'error';
      contractor: Contractor | undefined;
    };

/**
 * Reads the repair (GET /works-orders/{id}), its history and the contractors, again whenever
 * `revision` changes (after a cancel the page reloads its data). The contractor list only decides
 * whether the contractor takes online bookings; when it cannot be read, that is taken as no.
 */
export function useRepairDetails(client: GatewayClient, workOrderId: string, revision: number): RepairDetails {
  const [details, setDetails] = useState<{ key: string; value: RepairDetails }>();
  const key = `${workOrderId}|${revision}`;
  useEffect(() => {
    let current = true;
    const [id] = key.split('|') as [string];
    const contractors = getContractors(client).then(
      ({ data }) => data ?? [],
      (error: unknown): Contractor[] => {
        console.warn('Could not read the contractors', error);
        return [];
      },
    );
    const events = getWorkOrderHistory(client, id).then(
      ({ data }) => data ?? [],
      (error: unknown) => (isHandledByApp(error) ? Promise.reject(error) : ('error' as const)),
    );
    Promise.all([getWorkOrder(client, id), events, contractors]).then(
      ([{ data: workOrder, etag }, history, list]) => {
        if (!current) return;
        if (!workOrder) return setDetails({ key, value: { state: 'error' } });
        setDetails({
          key,
          value: {
            state: 'ready',
            workOrder,
            etag: etag ?? workOrder.eTag,
            events: history,
            contractor: contractorOf(workOrder, list),
          },
        });
      },
      (error: unknown) => {
        if (current && !isHandledByApp(error)) setDetails({ key, value: { state: 'error' } });
      },
    );
    return () => {
      current = false;
    };
  }, [client, key]);
  if (details?.key === key) return details.value;
  // While the same repair reloads (after a cancel), the page keeps showing what it had.
  if (details?.key.startsWith(`${workOrderId}|`) && details.value.state === 'ready') return details.value;
  return { state: 'loading' };
}
