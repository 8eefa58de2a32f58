import type { Insertable } from 'kysely';
import type { FinancialReferralReason } from '../../../schemas/generated/types';
import type { ReferenceDataTable } from '../db/tables';
import { CASE_TYPES } from './case-types';
import { MORE_CASE_TYPES } from './case-types-household';
import { DAMP_MOULD_ENTRY_KEY, DAMP_MOULD_QUESTIONS } from './damp-mould-questions';
import { TENANCY_TYPES } from './people';
import { REPAIR_LOCATIONS } from './repair-reason-builder';

/** Namespace of the key-value master data (GET /reference-data/key-value/{key}). */
export const KEY_VALUE_NAMESPACE = 'key-value';

/**
 * Asset reference data (GET /reference-data/assets/reference-data?namespacenames=...): plain
 * text values keyed by code.
 */
const ASSET_NAMESPACES: Record<string, Record<string, string>> = {
  'premises-types': {
    '1': 'Scheme',
    '2': 'Estate Area',
    '3': 'Estate',
    '4': 'Block',
    '5': 'Divided Block',
    '6': 'Property',
  },
  'tenancy-groups': {
    Social: 'Property',
    'Non-residential': 'Property',
    Commercial: 'Property',
    Market: 'Property',
    'Market Rent': 'Property',
    Leasehold: 'Block',
    Freehold: 'Block',
  },
  'tenancy-types': {
    ...Object.fromEntries(Object.entries(TENANCY_TYPES).map(([code, t]) => [code, t.description])),
    FREEHOLD: 'Freehold estate charge',
    AGENCY: 'Agency managed tenancy',
    COM1: 'Commercial lease',
    HMBY2010: 'Homebuy (2010 scheme)',
    OFFICE: 'Office licence',
    USENOCCU: 'Use and occupation',
  },
  'heating-types': {
    HEAT: 'Communal heating',
    HEATGAS: 'Gas central heating',
    HEATOIL: 'Oil-fired heating',
    HEATELEC: 'Electric heating',
  },
  'maintenance-responsibilities': {
    FMFULL: 'We repair the home, the building and the communal areas',
    FMLEASE: 'We repair the structure and communal areas; the leaseholder repairs inside the home',
  },
  'account-types': {
    REN: 'Rent Account',
    FD5: 'Fixed five-year debit account',
    MJW: 'Major Works Account',
    GRD: 'Ground Rent Account',
    DEP: 'Deposit Account',
    HOM: 'Catalyst Historical Home Account',
  },
  'repair-locations': Object.fromEntries(Object.entries(REPAIR_LOCATIONS).map(([name, id]) => [String(id), name])),
};

/** Reasons for a financial advice referral; the last two are handled by staff only. */
export const FINANCIAL_REFERRAL_REASONS: FinancialReferralReason[] = [
  ['Help with debt', true],
  ['Claiming benefits', true],
  ['Budgeting and managing money', true],
  ['Paying energy bills', true],
  ['Rent arrears', true],
  ['Universal Credit', true],
  ['Grants and hardship funds', true],
  ['Finding work or training', true],
  ['Court action or bailiffs', false],
  ['Managing the estate of someone who has died', false],
].map(([referralReason, displayOnMyPeabody], i) => ({
  id: `FR-${String(i + 1).padStart(2, '0')}`,
  referralReason: referralReason as string,
  displayOnMyPeabody: displayOnMyPeabody as boolean,
}));

/** Every reference_data row of the demo. Values are JSON text, as the jsonb column takes them. */
export function referenceData(): Insertable<ReferenceDataTable>[] {
  const row = (namespace: string, key: string, value: unknown) => ({ namespace, key, value: JSON.stringify(value) });
  return [
    ...Object.entries(ASSET_NAMESPACES).flatMap(([namespace, entries]) =>
      Object.entries(entries).map(([key, value]) => row(namespace, key, value)),
    ),
    ...[...CASE_TYPES, ...MORE_CASE_TYPES].map((type) => row('case-types', type.id, type)),
    ...FINANCIAL_REFERRAL_REASONS.map((reason) => row('financial-referral-reason', reason.id, reason)),
    row(KEY_VALUE_NAMESPACE, DAMP_MOULD_ENTRY_KEY, DAMP_MOULD_QUESTIONS),
  ];
}
