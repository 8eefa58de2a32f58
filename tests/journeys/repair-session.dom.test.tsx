import { fireEvent, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EffectRegistry } from '../../engine';
import { loadJourneyFile } from '../../scripts/journeys/load-journey-file';
import { REPAIR_RESULTS } from '../../scripts/journeys/repair-world';
import { journeyWorld } from '../../scripts/journeys/worlds';
import { JourneyPage } from '../../src/journeys/journey-page';
import { journeyHost } from '../../src/journeys/journey-hosts';
import { renderJourneyPage } from '../support/fixture-journey-page';
import {
  OPERATION_CALLS,
  recordingOperations,
  SESSION_PATH,
  SESSION_START,
  type OperationCall,
  type SessionPathPage,
} from './repair-session-path';

const journey = loadJourneyFile('journeys/repair.json');

/**
 * The repair journey's operations as the paths' world answers them (Amara's records, as
 * scripts/journeys/repair-world.ts has them): jsdom has no database for the reference gateway, and
 * what is compared is what the page calls the operations with, not what they answer.
 */
const worldOperations: EffectRegistry = Object.fromEntries(
  Object.entries(REPAIR_RESULTS).map(([name, result]) => [
    name,
    async (...args: Parameters<typeof result>) => result(...args),
  ]),
);

/** The form control(s) of an answer on the page shown now, once its widget has arrived. */
const controlsOf = (name: string) =>
  waitFor(() => {
    const found = [...document.querySelectorAll<HTMLInputElement>(`[name="${name}"]`)];
    if (found.length === 0) throw new Error(`No field "${name}" on ${document.title}`);
    return found;
  });

/** Gives a page's answers as a resident does, through its widgets, then presses Continue. */
async function answerPage(page: SessionPathPage): Promise<void> {
  for (const [name, value] of Object.entries(page.answers)) {
    const controls = await controlsOf(name);
    const [first] = controls as [HTMLInputElement];
    if (first.type === 'radio') {
      const option = controls.find((control) => control.value === value);
      if (!option) throw new Error(`No option "${String(value)}" of "${name}"`);
      fireEvent.click(option);
    } else if (first.getAttribute('role') === 'combobox') {
      // An autocomplete: the text that names an option exactly chooses it.
      fireEvent.change(first, { target: { value: page.typed?.[name] } });
    } else {
      // Typed text is recorded when the resident leaves the field (REP-VAL-07).
      fireEvent.change(first, { target: { value } });
      fireEvent.blur(first);
    }
  }
  const form = document.querySelector('form.rp-step__form');
  if (!form) throw new Error(`No step form on ${document.title}`);
  fireEvent.submit(form);
}

describe('the repair journey from its page in jsdom', () => {
  it('drives the journey session along the path to submission, calling the operations as the headless run does', async () => {
    const world = journeyWorld('report-a-repair');
    const calls: OperationCall[] = [];
    const page = (
      <JourneyPage
        journey={journey}
        host={journeyHost(journey.definition.id)}
        file="journeys/repair.json"
        operations={recordingOperations(worldOperations, calls)}
        world={async () => ({ facts: world.facts, toggles: world.toggles })}
      />
    );
    const router = renderJourneyPage(page, {
      path: SESSION_START,
      otherRoutes: [
        { path: '/customer360View', element: <h1>Home</h1> },
        { path: '/appointmentscheduler', element: <h1>Book an appointment</h1> },
      ],
      // The photos' part lists the files on the world's draft work order: none.
      replies: { 'GET /works-orders/WO-PATH-1/documents': [] },
    });

    const at = () => router.state.location.pathname.toLowerCase();
    for (const step of SESSION_PATH) {
      await waitFor(() => expect(at()).toBe(step.route.toLowerCase()), { timeout: 10_000 });
      await answerPage(step);
    }
    // Submitted: the world's submission answer sends the resident to book an appointment.
    await waitFor(() => expect(at()).toBe('/appointmentscheduler'), { timeout: 10_000 });
    expect(calls).toEqual(OPERATION_CALLS);
  });
});
