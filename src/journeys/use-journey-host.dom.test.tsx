import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, type Location } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { loadJourney } from '../../engine';
import raw from '../../engine/test-fixtures/service-request.json';
import { fixtureJourney } from '../../engine/test-fixtures/fixture-journey';
import { fixtureFacts, fixtureRegistry, fixtureToggles } from '../../engine/test-fixtures/service-request-world';
import { useJourneyHost } from './use-journey-host';

const journey = fixtureJourney();

/** The host on the fixture journey's first page, with one more operation that answers when the test says. */
async function hostOnFirstPage() {
  let finish: (value: unknown) => void = () => undefined;
  const registry = {
    ...fixtureRegistry(),
    'slow-lookup': () =>
      new Promise((resolve) => {
        finish = resolve;
      }),
  };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={['/selectTenancy']}>{children}</MemoryRouter>
  );
  const view = renderHook(
    () =>
      useJourneyHost(journey, {
        file: null,
        registry,
        loadWorld: async () => ({ facts: fixtureFacts, toggles: fixtureToggles }),
      }),
    { wrapper },
  );
  await waitFor(() => expect(view.result.current.model?.stepId).toBe('select-property'));
  act(() => view.result.current.answer('property', 'P-100'));
  return { view, finish: (value: unknown) => finish(value) };
}

describe('the journey host', () => {
  it('records what an operation of the page learnt on the journey as it is when it ends, not where it began', async () => {
    const { view, finish } = await hostOnFirstPage();
    let ran!: Promise<void>;
    act(() => {
      ran = view.result.current.runOperation('slow-lookup', { 'page-fact': 'kept' }, 'looked-up');
    });
    act(() => view.result.current.continueStep());
    await waitFor(() => expect(view.result.current.model?.stepId).toBe('case-type'));
    await act(async () => {
      finish({ found: true });
      await ran;
    });
    expect(view.result.current.model?.stepId).toBe('case-type');
    expect(view.result.current.snapshot?.answers.property).toBe('P-100');
    expect(view.result.current.snapshot?.facts).toMatchObject({ 'page-fact': 'kept', 'looked-up': { found: true } });
  });

  it('lets the page hold Continue: it reads the answers given meanwhile, and stays with the errors the page names', async () => {
    const { view } = await hostOnFirstPage();
    act(() =>
      view.result.current.continueStep(async () => [{ field: 'property', messageKey: 'journey.invalid-option' }]),
    );
    await waitFor(() =>
      expect(view.result.current.model?.errors).toEqual([{ field: 'property', messageKey: 'journey.invalid-option' }]),
    );
    expect(view.result.current.model?.stepId).toBe('select-property');
    expect(view.result.current.busy).toBe(false);

    // An answer recorded while the page holds Continue is the one Continue goes on with.
    act(() => view.result.current.answer('property', 'P-200'));
    act(() =>
      view.result.current.continueStep(async () => {
        view.result.current.answer('property', 'P-100');
        return [];
      }),
    );
    await waitFor(() => expect(view.result.current.model?.stepId).toBe('case-type'));
    expect(view.result.current.snapshot?.answers.property).toBe('P-100');
  });

  it('does nothing more after a hold that ended the journey on its error page', async () => {
    const { view } = await hostOnFirstPage();
    await act(async () => view.result.current.continueStep(async () => null));
    expect(view.result.current.busy).toBe(false);
    expect(view.result.current.model?.stepId).toBe('select-property');
  });
});

describe('a journey whose given facts cannot be loaded', () => {
  /** Where the host sent the resident, as the router has it. */
  function startFailing(definition: unknown) {
    const seen: { location?: Location } = {};
    function Probe() {
      seen.location = useLocation();
      return null;
    }
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={['/selectTenancy']}>
        {children}
        <Probe />
      </MemoryRouter>
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderHook(
      () =>
        useJourneyHost(loadJourney(definition), {
          file: null,
          registry: fixtureRegistry(),
          loadWorld: () => Promise.reject(new Error('GET /customers/CUS-1/tenancies: 503')),
        }),
      { wrapper },
    );
    return seen;
  }

  it("goes where the journey's startFailure says, with its message", async () => {
    const seen = startFailing({
      ...structuredClone(raw),
      startFailure: { route: '/genericerror', messageKey: 'cases_servicedown' },
    });
    await waitFor(() => expect(seen.location?.pathname).toBe('/genericerror'));
    expect(seen.location?.state).toEqual({ messageKey: 'cases_servicedown' });
    vi.mocked(console.error).mockRestore();
  });

  it("goes to the journeys' error page when the journey declares none", async () => {
    const seen = startFailing(structuredClone(raw));
    await waitFor(() => expect(seen.location?.pathname).toBe('/repairJourneyErrorPage'));
    expect(seen.location?.state).toEqual({ messageKey: 'repair_Journey_Error_Message1' });
    vi.mocked(console.error).mockRestore();
  });
});
