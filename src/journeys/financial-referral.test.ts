import { describe, expect, it } from 'vitest';
import type { Account } from '../../schemas/generated/types';
import { testTenancy } from '../testing/amara-replies';
import { financialReferralPayload } from './financial-referral';
import { chooseReferralAccount } from './referral-account';

const params = {
  referralFor: 'Other member of household',
  referralReason: ['Help with debt', 'Help with debt', 'Rent arrears'],
  additionalDetails: '  Behind on rent since March.  ',
  phoneNumber: '02079460456',
  personName: ' Sam Okafor ',
  relationship: 'Friend or Family',
  savedNumbers: [
    { type: 'mobilePhone', number: '07700900123' },
    { type: 'homePhone', number: '02079460456' },
  ],
};

const account = (id: string, type: Account['account-type'], payRef: string, premises?: string[]): Account => ({
  'account-identifier': id,
  'account-type': type,
  'tenancy-type': 'GNT',
  identifiers: { 'pay-ref': payRef },
  ...(premises ? { 'premises-identifiers': premises } : {}),
  balance: [],
  'last-transaction': null,
});

describe('the referral sent to the gateway', () => {
  it("builds the spec's enquiry payload, naming a saved number by its type", () => {
    expect(financialReferralPayload(params, 'AST-1')).toEqual({
      additionalDetails: 'Behind on rent since March.',
      referralReason: ['Help with debt', 'Rent arrears'],
      referralFor: 'Other member of household',
      assetIdentifier: 'AST-1',
      serviceRequestType: 'financialinclusionenquiry',
      preferredContact: {
        personName: 'Sam Okafor',
        relationship: 'Friend or Family',
        phoneNumber: '02079460456',
        phoneNumberType: 'homePhone',
      },
    });
  });

  it('sends a number typed in as another number as "other"', () => {
    const payload = financialReferralPayload({ ...params, phoneNumber: '07000000001' }, 'AST-1');
    expect(payload.preferredContact.phoneNumberType).toBe('other');
  });

  it("raises it on the rent account of the property's tenancy", () => {
    const tenancies = [testTenancy('T1', 'AST-1'), { ...testTenancy('T2', 'AST-2'), paymentReference: '6001000099' }];
    const accounts = [
      account('ACC-DEP', 'DEP', '6001000023', ['AST-1']),
      account('ACC-REN-1', 'REN', '6001000011', ['AST-1']),
      account('ACC-REN-2', 'REN', '6001000099', ['AST-2']),
    ];
    expect(chooseReferralAccount(accounts, tenancies, 'AST-1')).toBe('ACC-REN-1');
    expect(chooseReferralAccount(accounts, tenancies, 'AST-2')).toBe('ACC-REN-2');
    expect(chooseReferralAccount(accounts, tenancies, 'AST-9')).toBeUndefined();
  });

  it('matches by payment reference when the gateway does not name the premises of an account', () => {
    const tenancies = [testTenancy('T1', 'AST-1')];
    const accounts = [account('ACC-MJW', 'MJW', '6001000011'), account('ACC-REN', 'REN', '6001000011')];
    expect(chooseReferralAccount(accounts, tenancies, 'AST-1')).toBe('ACC-REN');
    expect(chooseReferralAccount(accounts, [testTenancy('T1', 'AST-1', false)], 'AST-1')).toBeUndefined();
  });
});
