import { CHANNELS, GatewayHeader } from '../../../schemas/http-headers';
import { titleFor } from '../http/errors';
import { schemaRef } from '../plugins/schemas';

/**
 * Response schemas of a route: its success answers plus the error body for each error status it
 * can give (401, 500 and 503, the database unreachable, are possible on every API call, so they are
 * always listed).
 */
export function responses(success: Record<number, object>, errorStatuses: number[] = []): Record<number, object> {
  const result: Record<number, object> = { ...success };
  for (const status of [...new Set([...errorStatuses, 401, 500, 503])].sort()) {
    result[status] = { description: titleFor(status), ...schemaRef('error-body') };
  }
  return result;
}

/** The optional request headers of the gateway contract, for the OpenAPI document. */
export function gatewayHeaders(extra: Record<string, object> = {}): object {
  return {
    type: 'object',
    properties: {
      [GatewayHeader.channel.toLowerCase()]: {
        type: 'string',
        enum: [...CHANNELS],
        description: 'Calling channel; CustomerSelfService when absent.',
      },
      [GatewayHeader.correlationId.toLowerCase()]: {
        type: 'string',
        maxLength: 128,
        description: 'Correlation id, echoed in the answer and logged; one is made up when absent.',
      },
      [GatewayHeader.sessionId.toLowerCase()]: { type: 'string', description: 'Session id, logged for tracing.' },
      [GatewayHeader.agentId.toLowerCase()]: {
        type: 'string',
        description: 'Agent or customer id, logged for tracing; never grants access.',
      },
      ...extra,
    },
  };
}

/** The If-Match header of a change to a versioned record (missing gives 428, stale 412). */
export const ifMatchHeader = {
  [GatewayHeader.ifMatch.toLowerCase()]: {
    type: 'string',
    description: 'The eTag of the record as read (ETag header or eTag field); required.',
  },
};

/** A path parameter holding an identifier. */
export function idParam(description: string): object {
  return { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9._-]+$', description };
}

/** The 202 of a route that queues an e-mail in the outbox (sent in the background by the outbox worker). */
export const queuedEmailResponse = {
  description: 'Accepted: the e-mail is queued in the outbox and goes out in the background.',
  type: 'object',
  properties: {
    messageIdentifier: { type: 'string', minLength: 1, description: 'Identifier of the queued e-mail.' },
  },
  required: ['messageIdentifier'],
  additionalProperties: false,
};
