import { render } from '@testing-library/react';
import { vi } from 'vitest';
import type { Account, StatementDocument } from '../../../../../schemas/generated/types';
import { amaraReplies, testCustomer, testTenancy } from '../../../../testing/amara-replies';
import { signInForTest } from '../../../../testing/portal-harness';
import { repairsHarness, type UrlRoute } from '../../../../testing/repairs-harness';
import { writeSelectedAccount } from '../../account-summary';

/** Amara's payment reference in the portal's tests (testTenancy's). */
export const PAY_REF = '6001000011';

/** Amara's rent account, on tenancy T1 (started 1 April 2019). */
export const rentAccount: Account = {
  'account-identifier': 'ACC-1',
  'account-type': 'REN',
  'tenancy-type': 'GNT',
  identifiers: { 'pay-ref': PAY_REF },
  'tenancy-identifier': 'T1',
  'premises-identifiers': ['P1'],
  balance: [{ 'balance-type': 'live balance', 'monetary-amount': { value: 612.48 } }],
  'last-transaction': null,
};

/** A monthly statement of an account reference (YYYY/MM). */
export function statementDocument(reference: string, period: string): StatementDocument {
  return {
    id: `STM-${reference}-${period.replace('/', '')}`,
    metadata: [
      { key: 'account-reference', value: reference },
      { key: 'statement-period', value: period },
      { key: 'content-type', value: 'application/pdf' },
    ],
  };
}

/** Amara signed in with her rent account chosen on /viewaccount, every statement toggle on. */
export function statementReplies(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return amaraReplies({
    'GET /customers/C-AMARA': { ...testCustomer, tenanciesSummaries: [testTenancy('T1', 'P1')] },
    'GET /customers/C-AMARA/accounts': [rentAccount],
    'GET /configuration/IsViewStatement': { name: 'IsViewStatement', value: 'true' },
    'GET /configuration/IsRequestCustomStatement': { name: 'IsRequestCustomStatement', value: 'true' },
    'GET /customers/C-AMARA/documents': [statementDocument(PAY_REF, '2026/05'), statementDocument(PAY_REF, '2026/04')],
    ...overrides,
  });
}

/** Renders /viewstatement (with an account chosen unless `chosen` is false). */
export function openStatements(overrides: Record<string, unknown> = {}, byUrl?: UrlRoute, chosen = true) {
  signInForTest();
  if (chosen) writeSelectedAccount({ accountId: 'ACC-1', premisesId: 'P1' });
  const harness = repairsHarness('/viewstatement', statementReplies(overrides), byUrl);
  render(harness.element);
  return harness;
}

/** A stand-in for the tab window.open answers, recording where it is sent. */
export function fakeTab() {
  return {
    opener: {} as unknown,
    closed: false,
    document: { title: '' },
    location: { href: '' },
    close: vi.fn(),
  };
}
