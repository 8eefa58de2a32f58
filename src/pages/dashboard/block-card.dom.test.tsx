import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BlockCard } from './block-card';
import { EnergyAdviceCard } from './energy-advice-card';
import { buildingsOf } from './home-buildings';
import { building, estate, flat, tower, towerAssociates } from './testing/building-fixtures';
import { cardHarness, failure } from '../../testing/card-harness';

const rows = (card: HTMLElement) =>
  Object.fromEntries(
    within(card)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );

describe('the block card', () => {
  it("shows a flat's block and estate with their addresses, and the neighbourhood manager", async () => {
    const { client, renderCard, calls } = cardHarness({ 'GET /assets/F1/associates': towerAssociates() });
    renderCard(<BlockCard client={client} premisesId="F1" buildings={buildingsOf([flat, tower, estate])} />);
    const card = await screen.findByRole('region', { name: 'Your building' });
    await within(card).findByText('Neighbourhood manager');
    expect(rows(card)).toEqual({
      Building: 'Riverside Tower, 2 Wharf Road, London, E14 3QA',
      Estate: 'Riverside Estate, Wharf Road, London, E14 3QA',
      'Neighbourhood manager': 'Ms Joanna Kowalska, Riverside Neighbourhood Team',
    });
    expect(calls('GET', '/assets/F1/associates')[0]!.url.search).toBe('');
  });

  it("shows a house's estate, and leaves the manager out when it cannot be read", async () => {
    const { client, renderCard } = cardHarness({ 'GET /assets/H1/associates': failure(500) });
    const house = building('H1', 'Property', '14 Rowan Close', '14 Rowan Close, London, E5 8QT');
    renderCard(<BlockCard client={client} premisesId="H1" buildings={buildingsOf([house, estate])} />);
    const card = await screen.findByRole('region', { name: 'Your estate' });
    expect(rows(card)).toEqual({ Estate: 'Riverside Estate, Wharf Road, London, E14 3QA' });
  });

  it('is not shown for a home on no block or estate', async () => {
    const { client, renderCard } = cardHarness({});
    const house = building('H2', 'Property', '1 Lone Lane', '1 Lone Lane');
    renderCard(
      <>
        <BlockCard client={client} premisesId="H2" buildings={buildingsOf([house])} />
        <EnergyAdviceCard />
      </>,
    );
    await screen.findByRole('region', { name: 'Energy advice' });
    expect(screen.queryByRole('region', { name: /Your (building|estate)/ })).toBeNull();
  });

  it('says so when the buildings cannot be read', async () => {
    const { client, renderCard } = cardHarness({});
    renderCard(<BlockCard client={client} premisesId="F1" buildings="error" />);
    const card = await screen.findByRole('region', { name: 'Your building' });
    expect(card.textContent).toContain("Sorry, we cannot show your building's details at the moment.");
  });
});

describe('the energy advice card', () => {
  it('links to energy advice in a new tab, saying so, without passing anything about the resident', async () => {
    const { renderCard } = cardHarness({});
    renderCard(<EnergyAdviceCard />);
    const card = await screen.findByRole('region', { name: 'Energy advice' });
    const link = within(card).getByRole('link', {
      name: 'Find ways to save energy in your home (GOV.UK, opens in a new tab)',
    });
    expect(link.getAttribute('href')).toBe('https://www.gov.uk/improve-energy-efficiency');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });
});
