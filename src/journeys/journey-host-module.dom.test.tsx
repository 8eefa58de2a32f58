import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderFixtureJourney } from '../../tests/support/fixture-journey-page';
import type { FieldError } from '../../engine/browser';
import type { JourneyHostModule, PageParts } from './journey-host-types';

/** A journey's own page parts, as a host module gives them (repair/repair-host.tsx), watched by the test. */
function watchedHost() {
  const seen = { mounts: 0, unmounts: 0, holds: 0, held: [] as FieldError[] };
  let makeReady: () => void = () => undefined;
  function Part() {
    useEffect(() => {
      seen.mounts += 1;
      return () => {
        seen.unmounts += 1;
      };
    }, []);
    return null;
  }
  function usePageParts(): PageParts {
    const [ready, setReady] = useState(false);
    makeReady = () => setReady(true);
    return {
      element: <Part />,
      ready,
      hold: async () => {
        seen.holds += 1;
        return seen.held;
      },
    };
  }
  const host: JourneyHostModule = { usePageParts };
  return { host, seen, ready: () => act(() => makeReady()) };
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe("a journey's host module on the generic page", () => {
  it('shows the page once its parts are ready, keeps their element for the whole journey, and lets them hold Continue', async () => {
    const { host, seen, ready } = watchedHost();
    renderFixtureJourney({ path: '/selectTenancy', host });
    await screen.findByRole('status');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    // Mounted while the page waits: parts that become ready by running (the repair uploads) must be.
    await waitFor(() => expect(seen.mounts).toBe(1));
    ready();
    await heading('Which property is this about?');

    fireEvent.click(screen.getByRole('radio', { name: '1 Canal Street, London E1 1AA' }));
    seen.held = [{ field: 'property', messageKey: 'journey.loading' }];
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    // The errors the parts name keep the page, shown in its error summary.
    await screen.findByRole('alert');
    expect(seen.holds).toBe(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Which property is this about?' })).toBeTruthy();

    seen.held = [];
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await heading('What is your request about?');
    expect(seen.holds).toBe(2);
    expect(seen).toMatchObject({ mounts: 1, unmounts: 0 });
  });
});
