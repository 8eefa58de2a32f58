import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { amaraReplies } from '../../testing/amara-replies';
import { signInForTest } from '../../testing/portal-harness';
import { repairsHarness } from '../../testing/repairs-harness';
import { settleFakeGateway } from '../../testing/settle';

const setting = (name: string, value: string) => ({ [`GET /configuration/${name}`]: { name, value } });

/** Amara made a catalyst customer: her home in a registration area, with a catalyst landlord, in a disabled area. */
function catalystReplies(workOrders: string) {
  return amaraReplies({
    'GET /assets/P1/location': { region: 'Essex', borough: 'Basildon' },
    'GET /assets/P1/associates': {
      neighbourhoodManager: { organisation: { name: 'UNKNOWN' } },
      incomesOfficer: { organisation: { name: 'UNKNOWN' } },
      landLord: { organisation: { name: 'Catalyst Housing' } },
      previousLandLord: { organisation: { name: 'UNKNOWN' } },
    },
    ...setting('isMyPbRepairsMaintainence', 'false'),
    ...setting('CatalystRepairDisabledAreas', 'Basildon,Hillingdon'),
    ...setting('mypeabodycatalystworkorders', workOrders),
  });
}

function open(replies: Record<string, unknown>) {
  signInForTest();
  const harness = repairsHarness('/customer360View', replies);
  render(harness.element);
  return harness;
}

describe("the repairs card's catalyst variant", () => {
  it('tells a catalyst customer in a repair-disabled area to phone, in place of Report a repair, while mypeabodycatalystworkorders is off', async () => {
    open(catalystReplies('false'));
    const card = await screen.findByRole('region', { name: 'Repairs' });
    const notice = await within(card).findByText(/cannot be reported online/);
    expect(notice.closest('p')!.textContent).toBe(
      'Repairs to your home cannot be reported online at the moment. Please call us on 020 7946 0123 (Monday to Friday 9am to 5pm) to report a repair.',
    );
    expect(within(notice.closest('p')!).getByRole('link', { name: '020 7946 0123' }).getAttribute('href')).toBe(
      'tel:02079460123',
    );
    expect(within(card).queryByRole('button', { name: 'Report a repair' })).toBeNull();
    expect(within(card).getByRole('link', { name: 'View repair history' })).toBeTruthy();
  });

  it('offers Report a repair when the catalyst work-order toggle is on', async () => {
    const harness = open(catalystReplies('true'));
    const card = await screen.findByRole('region', { name: 'Repairs' });
    // The rule has read the toggle and the catalyst facts (the journey's whole "available" condition).
    await waitFor(() => {
      expect(harness.calls('GET', '/configuration/mypeabodycatalystworkorders')).toHaveLength(1);
      expect(harness.calls('GET', '/configuration/CatalystRepairDisabledAreas')).toHaveLength(1);
    });
    await settleFakeGateway();
    expect(within(card).getByRole('button', { name: 'Report a repair' })).toBeTruthy();
    expect(within(card).queryByText(/cannot be reported online/)).toBeNull();
    // Only what the rule reads is asked for, not every toggle of the repair journey.
    expect(harness.calls('GET', '/configuration/isDMCEnabledMyPb')).toHaveLength(0);
  });
});
