import { describe, expect, it } from 'vitest';
import type { Account } from '../../schemas/generated/types';
import { testTenancy } from '../testing/amara-replies';
import { chooseReferralAccount } from './referral-account';
import { declaredPayloads } from '../../tests/support/declared-payloads';

/** The referral's answers and the saved numbers, as the journey keeps them. */
const answered = (phoneNumber = '02079460456') => ({
  answers: {
    'referral-for': 'Other member of household',
    'referral-reasons': ['Help with debt', 'Help with debt', 'Rent arrears'],
    'additional-details': '  Behind on rent since March.  ',
    'phone-number': phoneNumber,
    'contact-name': ' Sam Okafor ',
    'contact-relation': 'Friend or Family',
  },
  facts: {
    'contact-numbers': [
      { type: 'mobilePhone', number: '07700900123' },
      { type: 'homePhone', number: '02079460456' },
    ],
  },
  toggles: {},
});

/** The referral as journeys/referral.json declares it (the operation adds the asset). */
const referralOf = (scope: ReturnType<typeof answered>) =>
  declaredPayloads('referral', 'submit-financial-referral', scope).referral;

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
    expect(referralOf(answered())).toEqual({
      additionalDetails: 'Behind on rent since March.',
      referralReason: ['Help with debt', 'Rent arrears'],
      referralFor: 'Other member of household',
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
    expect(referralOf(answered('07000000001'))).toMatchObject({ preferredContact: { phoneNumberType: 'other' } });
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
