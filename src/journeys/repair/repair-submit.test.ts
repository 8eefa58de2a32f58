/**
 * The job number awaited after a repair is submitted (REP-LIF-04): asked for up to 5 times, 5
 * seconds apart; when it never comes the submission answers `error`, which the journey sends to
 * /workOrderErrorPage. Timers are faked (from a fixed time 0): no test waits 20 real seconds, and
 * the spacing of the attempts is read off the count of reads as the fake timers advance, never off a
 * clock.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Scope } from '../../../engine/browser';
import type { GatewayClient } from '../../../gateway/client';
import definition from '../../../journeys/repair.json';
import { JOB_NUMBER_POLLING, submitRepair, type SubmitPayloads } from './repair-submit';
import { withDeclaredPayloads } from '../../../tests/support/declared-payloads';

/** An integrated contractor with an open site: a repair it takes is booked on the scheduler. */
const CONTRACTOR = {
  contractorSites: [{ siteIdentifier: 'SITE-1', isOnHold: false }],
  statuses: { isEMA: false, isIntegrated: true, isBuilder: false },
};

/** A gateway that answers the submission's calls; the work order has a job number from `jobFrom` on. */
function gateway(jobFrom: number) {
  let reads = 0;
  const answer = (method: string) => async (path: string) => {
    let data: unknown;
    if (path === '/works-orders/repair-priority') data = { repairPriority: 'NA', isWorkingHours: true };
    else if (path.endsWith('/contractors')) data = [CONTRACTOR];
    else if (method === 'GET' && path === '/works-orders/WO-9') {
      reads += 1;
      data = {
        id: 'WO-9',
        jobNo: reads >= jobFrom ? 'JOB-9' : null,
        status: 'Unappointed',
        area: 'Property',
        isOutOfHours: false,
      };
    }
    return { data, status: 200, correlationId: 'c' };
  };
  const client = { get: answer('GET'), post: answer('POST'), patch: answer('PATCH') } as unknown as GatewayClient;
  return { client, reads: () => reads };
}

const scope: Scope = {
  answers: { asset: 'Property', reason: 'RR-1', 'additional-details': 'The tap drips.' },
  facts: { 'work-order': { id: 'WO-9', eTag: '"1"' }, eligibility: { sorCode: 'PLUMTAP01' } },
  toggles: {},
};

describe('the job number after submitting (REP-LIF-04)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks 5 times, 5000 ms apart, and answers error when the job number never comes', async () => {
    expect(JOB_NUMBER_POLLING).toEqual({ attempts: 5, intervalMs: 5000 });
    const world = gateway(Number.POSITIVE_INFINITY);
    const submitted = submitRepair(
      world.client,
      scope,
      withDeclaredPayloads<SubmitPayloads>('repair', 'submit-repair', scope, { enhanced: 'false' }),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(world.reads()).toBe(1);
    // Each further attempt comes exactly 5000 ms after the one before: not 1 ms sooner.
    for (const attempt of [2, 3, 4, 5]) {
      await vi.advanceTimersByTimeAsync(4999);
      expect(world.reads()).toBe(attempt - 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(world.reads()).toBe(attempt);
    }
    await expect(submitted).resolves.toMatchObject({ jobNo: null, next: 'error' });
    // No sixth attempt.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(world.reads()).toBe(5);
  });

  it('stops asking as soon as the job number comes', async () => {
    const world = gateway(3);
    const submitted = submitRepair(
      world.client,
      scope,
      withDeclaredPayloads<SubmitPayloads>('repair', 'submit-repair', scope, { enhanced: 'false' }),
    );
    await vi.advanceTimersByTimeAsync(60_000);
    await expect(submitted).resolves.toMatchObject({ jobNo: 'JOB-9', next: 'scheduler' });
    expect(world.reads()).toBe(3);
  });

  it('sends a submission without a job number to /workOrderErrorPage', () => {
    const summary = (definition.steps as { id: string }[]).find((step) => step.id === 'confirmation-details') as
      { next?: { to: string; when?: unknown }[] } | undefined;
    const rule = summary?.next?.find((next) => JSON.stringify(next.when ?? {}).includes('"error"'));
    const exit = (definition.exits as Record<string, { route: string }> | undefined)?.[rule?.to ?? ''];
    expect(exit?.route).toMatch(/^\/workOrderErrorPage\?/);
  });
});
