import { afterAll, beforeAll, beforeEach, expect, vi, type Mock } from 'vitest';
import {
  createGatewayClient,
  type GatewayClient,
  type GatewayClientOptions,
} from '../../gateway/client/gateway-client';
import { GatewayError } from '../../gateway/client/gateway-error';
import { sendJson, startLocalHttpServer, type LocalHttpServer, type RecordedRequest } from './local-http-server';

/** One answer of the scripted gateway. */
export interface ScriptedReply {
  status: number;
  /** JSON body; undefined sends an empty body. */
  body: unknown;
  headers?: Record<string, string>;
}

export interface ScriptedGateway {
  /** A gateway client pointed at the server (available from beforeAll on). */
  readonly client: GatewayClient;
  /** Every request the server received in the current test, in order. */
  readonly requests: RecordedRequest[];
  /**
   * What the server answers: one reply to every request, or a list answered in order whose last
   * reply repeats. Back to the default before each test.
   */
  reply: ScriptedReply | ScriptedReply[];
  /** The client's onPolicyAction, reset before each test. */
  readonly onPolicyAction: Mock<NonNullable<GatewayClientOptions['onPolicyAction']>>;
}

/**
 * A real HTTP server on 127.0.0.1 answering with scripted replies, and a gateway client pointed at
 * it, for the tests of the typed endpoints. Registers the suite's beforeAll, afterAll and
 * beforeEach hooks, so call it at the top of a test file.
 *
 * @example
 * const gateway = scriptedGateway({ maxAttempts: 1 });
 * gateway.reply = { status: 200, body: { value: 'true' } };
 * await getConfigurationValue(gateway.client, 'IsMediaEnabledSS');
 * expect(gateway.requests[0]?.url).toBe('/api/configuration/IsMediaEnabledSS');
 */
export function scriptedGateway(
  options: Partial<Omit<GatewayClientOptions, 'baseUrl' | 'onPolicyAction'>> = {},
  defaultReply: ScriptedReply = { status: 200, body: {} },
): ScriptedGateway {
  let server: LocalHttpServer | undefined;
  let client: GatewayClient | undefined;
  const onPolicyAction = vi.fn<NonNullable<GatewayClientOptions['onPolicyAction']>>();
  const gateway: ScriptedGateway = {
    get client() {
      if (!client) throw new Error('The scripted gateway starts in beforeAll; use its client inside a test.');
      return client;
    },
    get requests() {
      return server?.requests ?? [];
    },
    reply: defaultReply,
    onPolicyAction,
  };

  const nextReply = (): ScriptedReply => {
    const { reply } = gateway;
    if (!Array.isArray(reply)) return reply;
    return (reply.length > 1 ? reply.shift() : reply[0]) ?? defaultReply;
  };

  beforeAll(async () => {
    server = await startLocalHttpServer((_, response) => {
      const { status, body, headers } = nextReply();
      sendJson(response, status, body, headers);
    });
    client = createGatewayClient({
      subscriptionKey: 'key',
      session: { getCustomerId: () => 'C1', getSessionId: () => 'S1' },
      ...options,
      baseUrl: server.baseUrl,
      onPolicyAction,
    });
  });
  afterAll(() => server?.close());
  beforeEach(() => {
    if (server) server.requests.length = 0;
    gateway.reply = defaultReply;
    onPolicyAction.mockReset();
  });
  return gateway;
}

/** The GatewayError a call rejects with (the test fails when it resolves or rejects with anything else). */
export async function gatewayRejection(promise: Promise<unknown>): Promise<GatewayError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(GatewayError);
  return error as GatewayError;
}
