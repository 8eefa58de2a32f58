import { act } from '@testing-library/react';

/**
 * Runs out the work already set going: the fake gateway (fake-gateway.ts) answers through promises
 * alone, so a few turns of the event loop under act let those answers, and the renders and further
 * calls they cause, finish. Use it before asserting that something did not happen (no second
 * search, no button): it waits for the work, never for an amount of time, so a busy machine cannot
 * end the wait before the work is done.
 *
 * @example
 * fireEvent.click(screen.getByRole('button', { name: 'Search' }));
 * await settleFakeGateway();
 * expect(searches(harness)).toHaveLength(asked);
 */
export async function settleFakeGateway(turns = 20): Promise<void> {
  await act(async () => {
    for (let turn = 0; turn < turns; turn += 1) await new Promise<void>((resolve) => setTimeout(resolve, 0));
  });
}
