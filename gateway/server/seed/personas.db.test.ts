import { sql, type Kysely } from 'kysely';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestDatabase } from '../../../tests/support/test-database';
import type { DatabaseHandle } from '../db/connection';
import type { Database } from '../db/tables';
import { verifyPassword } from './password-hash';
import { DEMO_PASSWORD, NO_CUSTOMER_LOGIN, PERSONA, PERSONAS_WITH_LOGIN } from './personas';

const TODAY = new Date('2025-03-10T10:00:00Z');
const today = DateTime.fromJSDate(TODAY, { zone: 'Europe/London' });
const londonDate = (d: Date | null) => (d ? DateTime.fromJSDate(d, { zone: 'Europe/London' }).toISODate() : null);
const { amara, ben, chloe, dev, erin, faye } = PERSONA;

describe('demo residents', () => {
  let handle: DatabaseHandle;
  let db: Kysely<Database>;
  beforeAll(async () => {
    handle = await createSeededTestDatabase({ today: TODAY });
    db = handle.db;
  });
  afterAll(async () => {
    await handle?.close();
  });

  const workOrder = (id: string) =>
    db.selectFrom('work_orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const config = async (name: string) =>
    (
      await db.selectFrom('configuration_values').select('value').where('name', '=', name).executeTakeFirstOrThrow()
    ).value.split(',');

  describe('Amara', () => {
    it('has 30 or more repairs in every non-catalyst status, each submitted one with history', async () => {
      const rows = await db
        .selectFrom('work_orders')
        .select(['id', 'status', 'is_draft'])
        .where('customer_id', '=', amara.customerId)
        .execute();
      expect(rows.length).toBeGreaterThanOrEqual(30);
      expect(new Set(rows.map((r) => r.status))).toEqual(
        new Set([
          'Unappointed',
          'Appointed',
          'In Progress',
          'In Diagnosis',
          'Pending Approval',
          'On Hold',
          'Completed',
          'Closed',
          'Cancelled',
          'Reported to EMA',
        ]),
      );
      const history = await db.selectFrom('work_order_history').select(['work_order_id']).execute();
      for (const row of rows) {
        const events = history.filter((h) => h.work_order_id === row.id).length;
        if (row.is_draft) expect(events, row.id).toBe(0);
        else expect(events, row.id).toBeGreaterThan(0);
      }
    });

    it('has the repairs the demo walks through, dated relative to the seed day', async () => {
      const ids = amara.workOrders;
      const draft = await workOrder(ids.draft);
      expect(draft).toMatchObject({ status: 'In Diagnosis', is_draft: true, job_no: null });
      expect(TODAY.getTime() - draft.raised_date.getTime()).toBeLessThan(48 * 3_600_000);
      expect(draft.draft_expires_at!.getTime()).toBeGreaterThan(TODAY.getTime());
      expect(londonDate((await workOrder(ids.appointedIn3Days)).appointment_start)).toBe(
        today.plus({ days: 3 }).toISODate(),
      );
      expect(londonDate((await workOrder(ids.appointedToday)).appointment_start)).toBe(today.toISODate());
      const recallable = await workOrder(ids.completedRecallEligible);
      expect(recallable).toMatchObject({ status: 'Completed', priority: 'NA', is_recall: false });
      expect(londonDate(recallable.completed_date)).toBe(today.minus({ months: 2 }).toISODate());
      expect(londonDate((await workOrder(ids.completed8MonthsAgo)).completed_date)).toBe(
        today.minus({ months: 8 }).toISODate(),
      );
      expect((await workOrder(ids.cancelled)).status).toBe('Cancelled');
      expect(await workOrder(ids.emergency)).toMatchObject({ is_emergency: true, priority: 'EME' });
      expect((await workOrder(ids.ergoChannel)).channel).toBe('ERGO');
      expect(await workOrder(ids.recall)).toMatchObject({
        is_recall: true,
        original_work_order_id: expect.any(String),
      });
      const integrated = await workOrder(ids.unappointedIntegrated);
      const contractor = await db
        .selectFrom('contractors')
        .select('statuses')
        .where('id', '=', integrated.contractor_id!)
        .executeTakeFirstOrThrow();
      expect(contractor.statuses).toMatchObject({ isIntegrated: true });
      expect(await config('demobilizedContractorSites')).toContain(
        (await workOrder(ids.demobilisedSite)).contractor_site,
      );
    });

    it('has photos, a PDF and a media item marked not appropriate, stored as real files', async () => {
      const docs = await db.selectFrom('documents').selectAll().where('customer_id', '=', amara.customerId).execute();
      const of = (id: string) => docs.filter((d) => d.work_order_id === id);
      const photos = of(amara.workOrders.withPhotos);
      expect(photos.map((d) => d.content_type).sort()).toEqual(['image/jpeg', 'image/png']);
      const png = photos.find((d) => d.content_type === 'image/png')!;
      expect(Buffer.from(png.content).subarray(0, 8)).toEqual(
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      );
      expect(png.size_bytes).toBe(png.content.length);
      const [pdf] = of(amara.workOrders.withPdf);
      expect(Buffer.from(pdf!.content).subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(
        of(amara.workOrders.withInappropriateMedia)
          .map((d) => d.is_media_appropriate)
          .sort(),
      ).toEqual([false, true]);
    });

    it('has a rent account in arrears with two years of posted and unposted transactions of every type', async () => {
      const account = await db
        .selectFrom('accounts')
        .selectAll()
        .where('id', '=', amara.rentAccountId)
        .executeTakeFirstOrThrow();
      expect(account.account_type).toBe('REN');
      expect(Number(account.live_balance)).toBeGreaterThan(0);
      const txns = await db
        .selectFrom('transactions')
        .selectAll()
        .where('account_id', '=', account.id)
        .orderBy('id')
        .execute();
      expect(new Set(txns.map((t) => `${t.transaction_type}/${t.payment_code}`))).toEqual(
        new Set(['DRS/DR', 'PAY/CR', 'ADJ/CR', 'ADJ/DR', 'DRA/DR']),
      );
      expect(new Set(txns.map((t) => t.is_posted))).toEqual(new Set([true, false]));
      expect(txns.at(-1)!.running_balance).toBe(account.live_balance);
      const first = DateTime.fromJSDate(txns[0]!.transaction_date);
      expect(today.diff(first, 'months').months).toBeGreaterThanOrEqual(23.5);
      let balance = Math.round(Number(txns[0]!.running_balance) * 100);
      for (const t of txns.slice(1)) {
        balance += Math.round(Number(t.amount) * 100) * (t.payment_code === 'DR' ? 1 : -1);
        expect(Math.round(Number(t.running_balance) * 100)).toBe(balance);
      }
      const statements = await db
        .selectFrom('statement_documents')
        .selectAll()
        .where('account_reference', '=', amara.paymentReference)
        .execute();
      expect(statements).toHaveLength(24);
    });

    it('has 12 messages with 3 unread, one of them the gas servicing notice, an overdue gas service and 3 cases', async () => {
      const messages = await db
        .selectFrom('communications')
        .selectAll()
        .where('customer_id', '=', amara.customerId)
        .execute();
      expect(messages).toHaveLength(12);
      expect(messages.filter((m) => m.status === 'UNREAD')).toHaveLength(3);
      expect(messages.find((m) => m.id === amara.gasMessageId)).toMatchObject({
        status: 'UNREAD',
        category_type: 'ASSET COMPLIANCE-ANNUALDOMESTICGASSERVICING',
      });
      const gas = await db
        .selectFrom('compliance_records')
        .selectAll()
        .where('id', '=', amara.gasComplianceId)
        .executeTakeFirstOrThrow();
      expect(gas).toMatchObject({
        compliance_type: 'Annual Domestic Gas Servicing',
        visit_actual: null,
        date_decommissioned: null,
      });
      expect(gas.visit_due.getTime()).toBeLessThan(TODAY.getTime());
      const cases = await db.selectFrom('cases').select('status').where('customer_id', '=', amara.customerId).execute();
      expect(cases.map((c) => c.status).sort()).toEqual(['Active', 'Cancelled', 'Resolved']);
      const customer = await db
        .selectFrom('customers')
        .selectAll()
        .where('id', '=', amara.customerId)
        .executeTakeFirstOrThrow();
      expect(customer).toMatchObject({
        email: amara.email,
        mobile_phone: amara.mobilePhone,
        home_phone: amara.homePhone,
      });
      const house = await db
        .selectFrom('assets')
        .selectAll()
        .where('id', '=', amara.houseAssetId)
        .executeTakeFirstOrThrow();
      expect(house).toMatchObject({ asset_type: 'Property', heating_attributes: ['HEATGAS'] });
    });
  });

  describe('Ben', () => {
    it('has two active tenancies, flat first in the Social group and a Non-residential garage, and no mobile', async () => {
      const tenancies = await db
        .selectFrom('tenancies')
        .selectAll()
        .where('customer_id', '=', ben.customerId)
        .where('is_active', '=', true)
        .execute();
      expect(tenancies.map((t) => [t.premises_id, t.tenancy_group]).sort()).toEqual(
        [
          [ben.flatAssetId, 'Social'],
          [ben.garageAssetId, 'Non-residential'],
        ].sort(),
      );
      const customer = await db
        .selectFrom('customers')
        .selectAll()
        .where('id', '=', ben.customerId)
        .executeTakeFirstOrThrow();
      expect(customer.mobile_phone).toBeNull();
    });

    it('lives in a high-rise tower with its four safety parties, FRA, BSR and engagement strategy, and an overdue EICR', async () => {
      const tower = await db
        .selectFrom('assets')
        .selectAll()
        .where('id', '=', ben.towerAssetId)
        .executeTakeFirstOrThrow();
      expect(Number(tower.height_metres)).toBeGreaterThanOrEqual(18);
      const parties = await db
        .selectFrom('asset_associates')
        .select('role')
        .where('asset_id', '=', ben.towerAssetId)
        .where('is_interested_party', '=', true)
        .execute();
      expect(parties.map((p) => p.role).sort()).toEqual([
        'accountablePerson',
        'buildingSafetyManager',
        'principleAccountablePerson',
        'responsiblePerson',
      ]);
      const docs = await db
        .selectFrom('documents')
        .select(['id', 'document_type'])
        .where('asset_id', '=', ben.towerAssetId)
        .execute();
      expect(new Set(docs.map((d) => d.document_type))).toEqual(new Set(['FRA', 'BSR', 'RES']));
      expect(docs.map((d) => d.id)).toEqual(expect.arrayContaining(Object.values(ben.towerDocuments)));
      const eicr = await db
        .selectFrom('compliance_records')
        .selectAll()
        .where('id', '=', ben.eicrComplianceId)
        .executeTakeFirstOrThrow();
      expect(eicr).toMatchObject({ compliance_type: 'EICR 5Y', visit_actual: null });
      expect(eicr.visit_due.getTime()).toBeLessThan(TODAY.getTime());
    });

    it('has a rent account in credit, a garage account, a deposit account, and repairs to the flat and the block', async () => {
      const accounts = await db.selectFrom('accounts').selectAll().where('customer_id', '=', ben.customerId).execute();
      const byId = new Map(accounts.map((a) => [a.id, a]));
      expect(Number(byId.get(ben.rentAccountId)!.live_balance)).toBeLessThan(0);
      expect(byId.get(ben.garageAccountId)).toMatchObject({ tenancy_type: 'GARAGE', tenancy_id: ben.garageTenancyId });
      expect(byId.get(ben.depositAccountId)?.account_type).toBe('DEP');
      const areas = await db
        .selectFrom('work_orders')
        .select(['area', 'asset_id'])
        .where('customer_id', '=', ben.customerId)
        .execute();
      expect(areas).toEqual(
        expect.arrayContaining([
          { area: 'Property', asset_id: ben.flatAssetId },
          { area: 'Block', asset_id: ben.towerAssetId },
        ]),
      );
    });
  });

  it('Chloe is a leaseholder with service charge, major works and ground rent accounts and only communal repairs', async () => {
    const tenancy = await db
      .selectFrom('tenancies')
      .selectAll()
      .where('id', '=', chloe.tenancyId)
      .executeTakeFirstOrThrow();
    expect(tenancy).toMatchObject({
      tenancy_group: 'Leasehold',
      tenancy_type: 'LEASE',
      premises_id: chloe.flatAssetId,
    });
    const accounts = await db
      .selectFrom('accounts')
      .select(['account_type', 'tenancy_type'])
      .where('customer_id', '=', chloe.customerId)
      .execute();
    expect(accounts.map((a) => a.account_type).sort()).toEqual(['GRD', 'MJW', 'REN']);
    const areas = await db
      .selectFrom('work_orders')
      .select('area')
      .where('customer_id', '=', chloe.customerId)
      .execute();
    expect(new Set(areas.map((a) => a.area))).toEqual(new Set(['Block', 'Divided block', 'Estate']));
  });

  it('Dev matches the catalyst rule of the seeded configuration values and has triage statuses', async () => {
    const locationOf = async (assetId: string) => {
      const { rows } = await sql<{ region: string | null; borough: string | null; landlord: string | null }>`
        with recursive chain as (
          select a.id, a.parent_id, a.region, a.borough, 0 as depth from assets a where a.id = ${assetId}
          union all select p.id, p.parent_id, p.region, p.borough, c.depth + 1 from assets p join chain c on p.id = c.parent_id)
        select (select region from chain where region is not null order by depth limit 1) as region,
               (select borough from chain where borough is not null order by depth limit 1) as borough,
               (select aa.details->'organisation'->>'name' from asset_associates aa join chain c on c.id = aa.asset_id
                 where aa.role = 'landLord' order by c.depth limit 1) as landlord`.execute(db);
      return rows[0]!;
    };
    const areas = await config('CatalystRegistrationAreas');
    const landlords = await config('LandlordValues');
    const isCatalyst = (l: { region: string | null; landlord: string | null }) =>
      areas.includes(l.region ?? '') && landlords.includes(l.landlord ?? '');
    const devHome = await locationOf(dev.flatAssetId);
    expect(devHome).toEqual({ region: dev.region, borough: dev.borough, landlord: dev.landlord });
    expect(isCatalyst(devHome)).toBe(true);
    expect(await config('CatalystRepairDisabledAreas')).toContain(devHome.borough);
    for (const assetId of [
      amara.houseAssetId,
      ben.flatAssetId,
      ben.garageAssetId,
      chloe.flatAssetId,
      erin.houseAssetId,
    ]) {
      expect(isCatalyst(await locationOf(assetId)), assetId).toBe(false);
    }
    const statuses = await db
      .selectFrom('work_orders')
      .select('status')
      .where('customer_id', '=', dev.customerId)
      .execute();
    expect(statuses.map((s) => s.status)).toEqual(
      expect.arrayContaining(['CATALYST_TRIAGE_DEFECT', 'CATALYST_TRIAGE_TIER2', 'CATALYST_TRIAGE_EMA']),
    );
  });

  it('Faye is a new tenant: everything of hers is from her tenancy, begun three months ago: 3 messages (1 unread), three months of rent transactions, one statement and one repair In Progress', async () => {
    const tenancy = await db
      .selectFrom('tenancies')
      .select(['id', 'is_active', 'tenancy_group', sql<string>`to_char(start_date, 'YYYY-MM-DD')`.as('start')])
      .where('customer_id', '=', faye.customerId)
      .execute();
    const start = today.minus({ months: 3 }).toISODate() as string;
    expect(tenancy).toEqual([{ id: faye.tenancyId, is_active: true, tenancy_group: 'Social', start }]);

    const messages = await db
      .selectFrom('communications')
      .select(['status', 'created_date'])
      .where('customer_id', '=', faye.customerId)
      .execute();
    expect(messages).toHaveLength(3);
    expect(messages.filter((m) => m.status === 'UNREAD')).toHaveLength(1);
    for (const m of messages) expect((londonDate(m.created_date) as string) >= start).toBe(true);

    const transactions = await db
      .selectFrom('transactions')
      .select([
        sql<string>`to_char(transaction_date, 'YYYY-MM-DD')`.as('date'),
        'running_balance',
        'amount',
        'payment_code',
      ])
      .where('account_id', '=', faye.rentAccountId)
      .orderBy('id')
      .execute();
    const dates = transactions.map((t) => t.date).sort();
    expect(dates[0]).toBe(start);
    expect((dates.at(-1) as string) <= (today.toISODate() as string)).toBe(true);
    expect(transactions.length).toBeGreaterThanOrEqual(13);
    // Her account opened at nothing owed: the first running balance is the first movement itself.
    const first = transactions[0];
    expect(Number(first?.running_balance)).toBe((first?.payment_code === 'DR' ? 1 : -1) * Number(first?.amount));

    const statements = await db
      .selectFrom('statement_documents')
      .select(['account_reference', sql<string>`to_char(period_start, 'YYYY-MM-DD')`.as('from')])
      .where('customer_id', '=', faye.customerId)
      .execute();
    expect(statements).toEqual([
      { account_reference: faye.paymentReference, from: today.minus({ months: 1 }).startOf('month').toISODate() },
    ]);

    const repairs = await db
      .selectFrom('work_orders')
      .select(['id', 'status', 'asset_id', 'raised_date'])
      .where('customer_id', '=', faye.customerId)
      .execute();
    expect(repairs.map((r) => [r.id, r.status, r.asset_id])).toEqual([
      [faye.workOrders.inProgress, 'In Progress', faye.flatAssetId],
    ]);
    expect((londonDate(repairs[0]?.raised_date ?? null) as string) > start).toBe(true);
  });

  it('Erin has a record, tenancy and payment reference for registration but no login; the others, and nobody@example.org with no record, sign in with the demo password', async () => {
    const customer = await db
      .selectFrom('customers')
      .select(sql<string>`to_char(date_of_birth, 'YYYY-MM-DD')`.as('dob'))
      .where('id', '=', erin.customerId)
      .executeTakeFirstOrThrow();
    expect(customer.dob).toBe(erin.dateOfBirth);
    const tenancy = await db
      .selectFrom('tenancies')
      .selectAll()
      .where('customer_id', '=', erin.customerId)
      .executeTakeFirstOrThrow();
    expect(tenancy.payment_reference).toBe(erin.paymentReference);
    const logins = await db.selectFrom('resident_logins').selectAll().execute();
    expect(logins.flatMap((l) => (l.customer_id === null ? [] : [l.customer_id])).sort()).toEqual(
      PERSONAS_WITH_LOGIN.map((p) => PERSONA[p].customerId).sort(),
    );
    // One more login, with no customer record behind it (IDEM_Error when it signs in).
    expect(logins.filter((l) => l.customer_id === null).map((l) => [l.id, l.email])).toEqual([
      [NO_CUSTOMER_LOGIN.loginId, NO_CUSTOMER_LOGIN.email],
    ]);
    expect(logins.some((l) => l.email.toLowerCase() === erin.email)).toBe(false);
    for (const login of logins) {
      expect(login.password_hash).not.toContain(DEMO_PASSWORD);
      expect(await verifyPassword(DEMO_PASSWORD, login.password_hash)).toBe(true);
      expect(await verifyPassword('demo-resident-1', login.password_hash)).toBe(false);
    }
  });
});
