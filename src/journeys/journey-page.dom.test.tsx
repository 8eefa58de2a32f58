import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { drive, fixtureJourney, lostFobToSummary, startFixture } from '../../engine/test-fixtures/fixture-journey';
import fixtureWords from '../../engine/test-fixtures/locale-en-GB/fixture.json';
import { fixtureFacts, fixtureRegistry, fixtureToggles } from '../../engine/test-fixtures/service-request-world';
import { PortalConfigProvider } from '../config/portal-config-context';
import { createPortalGateway } from '../gateway/portal-gateway';
import { portalLanguage } from '../i18n/i18n';
import journeysLocale from '../i18n/locales/en-GB/journeys.json';
import { rendererMessages } from '../../renderer';
import { PortalProviders } from '../portal-providers';
import { createFakeGatewayFetch, testPortalConfig } from '../testing/fake-gateway';
import { signInForTest } from '../testing/portal-harness';
import { JourneyPage } from './journey-page';
import { readStoredJourney, writeStoredJourney } from './journey-store';

const journey = fixtureJourney();
const id = journey.definition.id;

/** The fixture's words, as a journey's words would be in the portal's locale. */
function FixtureWords({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  if (!i18n.hasResourceBundle(portalLanguage, 'journeys'))
    i18n.addResourceBundle(portalLanguage, 'journeys', { ...rendererMessages, ...journeysLocale, ...fixtureWords });
  return <>{children}</>;
}

/** The engine's fixture journey in the portal's journey page, at an address, with the fixture's operations. */
function renderFixture(path: string) {
  signInForTest();
  const gateway = createPortalGateway(testPortalConfig, () => undefined, createFakeGatewayFetch({}).fetchImpl);
  const page = (
    <FixtureWords>
      <JourneyPage
        journey={journey}
        file="engine/test-fixtures/service-request.json"
        operations={fixtureRegistry()}
        world={async () => ({ facts: fixtureFacts, toggles: fixtureToggles })}
      />
    </FixtureWords>
  );
  const router = createMemoryRouter([{ path: '*', element: page }], { initialEntries: [path] });
  render(
    <PortalConfigProvider load={async () => testPortalConfig}>
      <PortalProviders gateway={gateway}>
        <RouterProvider router={router} />
      </PortalProviders>
    </PortalConfigProvider>,
  );
  return router;
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
const pressContinue = () => fireEvent.click(screen.getByRole('button', { name: 'Continue' }));

describe('a journey in the portal', () => {
  it('tells the resident which answers a change removes, and removes them only when they agree', async () => {
    const atContact = drive(journey, startFixture(), lostFobToSummary.slice(0, 5));
    writeStoredJourney(id, { current: atContact });
    const router = renderFixture('/contactdetails');
    await heading('How should we contact you?');

    fireEvent.click(screen.getByRole('radio', { name: 'Another number' }));
    pressContinue();
    await heading('Which number should we call?');
    expect(router.state.location.pathname).toBe('/contactdetails/number');
    fireEvent.change(screen.getByRole('textbox', { name: 'Phone number' }), { target: { value: '07700900999' } });
    pressContinue();
    await heading('Who should we ask for?');

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await heading('Which number should we call?');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await heading('How should we contact you?');

    fireEvent.click(screen.getByRole('radio', { name: 'My saved number' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Changing this answer will remove other answers' });
    expect(dialog.textContent).toContain('Phone number');
    fireEvent.click(screen.getByRole('button', { name: 'Keep my answer' }));
    expect((screen.getByRole('radio', { name: 'Another number' }) as HTMLInputElement).checked).toBe(true);
    expect(readStoredJourney(id).current?.answers['phone-number']).toBe('07700900999');

    fireEvent.click(screen.getByRole('radio', { name: 'My saved number' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Change my answer' }));
    await waitFor(() => expect(readStoredJourney(id).current?.answers['phone-number']).toBeUndefined());
    pressContinue();
    await heading('Who should we ask for?');
    expect(router.state.location.pathname).toBe('/contactdetails/name');
  });

  it('records the moves walked as a path file a tester can replay', async () => {
    renderFixture('/selectTenancy');
    await heading('Which property is this about?');
    fireEvent.click(screen.getByRole('radio', { name: '1 Canal Street, London E1 1AA' }));
    pressContinue();
    await heading('What is your request about?');
    const walk = readStoredJourney(id).walk;
    expect(walk?.moves).toEqual([
      {
        from: { step: 'select-property', page: 0 },
        event: { type: 'CONTINUE_WITH', answers: { property: 'P-100' } },
        to: { step: 'case-type', page: 0 },
        warnings: [],
      },
    ]);
  });
});
