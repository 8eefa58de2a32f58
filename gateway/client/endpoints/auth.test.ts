import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  sendJson,
  startLocalHttpServer,
  type LocalHttpServer,
  type RecordedRequest,
} from '../../../tests/support/local-http-server';
import { createGatewayClient, type GatewayClient } from '../gateway-client';
import { GatewayError } from '../gateway-error';
import { exchangeAuthorizationCode, logout, refreshAccessToken, type GatewayToken } from './auth';

let server: LocalHttpServer;
let requests: RecordedRequest[];
let reply: { status: number; body?: unknown } = { status: 200, body: {} };
let client: GatewayClient;
let accessToken: string | null = null;
const policyActions: string[] = [];

const token: GatewayToken = {
  customerId: 'C1',
  accessToken: 'eyJ.token',
  tokenType: 'Bearer',
  expiresIn: 600,
  sessionId: 'S1',
};

beforeAll(async () => {
  server = await startLocalHttpServer((_, response) => sendJson(response, reply.status, reply.body));
  requests = server.requests;
  client = createGatewayClient({
    baseUrl: server.baseUrl,
    subscriptionKey: 'key',
    session: { getCustomerId: () => null, getSessionId: () => null, getAccessToken: () => accessToken },
    retryBaseDelayMs: 1,
    retryMaxDelayMs: 1,
    onPolicyAction: (action) => policyActions.push(action.type),
  });
});
afterAll(() => server.close());
beforeEach(() => {
  requests.length = 0;
  policyActions.length = 0;
  accessToken = null;
  reply = { status: 200, body: token };
});

describe('sign-in endpoints', () => {
  it('posts the code, state, verifier and redirect URI to /auth/token without a bearer token', async () => {
    const request = { code: 'c', state: 'login.r', codeVerifier: 'v', redirectUri: 'http://portal/customer360View' };
    const { data } = await exchangeAuthorizationCode(client, request);
    expect(data).toEqual(token);
    expect(requests[0]).toMatchObject({ method: 'POST', url: '/api/auth/token' });
    expect(JSON.parse(requests[0]!.body)).toEqual(request);
    expect(requests[0]!.headers.authorization).toBeUndefined();
  });

  it('never repeats a token exchange, even after a 503', async () => {
    reply = { status: 503, body: { status: 503, title: 'Unavailable', errors: [] } };
    await expect(
      exchangeAuthorizationCode(client, { code: 'c', state: 's', codeVerifier: 'v', redirectUri: 'r' }),
    ).rejects.toBeInstanceOf(GatewayError);
    expect(requests).toHaveLength(1);
  });

  it('refreshes with the current bearer token', async () => {
    accessToken = 'old-token';
    const { data } = await refreshAccessToken(client);
    expect(data?.accessToken).toBe('eyJ.token');
    expect(requests[0]).toMatchObject({ method: 'POST', url: '/api/auth/refresh' });
    expect(requests[0]!.headers.authorization).toBe('Bearer old-token');
  });

  it('signs out when the refresh answers 401', async () => {
    accessToken = 'expired';
    reply = { status: 401, body: { status: 401, title: 'Unauthorised', errors: [] } };
    await expect(refreshAccessToken(client)).rejects.toMatchObject({ status: 401, action: { type: 'signOut' } });
    expect(policyActions).toEqual(['signOut']);
  });

  it('logs out with DELETE /logout and the bearer token', async () => {
    accessToken = 'live';
    reply = { status: 204 };
    const { status } = await logout(client);
    expect(status).toBe(204);
    expect(requests[0]).toMatchObject({ method: 'DELETE', url: '/api/logout' });
    expect(requests[0]!.headers.authorization).toBe('Bearer live');
  });
});
