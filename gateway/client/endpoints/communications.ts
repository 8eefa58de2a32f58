import type {
  Communication,
  CommunicationList,
  CommunicationQuery,
  CommunicationSend,
} from '../../../schemas/generated/types';
import type { GatewayClient, GatewayResponse } from '../gateway-client';
import { gatewayPath } from '../gateway-url';
import type { EndpointOptions } from './endpoint-options';

/**
 * GET /customers/{id}/communications: the resident's messages from the association for a date
 * range, newest first unless `orderBy` says otherwise, with the total, the unread count and the
 * categories of unread messages (the dashboard card asks for `limit: 2, skip: 0`).
 *
 * @example
 * const { data } = await getCommunications(client, customerId, { fromDate: '2024-11-25', toDate: '2026-11-25', limit: 10 });
 * data?.['total-unread']; // the header's count
 */
export function getCommunications(
  client: GatewayClient,
  customerId: string,
  query: CommunicationQuery,
  options?: EndpointOptions,
): Promise<GatewayResponse<CommunicationList>> {
  return client.get<CommunicationList>(gatewayPath`/customers/${customerId}/communications`, {
    ...options,
    query: { ...query },
  });
}

/**
 * PATCH /customers/{id}/communications/{messageId} with status READ: marks one message read
 * (repeatable: a message already read stays read). Answers the message.
 *
 * @example
 * await markCommunicationRead(client, customerId, 'MSG-100002');
 */
export function markCommunicationRead(
  client: GatewayClient,
  customerId: string,
  messageId: string,
  options?: EndpointOptions,
): Promise<GatewayResponse<Communication>> {
  return client.patch<Communication>(
    gatewayPath`/customers/${customerId}/communications/${messageId}`,
    { status: 'READ' },
    options,
  );
}

/** What the e-mail send answers (202): the queued e-mail's identifier. */
export interface CommunicationQueued {
  messageIdentifier: string;
}

/**
 * POST /customers/{id}/communications: sends an e-mail to the association (for a catalyst
 * customer's contact change, ACC-PRO-12, ACC-GWY-15), queued in the
 * gateway's outbox in the same transaction as the record of it. Sent once (no retry). Every
 * failure but 401 and 412 comes back to the caller (`returnError`): the profile is saved by then,
 * and the save shows profile_update_failed (try again later), the gateway's limit of e-mails an
 * hour (429) included, rather than the generic error page.
 *
 * @example
 * await sendCommunication(client, customerId, { sender, recipients, communicationTemplateIdentifier, communicationType: 'Email', content });
 */
export function sendCommunication(
  client: GatewayClient,
  customerId: string,
  message: CommunicationSend,
  options?: EndpointOptions,
): Promise<GatewayResponse<CommunicationQueued>> {
  return client.post<CommunicationQueued>(gatewayPath`/customers/${customerId}/communications`, message, {
    maxAttempts: 1,
    ...options,
    callerHandlesFailure: true,
  });
}
