import { createHash } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { CustomersTable, TenanciesTable } from '../db/tables';
import type { SeedCalendar } from './dates';
import { EXTRA_PLACES } from './places';
import { PERSONA, PERSONAS_WITH_LOGIN } from './personas';

/** A stable version tag for a seeded row, so two seeds of the same day are identical. */
export function seedEtag(id: string): string {
  return createHash('sha256').update(`seed:${id}`).digest().subarray(0, 16).toString('base64url');
}

/** Tenancy types (tenancy-types reference data) and the group each belongs to. */
export const TENANCY_TYPES = {
  GNT: { group: 'Social', description: 'General needs assured tenancy' },
  GARAGE: { group: 'Non-residential', description: 'Garage licence' },
  STORE: { group: 'Non-residential', description: 'Storeroom licence' },
  LEASE: { group: 'Leasehold', description: 'Long lease (shared ownership staircased to 100%)' },
} as const;

const { amara, ben, chloe, dev, erin, faye } = PERSONA;

/** Ben's storeroom licence, given up a year ago: shows that only active tenancies are used. */
export const BEN_ENDED_TENANCY_ID = 'TEN-100007';

/**
 * The six residents. Ben has no mobile number; Erin has no login, and her e-mail address on
 * record is where registration sends her one-time code; Faye's record is as new as her tenancy.
 */
export function customers(calendar: SeedCalendar): Insertable<CustomersTable>[] {
  const recorded = calendar.at(-3650, 9);
  const row = (
    p: { customerId: string; title: string; givenName: string; surname: string; dateOfBirth: string },
    contact: { email: string | null; mobile: string | null; home: string | null; work?: string | null },
  ): Insertable<CustomersTable> => ({
    id: p.customerId,
    title: p.title,
    given_name: p.givenName,
    surname: p.surname,
    date_of_birth: p.dateOfBirth,
    email: contact.email,
    mobile_phone: contact.mobile,
    home_phone: contact.home,
    work_phone: contact.work ?? null,
    etag: seedEtag(p.customerId),
    created_at: recorded,
    updated_at: recorded,
  });
  return [
    row(amara, { email: amara.email, mobile: amara.mobilePhone, home: amara.homePhone }),
    row(ben, { email: ben.email, mobile: null, home: ben.homePhone }),
    row(chloe, { email: chloe.email, mobile: chloe.mobilePhone, home: null, work: '02079460311' }),
    row(dev, { email: dev.email, mobile: dev.mobilePhone, home: null }),
    row(erin, { email: erin.email, mobile: erin.mobilePhone, home: null }),
    {
      ...row(faye, { email: faye.email, mobile: faye.mobilePhone, home: null }),
      created_at: calendar.monthsAgo(faye.tenancyMonths, 7),
      updated_at: calendar.monthsAgo(faye.tenancyMonths, 7),
    },
  ];
}

/** Tenancies of the six residents, start dates a fixed number of years (Faye's: months) before the seed day. */
export function tenancies(calendar: SeedCalendar): Insertable<TenanciesTable>[] {
  const tenancy = (
    id: string,
    customerId: string,
    premisesId: string,
    type: keyof typeof TENANCY_TYPES,
    startDate: string,
    paymentReference: string,
    endDate: string | null = null,
  ): Insertable<TenanciesTable> => ({
    id,
    customer_id: customerId,
    premises_id: premisesId,
    tenancy_type: type,
    tenancy_group: TENANCY_TYPES[type].group,
    start_date: startDate,
    end_date: endDate,
    payment_reference: paymentReference,
    is_active: endDate === null,
  });
  return [
    tenancy(
      amara.tenancyId,
      amara.customerId,
      amara.houseAssetId,
      'GNT',
      calendar.dateYearsAgo(8, 3),
      amara.paymentReference,
    ),
    tenancy(
      ben.flatTenancyId,
      ben.customerId,
      ben.flatAssetId,
      'GNT',
      calendar.dateYearsAgo(5, 1),
      ben.paymentReference,
    ),
    tenancy(
      ben.garageTenancyId,
      ben.customerId,
      ben.garageAssetId,
      'GARAGE',
      calendar.dateYearsAgo(3, 2),
      ben.garagePaymentReference,
    ),
    tenancy(
      BEN_ENDED_TENANCY_ID,
      ben.customerId,
      EXTRA_PLACES.benStoreroomAssetId,
      'STORE',
      calendar.dateYearsAgo(4),
      '6001000077',
      calendar.dateYearsAgo(1),
    ),
    tenancy(
      chloe.tenancyId,
      chloe.customerId,
      chloe.flatAssetId,
      'LEASE',
      calendar.dateYearsAgo(6, 5),
      chloe.paymentReference,
    ),
    tenancy(dev.tenancyId, dev.customerId, dev.flatAssetId, 'GNT', calendar.dateYearsAgo(3, 7), dev.paymentReference),
    tenancy(
      erin.tenancyId,
      erin.customerId,
      erin.houseAssetId,
      'GNT',
      calendar.dateYearsAgo(2, 6),
      erin.paymentReference,
    ),
    tenancy(
      faye.tenancyId,
      faye.customerId,
      faye.flatAssetId,
      'GNT',
      calendar.dateYearsAgo(0, faye.tenancyMonths),
      faye.paymentReference,
    ),
  ];
}

/** Login ids of the residents who can sign in (Erin has none until she registers). */
export function loginIdOf(customerId: string): string {
  return customerId.replace(/^CUS-/, 'LGN-');
}

export const LOGIN_CUSTOMERS = PERSONAS_WITH_LOGIN.map((name) => PERSONA[name]);
