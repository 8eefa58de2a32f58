import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ErrorObject } from 'ajv';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import { GatewayHeader } from '../../../schemas/http-headers';
import { isDatabaseUnavailable } from '../db/connection';
import { errorBody, HttpError } from '../http/errors';
import { validationErrorItems } from '../http/validation-messages';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Spec message codes of fields, e.g. {'body.mobilePhone': 'SSCP003a'}: a validation error on
     * that field carries the code, so the portal can show its own wording.
     */
    errorCodes?: Record<string, string>;
  }
}

/** Fastify's own request errors and how the gateway words them. */
const FASTIFY_ERRORS: Record<string, { status: number; message: (request: FastifyRequest) => string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    message: () => 'The request body is not valid JSON; check quotes, commas and brackets.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: () => 'The request body is empty; send a JSON object.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    message: (request) =>
      `A body of type ${String(request.headers['content-type'] ?? 'unknown')
        .split(';')[0]
        ?.slice(0, 100)} is not accepted; send application/json.`,
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    message: () => 'The Content-Length header does not match the body.',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: () => 'The request body is too large.' },
  FST_ERR_BAD_URL: {
    status: 400,
    message: () => 'The address is not a valid URL: a % must start an escape such as %20 or %2F.',
  },
};

/** Answers 404 in the error shape for a path or method the gateway does not serve. */
export function sendNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const path = request.url.split('?')[0] ?? request.url;
  return reply
    .code(404)
    .type('application/json; charset=utf-8')
    .send(errorBody(404, [{ message: `There is nothing at ${request.method} ${path}.` }]));
}

/** Seconds before trying again when the database cannot be reached: within the portal client's longest wait (RETRY_MAX_DELAY_MS), so its retries ride over a restart of a few seconds. */
export const DATABASE_RETRY_AFTER_SECONDS = 1;

/**
 * Maps every failure to `{status, title, errors[]}`: HttpErrors keep their status and headers
 * (a 429's Retry-After); schema validation gives 400 with one entry per problem; malformed JSON
 * 400; unsupported media type 415; a body too large 413; the database unreachable (PostgreSQL
 * restarting) 503 with Retry-After; anything else 500 without internals (and logged with its stack).
 */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler(async (error: FastifyError, request, reply) => {
      if (isDatabaseUnavailable(error)) {
        request.log.warn({ err: error }, 'The database cannot be reached; answered 503');
        reply.removeHeader('etag');
        return reply
          .code(503)
          .header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS))
          .type('application/json; charset=utf-8')
          .send(
            errorBody(503, [{ message: 'The service cannot reach its database for a moment; try again shortly.' }]),
          );
      }
      const { status, body } = toErrorBody(error, request);
      if (status >= 500) {
        request.log.error({ err: error }, 'Request failed with an unexpected error');
      } else {
        request.log.info({ statusCode: status, errors: body.errors }, 'Request refused');
      }
      reply.removeHeader('etag');
      if (error instanceof HttpError) reply.headers(error.headers);
      return reply.code(status).type('application/json; charset=utf-8').send(body);
    });
  },
  { name: 'errors' },
);

/**
 * Fastify's `frameworkErrors`: a URL it cannot route (one that does not decode, such as /%zz) it
 * refuses before any hook runs. Answered as every other refusal is: the gateway's error body, the
 * security headers (set here, since the security-headers plugin's hooks never ran), the
 * correlation id and a log line.
 */
export function frameworkErrorAnswer(
  setSecurityHeaders: (req: IncomingMessage, res: ServerResponse) => void,
): NonNullable<FastifyServerOptions['frameworkErrors']> {
  const answer = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    setSecurityHeaders(request.raw, reply.raw);
    const { status, body } = toErrorBody(error, request);
    if (status >= 500) request.log.error({ err: error }, 'Request failed with an unexpected error');
    else request.log.info({ statusCode: status, errors: body.errors }, 'Request refused');
    void reply
      .code(status)
      .header(GatewayHeader.correlationId, request.id)
      .type('application/json; charset=utf-8')
      .send(body);
  };
  return answer as NonNullable<FastifyServerOptions['frameworkErrors']>;
}

function toErrorBody(
  error: FastifyError,
  request: FastifyRequest,
): { status: number; body: ReturnType<typeof errorBody> } {
  if (error instanceof HttpError) return { status: error.status, body: error.toBody() };
  if (error.validation) {
    const codes = request.routeOptions.config.errorCodes ?? {};
    const items = validationErrorItems(error.validation as ErrorObject[], error.validationContext ?? 'body').map(
      (item) => {
        const code = item.field !== undefined ? codes[item.field] : undefined;
        return code ? { ...item, code } : item;
      },
    );
    return { status: 400, body: errorBody(400, items) };
  }
  const known = error.code ? FASTIFY_ERRORS[error.code] : undefined;
  if (known) return { status: known.status, body: errorBody(known.status, [{ message: known.message(request) }]) };
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return { status, body: errorBody(status, [{ message: error.message || 'The request could not be handled.' }]) };
  }
  return {
    status: 500,
    body: errorBody(500, [
      { message: `Something went wrong on our side. Quote reference ${request.id} if you report it.` },
    ]),
  };
}
