import { describe, expect, it } from 'vitest';
import type { Account, FinancialReferral } from '../../../schemas/generated/types';
import { getCustomerAccounts, submitFinancialReferral } from './accounts';
import { scriptedGateway, gatewayRejection } from '../../../tests/support/scripted-gateway';

// A real HTTP server on 127.0.0.1 that answers with scripted replies.
const gateway = scriptedGateway(
  { session: { getCustomerId: () => 'C1', getSessionId: () => 'S1', getAccessToken: () => 'token' } },
  { status: 200, body: [] },
);

const referral: FinancialReferral = {
  additionalDetails: 'Behind on my energy bills',
  referralReason: ['Help with debt'],
  referralFor: 'Myself',
  assetIdentifier: 'AST-1',
  serviceRequestType: 'financialinclusionenquiry',
  preferredContact: {
    personName: 'Amara Okafor',
    relationship: 'Customer',
    phoneNumber: '07700900123',
    phoneNumberType: 'mobilePhone',
  },
};

describe('accounts and the financial referral', () => {
  it('answers the accounts with the tenancy and premises each belongs to', async () => {
    const rent: Account = {
      'account-identifier': 'ACC-1',
      'account-type': 'REN',
      'tenancy-type': 'GNT',
      identifiers: { 'pay-ref': '6001000011' },
      'tenancy-identifier': 'TEN-1',
      'premises-identifiers': ['AST-1'],
      balance: [{ 'balance-type': 'live balance', 'monetary-amount': { value: 12.5 } }],
      'last-transaction': null,
    };
    gateway.reply = { status: 200, body: [rent] };
    const { data } = await getCustomerAccounts(gateway.client, 'C 1');
    expect(data).toEqual([rent]);
    expect(gateway.requests[0]).toMatchObject({ method: 'GET', url: '/api/customers/C%201/accounts' });
    expect(gateway.requests[0]?.headers.authorization).toBe('Bearer token');
  });

  it('sends the referral once and answers the identifier and the Location', async () => {
    gateway.reply = {
      status: 201,
      body: { serviceRequestIdentifier: 'SR-000007' },
      headers: { Location: '/api/customer/C1/servicerequest/SR-000007' },
    };
    const answer = await submitFinancialReferral(gateway.client, 'C1', 'ACC-1', referral);
    expect(answer).toMatchObject({
      status: 201,
      data: { serviceRequestIdentifier: 'SR-000007' },
      location: '/api/customer/C1/servicerequest/SR-000007',
    });
    expect(gateway.requests).toHaveLength(1);
    expect(JSON.parse(gateway.requests[0]!.body)).toEqual(referral);
  });

  it('rejects a refused referral (400) with its errors and sends the resident to the generic error page', async () => {
    gateway.reply = {
      status: 400,
      body: {
        status: 400,
        title: 'Bad Request',
        errors: [
          { field: 'body.referralReason', message: '"Win" is not a reason offered for financial advice referrals.' },
        ],
      },
    };
    const error = await gatewayRejection(submitFinancialReferral(gateway.client, 'C1', 'ACC-1', referral));
    expect(error).toMatchObject({ status: 400, title: 'Bad Request', action: { type: 'genericError' } });
    expect(error.errors).toEqual([expect.objectContaining({ field: 'body.referralReason' })]);
    expect(gateway.onPolicyAction).toHaveBeenCalledExactlyOnceWith({ type: 'genericError' }, error);
    expect(gateway.requests).toHaveLength(1);
  });

  it('leaves a 500 on the referral to the caller and does not send it again', async () => {
    gateway.reply = { status: 500, body: { status: 500, title: 'Server Error', errors: [] } };
    const error = await gatewayRejection(submitFinancialReferral(gateway.client, 'C1', 'ACC-1', referral));
    expect(error.action).toEqual({ type: 'returnError', status: 500, title: 'Server Error' });
    expect(gateway.onPolicyAction).not.toHaveBeenCalled();
    expect(gateway.requests).toHaveLength(1);
  });

  it('answers the status of a failed account list to the caller', async () => {
    gateway.reply = { status: 403, body: { status: 403, title: 'Forbidden', errors: [] } };
    const error = await gatewayRejection(getCustomerAccounts(gateway.client, 'C2'));
    expect(error.action).toEqual({ type: 'returnStatus', status: 403 });
    expect(gateway.onPolicyAction).not.toHaveBeenCalled();
  });
});
