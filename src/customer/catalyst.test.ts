import { describe, expect, it } from 'vitest';
import type { TenancySummary } from '../../schemas/generated/types';
import { activeTenancies, isCatalystCustomer, parseConfigList, showRequestsItem } from './catalyst';

const settings = { registrationAreas: 'East London, Essex', landlordValues: 'Catalyst Housing,Aldwyck' };

describe('isCatalystCustomer', () => {
  it('is true when a tenancy is in a registration area and its landlord is listed', () => {
    expect(isCatalystCustomer([{ region: 'Essex', landlordNames: ['Catalyst Housing', 'UNKNOWN'] }], settings)).toBe(
      true,
    );
  });

  it('also counts the previous landlord, and compares names without regard to case', () => {
    expect(isCatalystCustomer([{ region: 'east london', landlordNames: ['UNKNOWN', 'ALDWYCK'] }], settings)).toBe(true);
  });

  it('is false when the region is listed but no landlord is', () => {
    expect(isCatalystCustomer([{ region: 'Essex', landlordNames: ['Other Homes'] }], settings)).toBe(false);
  });

  it('is false when the landlord is listed but the region is not, or is unknown', () => {
    expect(isCatalystCustomer([{ region: 'Kent', landlordNames: ['Catalyst Housing'] }], settings)).toBe(false);
    expect(isCatalystCustomer([{ region: null, landlordNames: ['Catalyst Housing'] }], settings)).toBe(false);
  });

  it('is false without settings', () => {
    const facts = [{ region: 'Essex', landlordNames: ['Catalyst Housing'] }];
    expect(isCatalystCustomer(facts, { registrationAreas: undefined, landlordValues: undefined })).toBe(false);
  });
});

describe('showRequestsItem (the Requests menu toggle rule)', () => {
  it.each([
    [{ isCaseCardRequired: 'true' }, false, true],
    [{ isCaseCardRequired: 'true', catalystCases: 'false' }, false, true],
    [{ isCaseCardRequired: 'true', catalystCases: 'true' }, true, true],
    [{ isCaseCardRequired: 'true', catalystCases: 'false' }, true, false],
    [{ isCaseCardRequired: 'true' }, true, false],
    [{ isCaseCardRequired: 'false', catalystCases: 'true' }, false, false],
    [{ isCaseCardRequired: 'false', catalystCases: 'true' }, true, false],
    [{}, false, false],
  ])('toggles %j with catalyst=%s show it: %s', (toggles, catalyst, shown) => {
    expect(showRequestsItem(toggles, catalyst)).toBe(shown);
  });
});

describe('helpers', () => {
  it('splits a comma-separated value and drops empty entries', () => {
    expect(parseConfigList(' A, b ,,C ')).toEqual(['a', 'b', 'c']);
  });

  it('keeps only active tenancies', () => {
    const tenancy = (id: string, value: boolean | string): TenancySummary => ({
      tenancyId: id,
      tenancyType: 'GNT',
      tenancyStartDate: '2020-01-01',
      premisesIds: [],
      paymentReference: '1',
      statuses: [{ type: 'isTenancyActive', value }],
    });
    expect(
      activeTenancies([tenancy('a', true), tenancy('b', false), tenancy('c', 'true')]).map((t) => t.tenancyId),
    ).toEqual(['a', 'c']);
  });
});
