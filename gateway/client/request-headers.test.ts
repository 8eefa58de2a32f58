import { describe, expect, it } from 'vitest';
import { GatewayHeader } from '../../schemas/http-headers';
import { buildRequestHeaders, type RequestHeaderInput } from './request-headers';

const input = (overrides: Partial<RequestHeaderInput> = {}): RequestHeaderInput => ({
  subscriptionKey: 'key',
  channel: 'CustomerSelfService',
  defaultAgentId: 'anonymous',
  session: { getCustomerId: () => 'C1', getSessionId: () => 'S1' },
  correlationId: 'corr-1',
  ...overrides,
});

describe('buildRequestHeaders', () => {
  it('names every header as schemas/http-headers.ts does', () => {
    expect(buildRequestHeaders(input({ etag: 'W/"3"', operationKey: 'op' }))).toEqual({
      [GatewayHeader.subscriptionKey]: 'key',
      [GatewayHeader.channel]: 'CustomerSelfService',
      [GatewayHeader.correlationId]: 'corr-1',
      [GatewayHeader.agentId]: 'C1',
      [GatewayHeader.sessionId]: 'S1',
      [GatewayHeader.ifMatch]: 'W/"3"',
      [GatewayHeader.operationKey]: 'op',
      Accept: 'application/json',
    });
  });

  it('falls back to the default agent id and If-Match * and leaves out what the session lacks', () => {
    const headers = buildRequestHeaders(
      input({
        session: { getCustomerId: () => '', getSessionId: () => null, getAccessToken: () => undefined },
        etag: null,
      }),
    );
    expect(headers[GatewayHeader.agentId]).toBe('anonymous');
    expect(headers[GatewayHeader.ifMatch]).toBe('*');
    expect(headers).not.toHaveProperty(GatewayHeader.sessionId);
    expect(headers).not.toHaveProperty(GatewayHeader.operationKey);
    expect(headers).not.toHaveProperty('Authorization');
  });

  it('reads the session at each call, so a sign-in shows on the next one', () => {
    const stored: { customerId?: string; token?: string } = {};
    const session = {
      getCustomerId: () => stored.customerId,
      getSessionId: () => 'S',
      getAccessToken: () => stored.token,
    };
    expect(buildRequestHeaders(input({ session }))[GatewayHeader.agentId]).toBe('anonymous');
    stored.customerId = 'C7';
    stored.token = 'abc';
    const after = buildRequestHeaders(input({ session }));
    expect(after[GatewayHeader.agentId]).toBe('C7');
    expect(after.Authorization).toBe('Bearer abc');
  });
});
