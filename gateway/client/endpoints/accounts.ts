import type {
  Account,
  CustomStatementRequest,
  FinancialReferral,
  FinancialReferralResult,
  PaymentGatewayToken,
  StatementDocument,
  StatementDocumentQuery,
  TransactionList,
  TransactionQuery,
} from '../../../schemas/generated/types';
import type { GatewayClient, GatewayResponse } from '../gateway-client';
import { gatewayPath } from '../gateway-url';
import type { EndpointOptions } from './endpoint-options';

/**
 * GET /customers/{id}/accounts: the accounts of the customer's active tenancies, in display order.
 * The reference gateway names each account's tenancy and premises (`tenancy-identifier`,
 * `premises-identifiers`); the spec's gateway form does not, so they may be missing elsewhere.
 * A failure rejects with a `GatewayError` whose action is `returnStatus` (401: `signOut`).
 *
 * @example
 * const { data: accounts = [] } = await getCustomerAccounts(client, customerId);
 * const rent = accounts.find(
 *   (account) => account['account-type'] === 'REN' && account['premises-identifiers']?.includes(premisesId),
 * );
 */
export function getCustomerAccounts(
  client: GatewayClient,
  customerId: string,
  options?: EndpointOptions,
): Promise<GatewayResponse<Account[]>> {
  return client.get<Account[]>(gatewayPath`/customers/${customerId}/accounts`, options);
}

/**
 * POST /customer/{id}/account/{acct}/servicerequest: sends a financial advice referral; answers
 * its identifier (and the Location of the stored request). Sent once (no retry without an
 * Operation-Key). Per the spec's HTTP policy a 500 rejects with action `returnError` for the
 * caller; any other failure, a 400 included, first calls `onPolicyAction` with `genericError`
 * (the app clears storage and goes to /genericerror), then rejects with the `GatewayError` and
 * the gateway's `errors` (field and message).
 *
 * @example
 * const { data } = await submitFinancialReferral(client, customerId, accountId, referral);
 * data?.serviceRequestIdentifier // 'SR-000219'
 */
export function submitFinancialReferral(
  client: GatewayClient,
  customerId: string,
  accountId: string,
  referral: FinancialReferral,
  options?: EndpointOptions,
): Promise<GatewayResponse<FinancialReferralResult>> {
  return client.post<FinancialReferralResult>(
    gatewayPath`/customer/${customerId}/account/${accountId}/servicerequest`,
    referral,
    options,
  );
}

/**
 * GET /accounts/{id}: one account of the signed-in customer with its live balance (403 or 404
 * for an account that is not theirs).
 *
 * @example
 * const { data: account } = await getAccount(client, 'ACC-REN-100231');
 * account?.balance[0]?.['monetary-amount'].value // 612.48 (arrears)
 */
export function getAccount(
  client: GatewayClient,
  accountId: string,
  options?: EndpointOptions,
): Promise<GatewayResponse<Account>> {
  return client.get<Account>(gatewayPath`/accounts/${accountId}`, options);
}

/**
 * GET /accounts/{id}/transactions: one page of an account's transactions, unposted first, then
 * newest first, each with its running balance; `total-count` counts every match. The type filter
 * repeats (`transactionType=ADJ&transactionType=DRA`).
 *
 * @example
 * const { data } = await getAccountTransactions(client, accountId, {
 *   pageNumber: 1, pageSize: 10, DateFrom: '2025-11-25', DateTo: '2026-11-25', transactionType: ['PAY'],
 * });
 */
export function getAccountTransactions(
  client: GatewayClient,
  accountId: string,
  query: TransactionQuery,
  options?: EndpointOptions,
): Promise<GatewayResponse<TransactionList>> {
  return client.get<TransactionList>(gatewayPath`/accounts/${accountId}/transactions`, {
    ...options,
    query: { ...query },
  });
}

/**
 * GET /customers/{id}/documents: the customer's monthly statements between two months (YYYY/MM),
 * newest first; each names its account (metadata account-reference) and month (statement-period).
 *
 * @example
 * const { data: statements = [] } = await getStatementDocuments(client, customerId, {
 *   yearMonthFrom: '2024/11', yearMonthTo: '2026/11',
 * });
 */
export function getStatementDocuments(
  client: GatewayClient,
  customerId: string,
  query: StatementDocumentQuery,
  options?: EndpointOptions,
): Promise<GatewayResponse<StatementDocument[]>> {
  return client.get<StatementDocument[]>(gatewayPath`/customers/${customerId}/documents`, {
    ...options,
    query: { ...query },
  });
}

/**
 * GET /customers/{id}/documents/{docId}: one statement as a PDF (a Blob of application/pdf),
 * generated from the account's ledger for the statement's month.
 *
 * @example
 * const { data: pdf } = await getStatementPdf(client, customerId, 'STM-6001002311-202610');
 * window.open(URL.createObjectURL(pdf!));
 */
export function getStatementPdf(
  client: GatewayClient,
  customerId: string,
  documentId: string,
  options?: EndpointOptions,
): Promise<GatewayResponse<Blob>> {
  return client.get<Blob>(gatewayPath`/customers/${customerId}/documents/${documentId}`, {
    ...options,
    responseType: 'blob',
  });
}

/** What the custom-statement send answers (202): the queued e-mail's identifier. */
export interface CustomStatementQueued {
  messageIdentifier: string;
}

/**
 * POST /customers/{id}/custom-statements: queues an e-mail with a statement of the chosen period
 * (content statement_startdate and statement_enddate, dd/mm/yyyy) of the account whose payment
 * reference is payment_ref, to customer_email, which must be the address on the customer's record
 * (the gateway sends it nowhere else). Sent with the customer's eTag. Sent once (no retry without
 * an Operation-Key). Every failure but 401 and 412 comes back to the caller (`returnError`): the
 * request-statement dialog shows its own message for 4 s (ACC-STM-09), the
 * gateway's limit of statements an hour (429) included, rather than the generic error page.
 *
 * @example
 * await sendCustomStatement(client, customerId, request, customer.eTag);
 */
export function sendCustomStatement(
  client: GatewayClient,
  customerId: string,
  request: CustomStatementRequest,
  etag: string | null,
  options?: EndpointOptions,
): Promise<GatewayResponse<CustomStatementQueued>> {
  return client.post<CustomStatementQueued>(gatewayPath`/customers/${customerId}/custom-statements`, request, {
    ...options,
    etag,
    callerHandlesFailure: true,
  });
}

/**
 * POST /customers/{id}/payment-tokens: a one-time token (bearer-token) and the client code for the
 * payment provider's card page; the portal then posts the payment form (PaymentForm) into a frame.
 * The token is bound to this customer and expires; the payment itself is recorded only by the
 * provider's signed callback.
 *
 * @example
 * const { data } = await getPaymentToken(client, customerId);
 * form.token.value = data!['bearer-token'];
 */
export function getPaymentToken(
  client: GatewayClient,
  customerId: string,
  options?: EndpointOptions,
): Promise<GatewayResponse<PaymentGatewayToken>> {
  return client.post<PaymentGatewayToken>(gatewayPath`/customers/${customerId}/payment-tokens`, {}, options);
}
