/** The operation the scheduler performs: book a first appointment, or move the current one. */
export type SchedulerOperation = 'BookAppointment' | 'RescheduleAppointment';

/**
 * The scheduler's address for a repair (the id and operation in the query, so a reload keeps them).
 *
 * @example
 * schedulerPath('WO-100103', 'RescheduleAppointment'); // '/appointmentscheduler?workOrderId=WO-100103&operation=RescheduleAppointment'
 */
export function schedulerPath(workOrderId: string, operation: SchedulerOperation = 'BookAppointment'): string {
  const query = new URLSearchParams({ workOrderId });
  if (operation === 'RescheduleAppointment') query.set('operation', operation);
  return `/appointmentscheduler?${query.toString()}`;
}
