import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_IDENTITY_PROVIDER, PortalConfigError, type PortalConfig } from './portal-config';
import { PortalConfigProvider, usePortalConfig } from './portal-config-context';

const config: PortalConfig = {
  gatewayBaseUrl: '/api',
  subscriptionKey: 'k',
  channel: 'CustomerSelfService',
  identityProvider: { issuer: '/idp', clientId: 'resident-portal', ...DEFAULT_IDENTITY_PROVIDER },
  contact: { phoneNumber: '020 7946 0999', callCentreHours: 'Monday to Friday 8am to 8pm' },
  payments: { pageUrl: 'https://pay.example/pay', directDebitUrl: 'https://pay.example/direct-debit' },
};

function GatewayAddress() {
  return <p>Gateway at {usePortalConfig().gatewayBaseUrl}</p>;
}

describe('PortalConfigProvider', () => {
  it('renders its children with the loaded settings', async () => {
    render(
      <PortalConfigProvider load={async () => config}>
        <GatewayAddress />
      </PortalConfigProvider>,
    );
    expect(screen.getByRole('status').textContent).toContain('Loading');
    expect(await screen.findByText('Gateway at /api')).toBeTruthy();
  });

  it('explains a failure and loads again when the resident asks to try again', async () => {
    let calls = 0;
    const load = async () => {
      calls += 1;
      if (calls === 1) throw new PortalConfigError('/portal-config.json answered 503');
      return config;
    };
    render(
      <PortalConfigProvider load={load}>
        <GatewayAddress />
      </PortalConfigProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Sorry, the portal is not available' })).toBeTruthy();
    expect(screen.getByText('Details: /portal-config.json answered 503')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Gateway at /api')).toBeTruthy();
    expect(calls).toBe(2);
  });

  it('refuses usePortalConfig outside the provider', () => {
    expect(() => render(<GatewayAddress />)).toThrow('outside <PortalConfigProvider>');
  });
});
