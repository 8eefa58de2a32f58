import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGatewayClient } from '../../gateway/client';
import { manualClock } from '../../gateway/server/common/clock';
import { PERSONA } from '../../gateway/server/seed/personas';
import type { WorkOrder } from '../../schemas/generated/types';
import { loadJourneyFile } from '../../scripts/journeys/load-journey-file';
import {
  json,
  listenLocally,
  startTestGateway,
  TEST_SUBSCRIPTION_KEY,
  type TestGateway,
} from '../gateway/gateway-harness';
import { headlessRepairSession, walkSessionPath } from './headless-repair-session';
import {
  OPERATION_CALLS,
  recordingOperations,
  SESSION_PATH,
  SESSION_PERSONA,
  type OperationCall,
} from './repair-session-path';

/** The gateway's clock, fixed: the submission's dates are the same on every run. */
const NOW = new Date('2026-06-15T10:00:00Z');

/** One request the portal's operations sent to the gateway. */
interface Sent {
  method: string;
  path: string;
  body: unknown;
}

describe('the repair journey run headless through its journey session', () => {
  let gateway: TestGateway;
  let baseUrl: string;

  beforeAll(async () => {
    gateway = await startTestGateway({ repairs: { clock: manualClock(NOW), jobNumberDelayMs: 0 } });
    baseUrl = `http://127.0.0.1:${await listenLocally(gateway)}/api`;
  });
  afterAll(async () => gateway?.close());

  it('submits the repair through the portal operations alone, with the payloads the page sends', async () => {
    const who = await gateway.signIn(SESSION_PERSONA);
    const sent: Sent[] = [];
    const client = createGatewayClient({
      baseUrl,
      subscriptionKey: TEST_SUBSCRIPTION_KEY,
      session: {
        getCustomerId: () => who.customerId,
        getSessionId: () => who.sessionId,
        getAccessToken: () => who.accessToken,
      },
      maxAttempts: 1,
      fetch: async (input, init) => {
        const request = new Request(input, init);
        if (request.method !== 'GET') {
          const text = await request.clone().text();
          sent.push({
            method: request.method,
            path: new URL(request.url).pathname,
            body: text ? JSON.parse(text) : undefined,
          });
        }
        return fetch(request);
      },
    });
    const journey = loadJourneyFile('journeys/repair.json');
    // The operations the portal registers for the repair journey: its own (repair-host.tsx) and the portal's.
    const calls: OperationCall[] = [];
    const run = await headlessRepairSession(journey, {
      client,
      customerId: who.customerId,
      now: NOW,
      record: (operations) => recordingOperations(operations, calls),
    });
    const { session, navigations, failures } = run;
    await walkSessionPath(run, SESSION_PATH);
    expect(failures).toEqual([]);
    // Every operation was called as the page calls them (repair-session.dom.test.tsx).
    expect(calls).toEqual(OPERATION_CALLS);
    // The journey ended home, with the banner of a reported emergency repair and its job number.
    expect(navigations.at(-1)).toEqual({
      route: '/customer360View',
      state: {
        noticeKey: 'repairs:notice.reported.emergency',
        noticeValues: { jobNo: expect.stringMatching(/^JOB-/) },
      },
    });

    // What the operations sent: the draft created, saved page after page, and submitted.
    const writes = sent.filter((request) => request.path.startsWith('/api/works-orders') && request.method !== 'POST');
    const { id } = session.getSnapshot().snapshot?.facts['work-order'] as { id: string };
    expect(sent.find((request) => request.path === '/api/works-orders')?.body).toMatchObject({
      repairReason: 'Leak under the kitchen sink',
      isDraft: true,
    });
    expect(new Set(writes.map((request) => `${request.method} ${request.path}`))).toEqual(
      new Set([`PATCH /api/works-orders/${id}`]),
    );
    expect(writes.at(-1)?.body).toMatchObject({ isSubmitted: true, isDraft: false });

    // The repair is really submitted: read back from the gateway as Amara.
    const read = await gateway.api({ as: SESSION_PERSONA, url: `/api/works-orders/${id}` });
    expect(read.statusCode).toBe(200);
    expect(json<WorkOrder>(read)).toMatchObject({
      isSubmitted: true,
      isDraft: false,
      isEmergency: true,
      premisesId: PERSONA.amara.houseAssetId,
      repairReason: 'Leak under the kitchen sink',
      description: 'Water is leaking under the kitchen sink.',
      reporterContactDetails: { contactNumber: PERSONA.amara.mobilePhone },
      raisedDate: NOW.toISOString(),
      jobNo: expect.stringMatching(/^JOB-/),
    });
  });
});
