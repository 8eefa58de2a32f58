import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { drive, lostFobToSummary, startFixture } from '../../engine/test-fixtures/fixture-journey';
import { fixture as journey, renderFixtureJourney } from '../../tests/support/fixture-journey-page';
import { readStoredJourney, writeStoredJourney } from './journey-store';

const id = journey.definition.id;

/** The engine's fixture journey in the portal's journey page, at an address, with the fixture's operations. */
const renderFixture = (path: string) =>
  renderFixtureJourney({ path, file: 'engine/test-fixtures/service-request.json' });

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
