import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance, FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import { GatewayHeader } from '../../../schemas/http-headers';

/** Header values the gateway is willing to copy into logs and responses. */
const SAFE_ID = /^[A-Za-z0-9._:@/+=-]{1,128}$/;

/** The log field that carries the correlation id on every line of a request. */
export const CORRELATION_LOG_LABEL = 'correlationId';

/**
 * The request id of Fastify is the correlation id: the caller's X-Correlation-Id when it is a
 * sensible identifier, otherwise a new UUID. Fastify binds it to the request's logger, so every
 * log line of the request carries it.
 */
export function correlationIdFor(request: IncomingMessage): string {
  const sent = headerValue(request.headers[GatewayHeader.correlationId.toLowerCase()]);
  return sent !== undefined && SAFE_ID.test(sent) ? sent : randomUUID();
}

/**
 * Adds the caller's session id, agent id and channel to the request's logger. They are logged
 * for tracing only; nothing in the gateway trusts them for access.
 */
export const childLoggerFactory: NonNullable<FastifyServerOptions['childLoggerFactory']> = function (
  logger: FastifyBaseLogger,
  bindings,
  options,
  rawRequest,
) {
  const headers = rawRequest.headers;
  const extra: Record<string, string> = {};
  for (const [field, header] of [
    ['sessionId', GatewayHeader.sessionId],
    ['agentId', GatewayHeader.agentId],
    ['channel', GatewayHeader.channel],
  ] as const) {
    const value = headerValue(headers[header.toLowerCase()]);
    if (value !== undefined) extra[field] = SAFE_ID.test(value) ? value : '(unreadable value)';
  }
  return logger.child({ ...bindings, ...extra }, options);
};

/** Echoes the correlation id on every answer, so a caller can quote it when reporting a problem. */
export const requestContextPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request, reply) => {
      reply.header(GatewayHeader.correlationId, request.id);
    });
  },
  { name: 'request-context' },
);

function headerValue(value: string | string[] | undefined): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  const trimmed = first?.trim();
  return trimmed ? trimmed : undefined;
}
