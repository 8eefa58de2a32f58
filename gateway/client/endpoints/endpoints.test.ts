import { describe, expect, it } from 'vitest';
import type { Customer, CustomerUpdate, TenancyGroup } from '../../../schemas/generated/types';
import { GatewayError } from '../gateway-error';
import { getCustomerAccounts, submitFinancialReferral } from './accounts';
import { getAsset, getAssetAssociates, getAssetHierarchy, getPropertyLocation } from './assets';
import { getConfigurationValue } from './configuration';
import { getCustomer, getCustomerTenancies, getTenancyGroup, updateCustomer } from './customers';
import { DAMP_MOULD_ENTRY_ID, getKeyValueEntry, getReferenceData, ReferenceNamespace } from './reference-data';
import { scriptedGateway } from '../../../tests/support/scripted-gateway';

// A real HTTP server on 127.0.0.1 that answers with scripted replies.
const gateway = scriptedGateway({ maxAttempts: 1 });

const customer: Customer = {
  id: 'C1',
  eTag: '4',
  person: { name: { givenName: 'Amara', surname: 'Okafor' }, dateOfBirth: null },
  addresses: {
    telecomsAddresses: [],
    digitalAddresses: [{ digitalAddressType: 'email', address: 'amara@example.org' }],
  },
  tenanciesSummaries: [],
};

describe('typed endpoints', () => {
  it('reads a configuration value', async () => {
    gateway.reply = { status: 200, body: { name: 'IsMediaEnabledSS', value: 'true' } };
    const { data } = await getConfigurationValue(gateway.client, 'IsMediaEnabledSS');
    expect(data?.value).toBe('true');
    expect(gateway.requests[0]).toMatchObject({ method: 'GET', url: '/api/configuration/IsMediaEnabledSS' });
  });

  it('reads a customer with its entity tag', async () => {
    gateway.reply = { status: 200, body: customer, headers: { ETag: '"4"' } };
    const response = await getCustomer(gateway.client, 'C1');
    expect(response.data?.person.name.givenName).toBe('Amara');
    expect(response.etag).toBe('"4"');
    expect(gateway.requests[0]).toMatchObject({ method: 'GET', url: '/api/customers/C1' });
  });

  it('saves contact details with the entity tag as If-Match', async () => {
    gateway.reply = { status: 200, body: { ...customer, eTag: '5' }, headers: { ETag: '"5"' } };
    const update: CustomerUpdate = { emailAddress: 'amara@example.org', mobilePhone: '07700900123', homePhone: null };
    const response = await updateCustomer(gateway.client, 'C1', update, '"4"');
    expect(response.etag).toBe('"5"');
    expect(gateway.requests[0]).toMatchObject({ method: 'PUT', url: '/api/customers/C1' });
    expect(gateway.requests[0]!.headers['if-match']).toBe('"4"');
    expect(JSON.parse(gateway.requests[0]!.body)).toEqual(update);
  });

  it('reports a stale save as a precondition failure to the caller', async () => {
    gateway.reply = {
      status: 412,
      body: { status: 412, title: 'Precondition Failed', errors: [{ message: 'Changed since read.' }] },
    };
    const error = await updateCustomer(
      gateway.client,
      'C1',
      { emailAddress: 'a@b.example', mobilePhone: '07700900123' },
      '"3"',
    ).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(GatewayError);
    expect((error as GatewayError).action).toEqual({
      type: 'reportPreconditionFailed',
      status: 412,
      title: 'Precondition Failed',
    });
  });

  it('lists tenancies and reads the tenancy group of one premises, encoding path parameters', async () => {
    gateway.reply = { status: 200, body: [] };
    await getCustomerTenancies(gateway.client, 'C 1');
    const group: TenancyGroup = { tenancyIdentifier: 'T1', tenancyGroup: 'Social' };
    gateway.reply = { status: 200, body: group };
    const { data } = await getTenancyGroup(gateway.client, 'C1', 'P/9');
    expect(data).toEqual(group);
    expect(gateway.requests.map((request) => request.url)).toEqual([
      '/api/customers/C%201/tenancies',
      '/api/customers/C1/premises/P%2F9/tenancies',
    ]);
  });

  it('reads an asset, its hierarchy with addresses, its location and its associates', async () => {
    await getAsset(gateway.client, 'A1');
    await getAssetHierarchy(gateway.client, 'A1');
    await getPropertyLocation(gateway.client, 'A1');
    await getAssetAssociates(gateway.client, 'A1');
    await getAssetAssociates(gateway.client, 'A1', { interestedParties: true });
    expect(gateway.requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      'GET /api/assets/A1',
      'GET /api/assets/A1/assets?expand=address',
      'GET /api/assets/A1/location',
      'GET /api/assets/A1/associates',
      'GET /api/assets/A1/associates?expand=interestedParties',
    ]);
  });

  it('looks up reference data by namespace and a key-value entry', async () => {
    await getReferenceData(gateway.client, 'cases', [ReferenceNamespace.caseTypes]);
    await getReferenceData(gateway.client, 'collection', [ReferenceNamespace.financialReferralReasons, 'x']);
    await getKeyValueEntry(gateway.client, DAMP_MOULD_ENTRY_ID);
    expect(gateway.requests.map((request) => request.url)).toEqual([
      '/api/reference-data/cases/reference-data?NamespaceNames=case-types',
      '/api/reference-data/collection/reference-data?NamespaceNames=financial-referral-reason%2Cx',
      '/api/reference-data/key-value/47',
    ]);
  });

  it('lists accounts and sends a financial referral on an account, with its Location', async () => {
    await getCustomerAccounts(gateway.client, 'C1');
    gateway.reply = {
      status: 201,
      body: { serviceRequestIdentifier: 'SR-000001' },
      headers: { Location: '/api/customer/C1/servicerequest/SR-000001' },
    };
    const referral = {
      additionalDetails: 'Help with bills',
      referralReason: ['Help with debt'],
      referralFor: 'Myself',
      assetIdentifier: 'AST-1',
      serviceRequestType: 'financialinclusionenquiry',
      preferredContact: {
        personName: 'Amara',
        relationship: 'Customer',
        phoneNumber: '07700900123',
        phoneNumberType: 'mobilePhone',
      },
    } as const;
    const sent = await submitFinancialReferral(gateway.client, 'C1', 'ACC/1', {
      ...referral,
      referralReason: ['Help with debt'],
    });
    expect(sent).toMatchObject({
      data: { serviceRequestIdentifier: 'SR-000001' },
      location: '/api/customer/C1/servicerequest/SR-000001',
    });
    expect(gateway.requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      'GET /api/customers/C1/accounts',
      'POST /api/customer/C1/account/ACC%2F1/servicerequest',
    ]);
    expect(JSON.parse(gateway.requests[1]!.body)).toEqual(referral);
  });

  it('refuses a reference-data look-up without a namespace before sending anything', () => {
    expect(() => getReferenceData(gateway.client, 'assets', [])).toThrow(TypeError);
    expect(gateway.requests).toHaveLength(0);
  });

  it('passes the caller’s options through', async () => {
    const controller = new AbortController();
    controller.abort(new Error('gone'));
    await expect(getAsset(gateway.client, 'A1', { signal: controller.signal })).rejects.toThrow('gone');
    expect(gateway.requests).toHaveLength(0);
  });
});
