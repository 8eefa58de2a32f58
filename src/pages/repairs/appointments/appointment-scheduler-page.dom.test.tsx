import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Availability, WorkOrder } from '../../../../schemas/generated/types';
import { amaraReplies } from '../../../testing/amara-replies';
import { signInForTest } from '../../../testing/portal-harness';
import { availability, workOrder } from '../testing/repair-fixtures';
import { repairsHarness, type UrlRoute } from '../../../testing/repairs-harness';

const repair = workOrder('WO-100102', { jobNo: 'JOB-700102' });
const appointed = workOrder('WO-100103', {
  jobNo: 'JOB-700103',
  status: 'Appointed',
  appointmentStartDate: '2025-03-13T08:00:00Z',
  appointmentEndDate: '2025-03-13T12:00:00Z',
});
const booked = { status: 201, body: { appointmentId: 'APT-1', status: 'Booked' } };

function open(
  path: string,
  target: WorkOrder,
  overrides: Record<string, unknown> = {},
  slots: Availability = availability(),
  byUrl?: UrlRoute,
) {
  signInForTest();
  const harness = repairsHarness(
    path,
    amaraReplies({
      [`GET /works-orders/${target.id}`]: target,
      [`GET /works-orders/${target.id}/appointments/availability`]: slots,
      [`POST /workorders/${target.id}/${target.jobNo}/notes`]: () => ({ status: 201 }),
      ...overrides,
    }),
    byUrl,
  );
  render(harness.element);
  return harness;
}

/** Past the loading screen: the slots have arrived and 3 seconds have gone by. */
async function pastLoading() {
  expect(await screen.findByText('Loading, please wait…')).toBeTruthy();
  await act(() => vi.advanceTimersByTimeAsync(3000));
  return screen.findByRole('grid', { name: 'Appointments you can book' });
}

const slot = (name: string) => screen.getByRole('button', { name });

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the appointment scheduler', () => {
  it('shows five dates at a time after the loading screen, Not Available as a dash, Previous and Next', async () => {
    const harness = open('/appointmentscheduler?workOrderId=WO-100102', repair);
    const grid = await pastLoading();
    expect(screen.getByRole('heading', { level: 1, name: 'Book an appointment' })).toBeTruthy();
    const availabilityCall = harness.calls('GET', '/works-orders/WO-100102/appointments/availability')[0]!;
    expect(Object.fromEntries(availabilityCall.url.searchParams)).toEqual({
      referenceNumber: 'JOB-700102',
      contractorName: 'Thameside Repairs Hub',
    });
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Mon 10 Mar', 'Tue 11 Mar', 'Wed 12 Mar', 'Thu 13 Mar', 'Fri 14 Mar']);
    expect(within(grid).queryByRole('button', { name: 'Afternoon 12pm to 5pm, Tue 11 Mar' })).toBeNull();
    expect(within(grid).getAllByText('Not available')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Next dates' }));
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Sat 15 Mar', 'Sun 16 Mar']);
  });

  it('asks for a slot (SSR062) when Book is pressed with nothing chosen', async () => {
    const harness = open('/appointmentscheduler?workOrderId=WO-100102', repair);
    await pastLoading();
    fireEvent.click(screen.getByRole('button', { name: 'Book appointment' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('link', { name: 'Choose an appointment.' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(harness.calls('POST', '/works-orders/WO-100102/appointments')).toHaveLength(0);
  });

  it('books the chosen slot once with an operation key and goes home with a confirmation', async () => {
    const harness = open('/appointmentscheduler?workOrderId=WO-100102', repair, {
      'POST /works-orders/WO-100102/appointments': () => booked,
    });
    await pastLoading();
    fireEvent.click(slot('Morning 8am to 12pm, Wed 12 Mar'));
    expect(screen.getByText('You have chosen: Morning 8am to 12pm, Wed 12 Mar.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Book appointment' }));
    expect(
      await screen.findByText(/Your appointment for repair JOB-700102 is booked for 12-03-2025 8.00am to 12.00pm/),
    ).toBeTruthy();
    expect(harness.router.state.location.pathname).toBe('/customer360View');
    const [post] = harness.calls('POST', '/works-orders/WO-100102/appointments');
    expect(post!.url.searchParams.get('contractorName')).toBe('Thameside Repairs Hub');
    expect(post!.headers.get('Operation-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(post!.body).toMatchObject({
      jobNumber: 'JOB-700102',
      diaryCode: 'HUB1-REP',
      appointmentFromDate: '2025-03-12T08:00:00.000Z',
      appointmentToDate: '2025-03-12T12:00:00.000Z',
      availabilityType: 'AM',
      isInsideSla: true,
      isPreferences: false,
      reasonCode: 'NEW_APPOINTMENT',
      externalReferenceId: 'WO-100102',
      metadata: [{ key: 'slotReference', value: 'HUB-2025-03-12-AM' }],
    });
  });

  it('gives the reason for a slot more than 6 days ahead and sends it with the booking', async () => {
    const harness = open('/appointmentscheduler?workOrderId=WO-100102', repair, {
      'POST /works-orders/WO-100102/appointments': () => booked,
    });
    await pastLoading();
    expect(screen.getByText(/Appointments more than 6 days away are later than we aim to visit/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next dates' }));
    fireEvent.click(slot('Afternoon 12pm to 5pm, Sun 16 Mar'));
    expect(
      screen.getByText(/you chose a later date than the earliest ones offered \(resident availability\)/),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Book appointment' }));
    await waitFor(() => expect(harness.calls('POST', '/works-orders/WO-100102/appointments')).toHaveLength(1));
    expect(harness.calls('POST', '/works-orders/WO-100102/appointments')[0]!.body).toMatchObject({
      isInsideSla: false,
      remarks: 'Outside SLA: Resident availability',
    });
  });

  it("takes the diary's own reason for a slot outside the service level", async () => {
    const slots = availability();
    for (const option of slots.availabilities)
      for (const entry of option.slots)
        if (!entry.insideSla) entry.metadata.push({ key: 'outsideSlaReason', value: 'Contractor availability' });
    open('/appointmentscheduler?workOrderId=WO-100102', repair, {}, slots);
    await pastLoading();
    fireEvent.click(screen.getByRole('button', { name: 'Next dates' }));
    fireEvent.click(slot('Morning 8am to 12pm, Sun 16 Mar'));
    expect(screen.getByText(/the contractor has no earlier appointments \(contractor availability\)/)).toBeTruthy();
  });

  it('goes to the generic error page a second after the booking fails with 500', async () => {
    const harness = open('/appointmentscheduler?workOrderId=WO-100102', repair, {
      'POST /works-orders/WO-100102/appointments': () => ({
        status: 500,
        body: { status: 500, title: 'Server Error', errors: [] },
      }),
    });
    await pastLoading();
    fireEvent.click(slot('Morning 8am to 12pm, Mon 10 Mar'));
    fireEvent.click(screen.getByRole('button', { name: 'Book appointment' }));
    await waitFor(() => expect(harness.calls('POST', '/works-orders/WO-100102/appointments')).toHaveLength(1));
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(harness.router.state.location.pathname).toBe('/appointmentscheduler');
    await act(() => vi.advanceTimersByTimeAsync(600));
    await waitFor(() => expect(harness.router.state.location.pathname).toBe('/genericerror'));
  });

  it('records a note and goes home when no slot can be booked', async () => {
    const none: Availability = { availabilities: [], isPreferences: false, statusCode: 200 };
    const harness = open('/appointmentscheduler?workOrderId=WO-100102', repair, {}, none);
    expect(await screen.findByText(/There are no appointments we can offer online/)).toBeTruthy();
    expect(harness.calls('POST', '/workorders/WO-100102/JOB-700102/notes')[0]!.body).toEqual({
      noteTypeId: 4,
      text: 'No appointments were available to book online.',
    });
  });

  it('records a note and goes home when the resident finds no suitable appointment', async () => {
    const harness = open('/appointmentscheduler?workOrderId=WO-100102', repair);
    await pastLoading();
    fireEvent.click(screen.getByRole('button', { name: 'No suitable appointment' }));
    const dialog = screen.getByRole('dialog', { name: 'No suitable appointment' });
    expect(dialog.textContent).toContain('If none of these appointments suit you, we will contact you to arrange one.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Contact me to arrange an appointment' }));
    expect(await screen.findByText(/we will contact you to arrange an appointment/)).toBeTruthy();
    expect(harness.calls('POST', '/workorders/WO-100102/JOB-700102/notes')).toHaveLength(1);
  });

  it('goes home when the slots do not come within 30 seconds', async () => {
    const harness = open('/appointmentscheduler?workOrderId=WO-100102', repair, {}, availability(), (method, url) =>
      url.pathname.endsWith('/availability') ? 'hang' : undefined,
    );
    expect(await screen.findByText('Loading, please wait…')).toBeTruthy();
    await waitFor(() =>
      expect(harness.calls('GET', '/works-orders/WO-100102/appointments/availability')).toHaveLength(1),
    );
    await act(() => vi.advanceTimersByTimeAsync(29_000));
    expect(harness.router.state.location.pathname).toBe('/appointmentscheduler');
    await act(() => vi.advanceTimersByTimeAsync(1_100));
    expect(await screen.findByText(/We could not load the appointments in time/)).toBeTruthy();
    expect(harness.router.state.location.pathname).toBe('/customer360View');
  });

  it('goes home when the contractor diary cannot be read (504 after the retries)', async () => {
    const harness = open('/appointmentscheduler?workOrderId=WO-100102', repair, {
      'GET /works-orders/WO-100102/appointments/availability': () => ({
        status: 504,
        body: { status: 504, title: 'Unknown Error', errors: [] },
      }),
    });
    expect(
      await screen.findByText(/We could not load the appointments in time/, undefined, { timeout: 20_000 }),
    ).toBeTruthy();
    expect(harness.router.state.location.pathname).toBe('/customer360View');
  });

  it('moves the appointment with the entity tag when rescheduling, and shows SSR071 when refused', async () => {
    let refuse = true;
    const harness = open('/appointmentscheduler?workOrderId=WO-100103&operation=RescheduleAppointment', appointed, {
      'PATCH /works-orders/WO-100103/appointments': () =>
        refuse
          ? { status: 412, body: { status: 412, title: 'Precondition Failed', errors: [] } }
          : { status: 200, body: { appointmentId: 'APT-2', status: 'Rescheduled' } },
    });
    await pastLoading();
    expect(screen.getByRole('heading', { level: 1, name: 'Change your appointment' })).toBeTruthy();
    fireEvent.click(slot('Afternoon 12pm to 5pm, Fri 14 Mar'));
    fireEvent.click(screen.getByRole('button', { name: 'Change appointment' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Please call Thameside Repairs Hub on 02079460800',
    );
    const [patch] = harness.calls('PATCH', '/works-orders/WO-100103/appointments');
    expect(patch!.headers.get('If-Match')).toBe('"7"');
    expect(patch!.body).toMatchObject({
      status: 'RESCHEDULE',
      reasonCode: 'RESCHEDULE_APPOINTMENT',
      jobNumber: 'JOB-700103',
      availabilityType: 'PM',
      contractorSiteCode: 'HUB1-REP',
      appointmentFromDate: '2025-03-14T12:00:00.000Z',
    });
    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Change appointment' }));
    expect(await screen.findByText(/has been changed to 14-03-2025 12.00pm to 5.00pm/)).toBeTruthy();
    expect(harness.calls('POST', '/works-orders/WO-100103/appointments')).toHaveLength(0);
  });

  it('stays on the scheduler with Reschedule_ApiFailError or Reschedule_Api_Error when the reschedule fails', async () => {
    let reply = { status: 409, body: { status: 409, title: 'Conflict', errors: [] } as unknown };
    const harness = open('/appointmentscheduler?workOrderId=WO-100103&operation=RescheduleAppointment', appointed, {
      'PATCH /works-orders/WO-100103/appointments': () => reply,
    });
    await pastLoading();
    fireEvent.click(slot('Afternoon 12pm to 5pm, Fri 14 Mar'));
    fireEvent.click(screen.getByRole('button', { name: 'Change appointment' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Sorry, we could not change your appointment.');
    reply = { status: 503, body: { status: 503, title: 'Unknown Error', errors: [] } };
    fireEvent.click(screen.getByRole('button', { name: 'Change appointment' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('Sorry, appointments cannot be changed at the moment.'),
    );
    expect(harness.router.state.location.pathname).toBe('/appointmentscheduler');
    expect(harness.pageLoads).toEqual([]);
    expect(harness.calls('PATCH', '/works-orders/WO-100103/appointments')).toHaveLength(2);
  });

  it('returns to the repair', async () => {
    open('/appointmentscheduler?workOrderId=WO-100102', repair);
    await pastLoading();
    expect(screen.getByRole('link', { name: 'Return to repair' }).getAttribute('href')).toBe(
      '/repairhistorydetails?id=WO-100102',
    );
  });
});
