import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fixtureRegistry } from '../../engine/test-fixtures/service-request-world';
import { fixture as journey, renderFixtureJourney } from '../../tests/support/fixture-journey-page';
import { readStoredJourney } from './journey-store';

const id = journey.definition.id;
const PROPERTY = '1 Canal Street, London E1 1AA';

/** A save of Save and exit that answers when the test says so. */
function heldSave() {
  let answer!: (outcome: { fails?: Error }) => void;
  const outcome = new Promise<{ fails?: Error }>((resolve) => (answer = resolve));
  const registry = {
    ...fixtureRegistry(),
    'save-draft': async () => {
      const { fails } = await outcome;
      if (fails) throw fails;
      return null;
    },
  };
  return { registry, answer: (result: { fails?: Error } = {}) => act(async () => answer(result)) };
}

/** The fixture journey's pages, with the dashboard and the journey error page beside them. */
const renderJourney = (operations: ReturnType<typeof fixtureRegistry>) =>
  renderFixtureJourney({
    path: '/selectTenancy',
    operations,
    otherRoutes: [
      { path: '/customer360View', element: <h1>Dashboard</h1> },
      { path: '/repairJourneyErrorPage', element: <h1>Something went wrong</h1> },
    ],
  });

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

/** Chooses the property and continues to the case type, then presses Save draft and exit. */
async function saveAndExitFromCaseType(): Promise<void> {
  await heading('Which property is this about?');
  fireEvent.click(screen.getByRole('radio', { name: PROPERTY }));
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
  await heading('What is your request about?');
  fireEvent.click(screen.getByRole('button', { name: 'Save draft and exit' }));
}

describe('Save and exit while the save is on its way', () => {
  it('starts a journey opened meanwhile anew, and the late answer neither moves the resident nor touches it', async () => {
    const save = heldSave();
    const router = renderJourney(save.registry);
    await saveAndExitFromCaseType();
    // From the press, the answers being saved are no longer the journey in progress.
    expect(readStoredJourney(id).current).toBeUndefined();

    await act(() => router.navigate('/customer360View'));
    await heading('Dashboard');
    await act(() => router.navigate('/selectTenancy'));
    await heading('Which property is this about?');
    expect((screen.getByRole('radio', { name: PROPERTY }) as HTMLInputElement).checked).toBe(false);

    await save.answer();
    expect(router.state.location.pathname).toBe('/selectTenancy');
    expect(readStoredJourney(id).current).toMatchObject({ stepId: 'select-property', answers: {} });
  });

  it('goes home once the save is done, while the page is still open', async () => {
    const save = heldSave();
    const router = renderJourney(save.registry);
    await saveAndExitFromCaseType();
    await save.answer();
    await heading('Dashboard');
    expect(router.state.location.pathname).toBe('/customer360View');
    expect(readStoredJourney(id).current).toBeUndefined();
  });

  it('keeps the answers in the browser when the save fails', async () => {
    const save = heldSave();
    renderJourney(save.registry);
    await saveAndExitFromCaseType();
    await save.answer({ fails: new Error('The gateway is unreachable') });
    await heading('Something went wrong');
    expect(readStoredJourney(id).current).toMatchObject({ stepId: 'case-type', answers: { property: 'P-100' } });
  });
});
