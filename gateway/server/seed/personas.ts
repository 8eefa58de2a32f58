/**
 * Stable identifiers of the six demo residents (docs/demo-residents.md) and of the records
 * built around them. Tests and docs refer to these constants, never to literal ids, so the
 * seed can grow without breaking them. Every id here exists after `seedDemo`.
 */

/** The demo password shared by every demo login (the residents who have one, and nobody@example.org). Demo data only. */
export const DEMO_PASSWORD = 'Demo-resident-1';

/** The housing association the demo data belongs to (principal accountable person of the tower). */
export const ORGANISATION_NAME = 'Thameside Homes';

export const PERSONA = {
  amara: {
    customerId: 'CUS-100001',
    email: 'amara@example.org',
    title: 'Ms',
    givenName: 'Amara',
    surname: 'Okafor',
    dateOfBirth: '1984-09-12',
    mobilePhone: '07700900123',
    homePhone: '02079460123',
    estateId: 'AST-10001',
    houseAssetId: 'AST-30001',
    tenancyId: 'TEN-100001',
    paymentReference: '6001000011',
    rentAccountId: 'ACC-100001',
    gasComplianceId: 'CMP-100001',
    workOrders: {
      draft: 'WO-100101',
      unappointedIntegrated: 'WO-100102',
      appointedIn3Days: 'WO-100103',
      appointedToday: 'WO-100104',
      inProgress: 'WO-100105',
      completedRecallEligible: 'WO-100106',
      completed8MonthsAgo: 'WO-100107',
      cancelled: 'WO-100108',
      emergency: 'WO-100109',
      ergoChannel: 'WO-100110',
      withPhotos: 'WO-100111',
      withPdf: 'WO-100112',
      withInappropriateMedia: 'WO-100113',
      recall: 'WO-100114',
      demobilisedSite: 'WO-100115',
      /** Appointed in 4 days with a contractor that takes no online bookings: reschedule says SSR071. */
      appointedNonIntegrated: 'WO-100134',
      /** An emergency appointed for tomorrow: reschedule says CR166, cancel SSR036. */
      appointedEmergency: 'WO-100135',
      /** Appointed in 6 days by the estate managing agent: reschedule says SSR070, cancel SSR008. */
      appointedByManagingAgent: 'WO-100136',
    },
    cases: { active: 'CAS-100001', resolved: 'CAS-100002', cancelled: 'CAS-100003' },
    /** Damp, mould and condensation triage actions: open on the active case, completed on the resolved one. */
    caseActions: { openDampTriage: 'ACT-100001', completedDampTriage: 'ACT-100002', callBack: 'ACT-100003' },
    gasMessageId: 'MSG-100001',
  },
  ben: {
    customerId: 'CUS-100002',
    email: 'ben@example.org',
    title: 'Mr',
    givenName: 'Ben',
    surname: 'Clarke',
    dateOfBirth: '1978-02-23',
    homePhone: '02079460456',
    estateId: 'AST-10002',
    towerAssetId: 'AST-20001',
    flatAssetId: 'AST-30002',
    garageCourtAssetId: 'AST-40001',
    garageAssetId: 'AST-30003',
    flatTenancyId: 'TEN-100002',
    garageTenancyId: 'TEN-100003',
    paymentReference: '6001000022',
    garagePaymentReference: '6001000033',
    depositPaymentReference: '6001000023',
    rentAccountId: 'ACC-100002',
    garageAccountId: 'ACC-100003',
    depositAccountId: 'ACC-100004',
    eicrComplianceId: 'CMP-100004',
    towerDocuments: { fra: 'DOC-200001', bsr: 'DOC-200002', residentEngagementStrategy: 'DOC-200003' },
  },
  chloe: {
    customerId: 'CUS-100003',
    email: 'chloe@example.org',
    title: 'Miss',
    givenName: 'Chloe',
    surname: 'Martin',
    dateOfBirth: '1990-11-05',
    mobilePhone: '07700900789',
    estateId: 'AST-10003',
    blockAssetId: 'AST-20002',
    dividedBlockAssetId: 'AST-25001',
    flatAssetId: 'AST-30004',
    tenancyId: 'TEN-100004',
    paymentReference: '6001000044',
    majorWorksPaymentReference: '6001000045',
    groundRentPaymentReference: '6001000046',
    serviceChargeAccountId: 'ACC-100005',
    majorWorksAccountId: 'ACC-100006',
    groundRentAccountId: 'ACC-100007',
  },
  dev: {
    customerId: 'CUS-100004',
    email: 'dev@example.org',
    title: 'Mr',
    givenName: 'Dev',
    surname: 'Patel',
    dateOfBirth: '1987-06-30',
    mobilePhone: '07700900456',
    estateId: 'AST-10004',
    blockAssetId: 'AST-20003',
    flatAssetId: 'AST-30005',
    tenancyId: 'TEN-100005',
    paymentReference: '6001000055',
    historicalPaymentReference: '6001000056',
    rentAccountId: 'ACC-100008',
    historicalHomeAccountId: 'ACC-100009',
    /** Listed in CatalystRegistrationAreas. */
    region: 'West London',
    /** Listed in CatalystRepairDisabledAreas (the list holds boroughs). */
    borough: 'Ealing',
    /** Listed in LandlordValues. */
    landlord: 'Catalyst Housing Limited',
  },
  erin: {
    customerId: 'CUS-100005',
    email: 'erin@example.org',
    title: 'Ms',
    givenName: 'Erin',
    surname: 'Walsh',
    dateOfBirth: '1992-03-14',
    mobilePhone: '07700900321',
    estateId: 'AST-10001',
    houseAssetId: 'AST-30006',
    tenancyId: 'TEN-100006',
    paymentReference: '6001000066',
    rentAccountId: 'ACC-100010',
  },
  /** A new tenant: her tenancy began three months before the seed day. */
  faye: {
    customerId: 'CUS-100006',
    email: 'faye@example.org',
    title: 'Ms',
    givenName: 'Faye',
    surname: 'Adeyemi',
    dateOfBirth: '1998-07-21',
    mobilePhone: '07700900654',
    estateId: 'AST-10005',
    blockAssetId: 'AST-20004',
    flatAssetId: 'AST-30008',
    tenancyId: 'TEN-100008',
    /** Months between the start of her tenancy and the seed day. */
    tenancyMonths: 3,
    paymentReference: '6001000088',
    rentAccountId: 'ACC-100011',
    gasComplianceId: 'CMP-100011',
    workOrders: { inProgress: 'WO-600101' },
    messages: { welcome: 'MSG-600001', statement: 'MSG-600002', repairBooked: 'MSG-600003' },
  },
} as const;

export type PersonaName = keyof typeof PERSONA;

/**
 * A login of the identity provider with no customer record behind it: it signs in at the
 * provider with {@link DEMO_PASSWORD}, and the portal then shows IDEM_Error, "no self-service
 * account", on its generic error page (REP-ERR-13).
 */
export const NO_CUSTOMER_LOGIN = { loginId: 'LGN-NO-CUSTOMER', email: 'nobody@example.org' } as const;

/** Residents who can sign in with {@link DEMO_PASSWORD}; Erin has a record but no login yet. */
export const PERSONAS_WITH_LOGIN = ['amara', 'ben', 'chloe', 'dev', 'faye'] as const satisfies readonly PersonaName[];
