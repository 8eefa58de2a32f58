import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ComplianceRecord } from '../../../schemas/generated/types';
import { ComplianceCards } from './compliance-cards';
import { cardHarness, failure } from '../../testing/card-harness';

/** The cards' clock: a fixed moment, so the tests hold on any day. */
const NOW = new Date('2026-03-10T12:00:00Z');
const now = () => NOW;
const GAS = 'Annual Domestic Gas Servicing';

function record(
  complianceType: ComplianceRecord['complianceType'],
  visitDue: string,
  extra: Partial<ComplianceRecord> = {},
) {
  return {
    id: `CMP-${complianceType === GAS ? 1 : 2}`,
    complianceType,
    visitDue,
    visitActual: null,
    visitOutcome: null,
    equipmentType: complianceType === GAS ? 'Gas boiler' : 'Electrical installation',
    dateDecommissioned: null,
    contractor: { contractorName: 'Capital Gas & Heating', contractorNumber: '02079460555' },
    ...extra,
  } satisfies ComplianceRecord;
}

const gasQuery =
  'GET /assets/P1/compliance?complianceType=Annual Domestic Gas Servicing&limit=1&skip=0&orderBy=visitDue';
const eicrQuery = 'GET /assets/P1/compliance?complianceType=EICR 5Y&limit=1&skip=0&orderBy=visitDue';
const toggle = (name: string, value: string) => ({ [`GET /configuration/${name}`]: { name, value } });
const messages = (unreadCatagoryTypes: string[]) => ({
  'GET /customers/C-1/communications': {
    communications: [],
    'total-count': 0,
    'total-unread': unreadCatagoryTypes.length,
    unreadCatagoryTypes,
  },
});

function open(replies: Record<string, unknown>) {
  const harness = cardHarness({
    ...toggle('isshowmypeabodygasboilercard', 'true'),
    ...toggle('isshowmypeabodyeicrcard', 'true'),
    ...toggle('IsMyMessagesRequired', 'true'),
    ...messages([]),
    ...replies,
  });
  harness.renderCard(<ComplianceCards client={harness.client} customerId="C-1" premisesId="P1" now={now} />);
  return harness;
}

const gasCard = () => screen.findByRole('region', { name: 'Gas boiler service' });
const electricalCard = () => screen.findByRole('region', { name: 'Electrical safety inspection' });

describe('the gas boiler and electrical inspection cards', () => {
  it('remind of an overdue gas service with the contractor and a tappable number, asking for the current record', async () => {
    const harness = open({ [gasQuery]: [record(GAS, '2026-02-17T09:00:00Z')], [eicrQuery]: [] });
    const card = await gasCard();
    const reminder = (await within(card).findByText(/There is a Gas boiler service overdue/)).closest('p')!;
    expect(reminder.textContent).toBe(
      'There is a Gas boiler service overdue for this property. Please contact Capital Gas & Heating on 02079460555 to schedule a service visit.',
    );
    expect(within(card).getByRole('link', { name: '02079460555' }).getAttribute('href')).toBe('tel:02079460555');
    expect(card.textContent).toContain('The visit was due on 17 February 2026.');
    const asked = harness.calls('GET', '/assets/P1/compliance').map((r) => Object.fromEntries(r.url.searchParams));
    expect(asked).toContainEqual({ complianceType: GAS, limit: '1', skip: '0', orderBy: 'visitDue' });
    expect(asked).toContainEqual({ complianceType: 'EICR 5Y', limit: '1', skip: '0', orderBy: 'visitDue' });
    // No EICR record and no notice: no electrical card.
    await waitFor(() => expect(harness.calls('GET', '/assets/P1/compliance')).toHaveLength(2));
    expect(screen.queryByRole('region', { name: 'Electrical safety inspection' })).toBeNull();
  });

  it("words the electrical reminder as the spec does, with the contractor's number", async () => {
    open({
      [gasQuery]: [],
      [eicrQuery]: [
        record('EICR 5Y', '2026-01-10T09:00:00Z', {
          contractor: { contractorName: 'Sparks Electrical Compliance', contractorNumber: '02079460633' },
        }),
      ],
    });
    const card = await electricalCard();
    expect((await within(card).findByText(/overdue/)).closest('p')!.textContent).toBe(
      'There is an Electrical service overdue for this property. Please contact Sparks Electrical Compliance on 02079460633 to schedule a service visit.',
    );
  });

  it('is not overdue when the visit is due after now, or the equipment was decommissioned', async () => {
    open({
      [gasQuery]: [record(GAS, '2026-03-10T12:00:01Z')],
      [eicrQuery]: [record('EICR 5Y', '2025-12-01T09:00:00Z', { dateDecommissioned: '2026-01-05T00:00:00.000Z' })],
    });
    expect((await within(await gasCard()).findByText(/up to date/)).textContent).toBe(
      'Your gas boiler service is up to date. The next one is due by 10 March 2026.',
    );
    const electrical = await electricalCard();
    expect(await within(electrical).findByText(/up to date/)).toBeTruthy();
    expect(screen.queryByText(/overdue/)).toBeNull();
  });

  it('shows GasBoiler_ServiceoverDue on the card whose overdue notice is unread', async () => {
    open({
      ...messages(['CaseCreation', 'ASSET COMPLIANCE-EICR5Y']),
      [gasQuery]: [record(GAS, '2026-05-01T09:00:00Z')],
      [eicrQuery]: [],
    });
    const electrical = await electricalCard();
    expect(await within(electrical).findByText('A safety check for your home is overdue.')).toBeTruthy();
    expect(electrical.textContent).toContain('We have no electrical safety inspection due for this property.');
    expect(within(await gasCard()).queryByText('A safety check for your home is overdue.')).toBeNull();
  });

  it('reads no messages, and shows no notice, while Messages is off (IsMyMessagesRequired)', async () => {
    const harness = open({
      ...toggle('IsMyMessagesRequired', 'false'),
      ...messages(['ASSET COMPLIANCE-ANNUALDOMESTICGASSERVICING']),
      [gasQuery]: [record(GAS, '2026-02-17T09:00:00Z')],
      [eicrQuery]: [],
    });
    expect(await within(await gasCard()).findByText(/There is a Gas boiler service overdue/)).toBeTruthy();
    await waitFor(() => expect(harness.calls('GET', '/configuration/IsMyMessagesRequired')).toHaveLength(1));
    expect(screen.queryByText('A safety check for your home is overdue.')).toBeNull();
    expect(harness.calls('GET', '/customers/C-1/communications')).toHaveLength(0);
  });

  it('still reminds when the messages cannot be read, without the notice', async () => {
    open({ 'GET /customers/C-1/communications': failure(500), [gasQuery]: [record(GAS, '2026-02-17T09:00:00Z')] });
    expect(await within(await gasCard()).findByText(/There is a Gas boiler service overdue/)).toBeTruthy();
    expect(screen.queryByText('A safety check for your home is overdue.')).toBeNull();
  });

  it('hides a card, and asks nothing for it, while its toggle is not "true"', async () => {
    const harness = open({
      ...toggle('isshowmypeabodygasboilercard', 'false'),
      [gasQuery]: [record(GAS, '2026-02-17T09:00:00Z')],
      [eicrQuery]: [record('EICR 5Y', '2026-02-17T09:00:00Z')],
    });
    await electricalCard();
    expect(screen.queryByRole('region', { name: 'Gas boiler service' })).toBeNull();
    const types = harness.calls('GET', '/assets/P1/compliance').map((r) => r.url.searchParams.get('complianceType'));
    expect(types).toEqual(['EICR 5Y']);
  });

  it('says so with the phone number when the records cannot be read', async () => {
    open({ [gasQuery]: failure(500), [eicrQuery]: [] });
    const alert = await within(await gasCard()).findByRole('alert');
    expect(alert.textContent).toBe(
      "Sorry, we cannot check your home's safety visits at the moment. Please call us on 020 7946 0123.",
    );
  });
});
