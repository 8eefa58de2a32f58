import type { FastifyPluginAsync } from 'fastify';
import type { TransactionQuery } from '../../../../schemas/generated/types';
import { NotFoundError } from '../../http/errors';
import { listOf, schemaRef } from '../../plugins/schemas';
import type { Clock } from '../../common/clock';
import { findCustomerAccount, listCustomerAccounts } from '../../repositories/account-repository';
import { searchTransactions } from '../../repositories/transaction-repository';
import { gatewayHeaders, idParam, responses } from '../route-schemas';
import { transactionCriteria } from './transaction-criteria';

export interface AccountRoutesOptions {
  /** Where "today" comes from (the default date range of the transactions). */
  clock: Clock;
}

const accountParams = {
  type: 'object',
  properties: { id: idParam('Account identifier (account-identifier).') },
  required: ['id'],
};

const LAST_PAYMENT =
  'last-transaction is the latest payment received (payment-code CR, transaction-type PAY: amount and date), ' +
  'or null when none was ever received.';

const TRANSACTIONS_DESCRIPTION = [
  "One page of the account's transactions (ACC-TXN, ACC-GWY-09). The account must be",
  "the signed-in customer's (403 otherwise, 404 when there is none).",
  'Dates: DateFrom to DateTo, both included, YYYY-MM-DD; one year ago to today (London) when left out. A range that',
  'ends before it starts is 400 with code SSC004.',
  'searchText: text found anywhere in the description whatever its case (% and _ are plain characters); blank',
  'means no search.',
  'transactionType (repeat it): only those types, e.g. transactionType=PAY, transactionType=DRS, or',
  'transactionType=ADJ&transactionType=DRA for adjustments.',
  'Paging: pageNumber (from 1) and pageSize, or Skip and Limit, not both (400); 10 a page by default.',
  'Order: unposted transactions first, then by transaction date newest first, then newest entered first.',
  'total-count counts every match, whatever the page.',
].join(' ');

/**
 * The customer's accounts (ACC-GWY-07 to ACC-GWY-09): the list, one account, and an account's
 * transactions. Each names what it touches in config.access, so another resident's customer or
 * account is refused before anything is read.
 */
export const accountRoutes: FastifyPluginAsync<AccountRoutesOptions> = async (app, { clock }) => {
  app.get<{ Params: { id: string } }>(
    '/customers/:id/accounts',
    {
      config: { access: { customer: 'params.id' } },
      schema: {
        tags: ['accounts'],
        summary: "The accounts of the customer's active tenancies",
        description:
          'Each account in the gateway form: type, tenancy type, payment reference (identifiers.pay-ref: the ' +
          "account's own; a rent account shares its tenancy's, a deposit or major works account has another), the " +
          'tenancy it belongs to (tenancy-identifier) and its premises (premises-identifiers), live balance (positive ' +
          `means arrears). ${LAST_PAYMENT} Ordered REN, FD5, MJW, GRD, DEP, HOM. Accounts of ended tenancies are left out.`,
        headers: gatewayHeaders(),
        params: {
          type: 'object',
          properties: { id: idParam('Customer identifier.') },
          required: ['id'],
        },
        response: responses({ 200: listOf('account', 'Accounts of active tenancies, in display order.') }, [400, 404]),
      },
    },
    async (request) => listCustomerAccounts(app.db, request.params.id),
  );

  app.get<{ Params: { id: string } }>(
    '/accounts/:id',
    {
      config: { access: { account: 'params.id' } },
      schema: {
        tags: ['accounts'],
        summary: 'One account of the signed-in customer with its live balance',
        description:
          'The account in the same form as in GET /customers/{id}/accounts: type, tenancy type, payment reference, ' +
          `tenancy and premises, live balance (positive means arrears, zero or negative credit). ${LAST_PAYMENT} ` +
          "Another customer's account is 403; an unknown one 404.",
        headers: gatewayHeaders(),
        params: accountParams,
        response: responses({ 200: schemaRef('account') }, [400, 403, 404]),
      },
    },
    async (request, reply) => {
      const customerId = request.caller?.customerId ?? '';
      const account = await findCustomerAccount(app.db, customerId, request.params.id);
      if (!account) throw new NotFoundError(`No account has the identifier ${request.params.id}.`);
      reply.header('Cache-Control', 'no-store');
      return account;
    },
  );

  app.get<{ Params: { id: string }; Querystring: TransactionQuery }>(
    '/accounts/:id/transactions',
    {
      config: { access: { account: 'params.id' } },
      schema: {
        tags: ['accounts'],
        summary: "A page of an account's transactions (dates, search, type filter)",
        description: TRANSACTIONS_DESCRIPTION,
        headers: gatewayHeaders(),
        params: accountParams,
        querystring: schemaRef('transaction-query'),
        response: responses({ 200: schemaRef('transaction-list') }, [400, 403, 404]),
      },
    },
    async (request, reply) => {
      const criteria = transactionCriteria(request.params.id, request.query, clock);
      reply.header('Cache-Control', 'no-store');
      return searchTransactions(app.db, criteria);
    },
  );
};
