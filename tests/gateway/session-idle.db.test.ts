import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERSONA } from '../../gateway/server/seed/personas';
import { signInAs, type SignedIn } from '../support/sign-in';
import { startTestGateway, TEST_SUBSCRIPTION_KEY, type TestGateway } from './gateway-harness';

const amara = PERSONA.amara;

describe('gateway session idle rule', () => {
  let gateway: TestGateway;

  beforeAll(async () => {
    gateway = await startTestGateway();
  });
  afterAll(async () => {
    await gateway.close();
  });

  // A fresh session per test (the harness's signIn keeps one per persona).
  const signIn = () => signInAs(gateway.app, 'amara', { subscriptionKey: TEST_SUBSCRIPTION_KEY });
  const getCustomer = (signedIn: SignedIn) =>
    gateway.app.inject({ url: `/api/customers/${amara.customerId}`, headers: signedIn.headers });
  const lastSeenMinutesAgo = (signedIn: SignedIn, minutes: number) =>
    gateway.db
      .updateTable('gateway_sessions')
      .set({ last_seen_at: sql<Date>`now() - make_interval(mins => ${minutes})` })
      .where('id', '=', signedIn.sessionId)
      .execute();
  const lastSeen = async (signedIn: SignedIn) =>
    (
      await gateway.db
        .selectFrom('gateway_sessions')
        .select('last_seen_at')
        .where('id', '=', signedIn.sessionId)
        .executeTakeFirstOrThrow()
    ).last_seen_at.getTime();

  it('should refuse a token whose session has been idle for more than 30 minutes', async () => {
    const signedIn = await signIn();
    await lastSeenMinutesAgo(signedIn, 31);
    const response = await getCustomer(signedIn);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ status: 401, title: 'Unauthorised' });
  });

  it('should keep a session alive when it is used, marking it at most once a minute', async () => {
    const signedIn = await signIn();
    await lastSeenMinutesAgo(signedIn, 29);
    const before = await lastSeen(signedIn);
    expect((await getCustomer(signedIn)).statusCode).toBe(200);
    const touched = await lastSeen(signedIn);
    expect(touched).toBeGreaterThan(before + 28 * 60_000);

    expect((await getCustomer(signedIn)).statusCode).toBe(200);
    expect(await lastSeen(signedIn)).toBe(touched);
  });
});
