import type { FastifyRequest } from 'fastify';
import { UnauthorisedError } from '../../../http/errors';

/**
 * The customer id of the signed-in resident a request speaks for (set by the access hook on
 * every route that is not public).
 *
 * @example
 * const customerId = callerCustomerId(request); // 'CUS-100001' for Amara's token
 */
export function callerCustomerId(request: FastifyRequest): string {
  if (!request.caller) throw new UnauthorisedError('Sign in first.');
  return request.caller.customerId;
}
