import { describe, expect, it } from 'vitest';
import type { EffectRegistry } from '../../engine/browser';
import { testTenancy } from '../testing/amara-replies';
import { fakeGatewayClient } from '../testing/fake-gateway';
import { JOURNEY_ERROR_PATH, JourneyFailureError } from './journey-failure';
import { portalOperations } from './portal-operations';
import { withDeclaredPayloads } from '../../tests/support/declared-payloads';

const scope = { answers: {}, facts: {}, toggles: {} };

function operationsWith(routes: Parameters<typeof fakeGatewayClient>[0]) {
  const { client } = fakeGatewayClient(routes);
  const registry: EffectRegistry = portalOperations({
    client,
    saveClient: client,
    customerId: 'CUS-1',
    translate: (key) => key,
    formatDate: (iso) => iso,
    premisesId: () => undefined,
    saveDraft: () => undefined,
    deleteDraft: () => undefined,
  });
  return registry;
}

describe('load-contact-numbers', () => {
  it('gives the saved numbers, left out when blank', async () => {
    const operations = operationsWith({
      'GET /customers/CUS-1': {
        addresses: {
          telecomsAddresses: [
            { telecomsAddressType: 'mobilePhone', number: ' 07700900123 ' },
            { telecomsAddressType: 'homePhone', number: '  ' },
          ],
        },
      },
    });
    expect(await operations['load-contact-numbers']?.({}, scope)).toEqual([
      { type: 'mobilePhone', number: '07700900123' },
    ]);
  });

  it("fails with the journey's own message when it names one, else the generic one (never another journey's)", async () => {
    const operations = operationsWith({
      'GET /customers/CUS-1': () => ({ status: 503, body: { status: 503, title: 'Unknown Error', errors: [] } }),
    });
    const failure = (params: Record<string, unknown>) =>
      operations['load-contact-numbers']?.(params, scope).then(
        () => undefined,
        (error: unknown) => error,
      );
    const forCase = await failure({ failureMessageKey: 'Service_API_Error' });
    expect(forCase).toBeInstanceOf(JourneyFailureError);
    expect((forCase as JourneyFailureError).messageKey).toBe('Service_API_Error');
    expect(
      ((await failure({ failureMessageKey: 'repair_Journey_Error_Message1' })) as JourneyFailureError).messageKey,
    ).toBe('repair_Journey_Error_Message1');
    expect(((await failure({})) as JourneyFailureError).messageKey).toBe('Generic_Error');
  });
});

describe('submit-financial-referral', () => {
  it("fails the referral with Financial_API_Error on the journeys' error page when it cannot be sent", async () => {
    let sent = 0;
    const failed = () => {
      sent += 1;
      return { status: 500, body: { status: 500, title: 'Server Error', errors: [] } };
    };
    const operations = operationsWith({
      'GET /customers/CUS-1/tenancies': [testTenancy('T1', 'AST-1')],
      'GET /customers/CUS-1/accounts': [
        {
          'account-identifier': 'ACC-REN-1',
          'account-type': 'REN',
          'tenancy-type': 'GNT',
          identifiers: { 'pay-ref': '6001000011' },
          'premises-identifiers': ['AST-1'],
          balance: [],
          'last-transaction': null,
        },
      ],
      'POST /customer/CUS-1/account/ACC-REN-1/servicerequest': failed,
    });
    const answered = {
      answers: {
        'referral-for': 'Myself',
        'referral-reasons': ['Help with debt'],
        'additional-details': 'Behind on rent.',
        'phone-number': '07700900123',
        'contact-name': 'Amara Okafor',
        'contact-relation': 'Customer',
      },
      facts: { 'contact-numbers': [{ type: 'mobilePhone', number: '07700900123' }] },
      toggles: {},
    };
    const params = withDeclaredPayloads('referral', 'submit-financial-referral', answered);
    const error = await operations['submit-financial-referral']?.(params, scope).then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(sent).toBe(1);
    expect(error).toBeInstanceOf(JourneyFailureError);
    expect(error).toMatchObject({ path: JOURNEY_ERROR_PATH, messageKey: 'Financial_API_Error' });
  });
});
