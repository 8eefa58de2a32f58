import type { ValidateFunction } from 'ajv';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody } from '../http/errors';
import { compiledValidator, schemaRef } from './schemas';

type Validators = Map<string, ValidateFunction>;

const SERVER_BUG_MESSAGE = 'The gateway produced an answer it could not stand behind; the problem has been logged.';

/**
 * Checks every JSON answer against its route's response schema before it is sent. Fastify only
 * serialises responses (dropping or coercing what does not fit), so a server bug could otherwise
 * leak malformed data: here it is logged and answered 500 in the error shape instead. Error
 * answers (4xx, 5xx) are always checked against the error-body schema.
 */
export const responseValidationPlugin = fp(
  async (app: FastifyInstance) => {
    const errorValidator = compiledValidator('response', schemaRef('error-body'));
    const byRoute = new Map<string, Validators>();

    app.addHook('onRoute', (route) => {
      const response = (route.schema as { response?: Record<string, unknown> } | undefined)?.response;
      if (!response) return;
      const validators: Validators = new Map();
      for (const [status, schema] of Object.entries(response)) {
        const body = unwrapContent(schema);
        if (body) validators.set(status, compiledValidator('response', body));
      }
      for (const method of [route.method].flat()) byRoute.set(`${method} ${route.url}`, validators);
    });

    app.addHook('preSerialization', async (request, reply, payload: unknown) => {
      const status = reply.statusCode;
      const key = `${request.method} ${request.routeOptions.url ?? ''}`;
      const validator = status >= 400 ? errorValidator : pickValidator(byRoute.get(key), status);
      if (!validator || validator(payload)) return payload;
      if (status >= 500 && validator === errorValidator) {
        request.log.error({ errors: validator.errors }, 'Error body did not match the error-body schema');
        return errorBody(500, [{ message: SERVER_BUG_MESSAGE }]);
      }
      request.log.error(
        { statusCode: status, route: key, errors: validator.errors },
        'Response did not match its schema; answering 500 instead',
      );
      return replaceWithServerError(reply);
    });
  },
  { name: 'response-validation', dependencies: ['schemas'] },
);

function replaceWithServerError(reply: FastifyReply): object {
  reply.code(500);
  reply.removeHeader('etag');
  reply.removeHeader('location');
  return errorBody(500, [{ message: SERVER_BUG_MESSAGE }]);
}

function pickValidator(validators: Validators | undefined, status: number): ValidateFunction | undefined {
  if (!validators) return undefined;
  return validators.get(String(status)) ?? validators.get(`${String(status).charAt(0)}xx`) ?? validators.get('default');
}

/** A response schema may be given directly or per content type ({content: {'application/json': {schema}}}). */
function unwrapContent(schema: unknown): object | undefined {
  if (typeof schema !== 'object' || schema === null) return undefined;
  const content = (schema as { content?: Record<string, { schema?: object }> }).content;
  if (content) return content['application/json']?.schema;
  return schema;
}
