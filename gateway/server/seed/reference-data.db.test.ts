import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaseType, DampMouldQuestion } from '../../../schemas/generated/types';
import { schemaIds } from '../../../schemas/generated/registry';
import { createSeededTestDatabase } from '../../../tests/support/test-database';
import type { DatabaseHandle } from '../db/connection';
import type { Database } from '../db/tables';
import { createAjv } from '../plugins/schemas';
import { REPAIR_LOCATIONS } from './repair-reason-builder';

/** Every toggle the rules name, REP-TGL-02 and ACC-TOG-01 (the catalyst profile setting is named by us). */
const SPEC_TOGGLES = [
  'IsHotjarEnabledSS',
  'demobilizedContractorSites',
  'checkEnhancedRepairEligibilityMyPeabody',
  'isMyPbRepairsMaintainence',
  'dmcsorcodes',
  'IsMediaEnabledSS',
  'IsImageAllowed',
  'mypeabodycatalystworkorders',
  'CatalystRepairDisabledAreas',
  'isCovidQuestionRequired',
  'isVandalismQuestionRequired',
  'isDMCEnabledMyPb',
  'IsRepairFullDescriptionRequired',
  'mypeabodyDocumentToggle',
  'isshowmypeabodyeicrcard',
  'isshowmypeabodygasboilercard',
  'IsMyPeabodyCatalystFinancialEnquiry',
  'mypeabodycatalystcases',
  'LandlordValues',
  'CatalystRegistrationAreas',
  'IsMyMessagesRequired',
  'IsCaseCardRequired',
  'IsRequestCustomStatement',
  'IsViewStatement',
  'mypeabodycatalystprofileupdate',
];

describe('seeded configuration and reference data', () => {
  let handle: DatabaseHandle;
  let db: Kysely<Database>;
  const ajv = createAjv('response');
  const validate = (schema: keyof typeof schemaIds, value: unknown) => {
    const check = ajv.getSchema(schemaIds[schema]);
    if (!check) throw new Error(`No schema ${schema}`);
    const ok = check(value);
    return ok ? 'valid' : ajv.errorsText(check.errors);
  };
  beforeAll(async () => {
    handle = await createSeededTestDatabase();
    db = handle.db;
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('holds every feature toggle of both specs with a plain description: features on, full description and maintenance off', async () => {
    const rows = await db.selectFrom('configuration_values').selectAll().execute();
    const values = new Map(rows.map((r) => [r.name, r.value]));
    for (const name of SPEC_TOGGLES) expect(values.has(name), name).toBe(true);
    for (const row of rows) expect(row.description.length, row.name).toBeGreaterThan(20);
    for (const name of [
      'IsMediaEnabledSS',
      'IsImageAllowed',
      'isVandalismQuestionRequired',
      'isDMCEnabledMyPb',
      'isCovidQuestionRequired',
      'checkEnhancedRepairEligibilityMyPeabody',
      'IsCaseCardRequired',
      'IsMyMessagesRequired',
      'IsViewStatement',
      'IsRequestCustomStatement',
      'IsPaymentPanelRequired',
      'mypeabodycatalystcases',
      'mypeabodycatalystworkorders',
      'isshowmypeabodygasboilercard',
      'isshowmypeabodyeicrcard',
    ]) {
      expect(values.get(name), name).toBe('true');
    }
    expect(values.get('IsRepairFullDescriptionRequired')).toBe('false');
    expect(values.get('isMyPbRepairsMaintainence')).toBe('false');
    expect(values.get('dmcsorcodes')?.split(',')).toEqual(expect.arrayContaining(['PRODAMP', 'PROMOULD']));
  });

  it('has at least 60 repair reasons over every location, with each special code of the repairs spec', async () => {
    const reasons = await db.selectFrom('repair_reasons').selectAll().execute();
    expect(reasons.length).toBeGreaterThanOrEqual(60);
    expect(new Set(reasons.map((r) => r.repair_location))).toEqual(new Set(Object.keys(REPAIR_LOCATIONS)));
    expect(new Set(reasons.map((r) => r.priority))).toEqual(new Set(['EME', 'NA']));
    const find = (predicate: (r: (typeof reasons)[number]) => boolean) => reasons.filter(predicate);
    expect(find((r) => r.description === 'Total loss of water' && r.is_used_for_creation)).toHaveLength(1);
    expect(find((r) => r.sor_code === 'COMPUMP')).toHaveLength(1);
    expect(find((r) => r.sor_code === 'N/A' && r.is_used_for_creation).length).toBeGreaterThan(0);
    expect(find((r) => r.description === 'Heating or hot water repair')).toHaveLength(1);
    expect(find((r) => r.sor_code === 'COMHIU' && r.asset_types.includes('Communal'))).toHaveLength(1);
    expect(find((r) => r.sor_code === 'PROMOULD')).toHaveLength(1);
    expect(find((r) => r.sor_code === 'PRODAMP' && r.description === 'Investigate damp or mould')).toHaveLength(1);
    expect(find((r) => r.is_catalyst).length).toBeGreaterThan(2);
    expect(find((r) => !r.is_used_for_creation).length).toBeGreaterThan(2);
    expect(find((r) => r.asset_types.includes('Property')).length).toBeGreaterThan(30);
    expect(find((r) => r.asset_types.includes('Communal')).length).toBeGreaterThan(15);
    expect(new Set(reasons.map((r) => r.id)).size).toBe(reasons.length);
    for (const r of reasons.filter((x) => x.additional_data !== null)) {
      expect(r.additional_data).toMatchObject({
        description: expect.any(String),
        assetType: expect.any(String),
        isEligible: expect.any(Boolean),
      });
    }
  });

  it('stores reference data values that match the gateway contract', async () => {
    const rows = await db.selectFrom('reference_data').selectAll().execute();
    const byNamespace = new Map<string, { key: string; value: unknown }[]>();
    for (const row of rows)
      byNamespace.set(row.namespace, [...(byNamespace.get(row.namespace) ?? []), { key: row.key, value: row.value }]);
    const answer = {
      namespaces: [...byNamespace].map(([namespaceName, referenceData]) => ({ namespaceName, referenceData })),
    };
    expect(validate('reference-data', answer)).toBe('valid');
    for (const name of [
      'premises-types',
      'tenancy-groups',
      'tenancy-types',
      'heating-types',
      'account-types',
      'case-types',
      'financial-referral-reason',
    ]) {
      expect(byNamespace.get(name)?.length, name).toBeGreaterThan(0);
    }
    const reasons = byNamespace
      .get('financial-referral-reason')!
      .map((e) => e.value as { displayOnMyPeabody: boolean });
    expect(new Set(reasons.map((r) => r.displayOnMyPeabody))).toEqual(new Set([true, false]));
  });

  it('has case types with Radio, List and Text questions, a disabled one, skips of 2, 3 and 4, jumps to the end, blocks, alerts and the covid question', async () => {
    const types = (
      await db.selectFrom('reference_data').select('value').where('namespace', '=', 'case-types').execute()
    ).map((r) => r.value as CaseType);
    for (const type of types) expect(validate('case-type', type), type.id).toBe('valid');
    const questions = types.flatMap((t) => t.additionalInfo);
    const options = questions.flatMap((q) => q.options);
    expect(new Set(questions.map((q) => q.type))).toEqual(new Set(['Radio', 'List', 'Text']));
    expect(new Set(options.map((o) => o.skipQuestions).filter(Boolean))).toEqual(new Set([2, 3, 4]));
    expect(options.some((o) => o.endsQuestionnaire)).toBe(true);
    expect(options.some((o) => o.dependsOnAttributes?.length)).toBe(true);
    expect(questions.some((q) => q.blocking?.errorCode)).toBe(true);
    expect(questions.some((q) => q.alertMessageCode?.code)).toBe(true);
    expect(questions.some((q) => !q.isEnabled)).toBe(true);
    expect(questions.filter((q) => q.isCovidQuestion).map((q) => q.type)).toEqual(['Radio']);
    expect(new Set(types.map((t) => t.isVisibleForSelfServe))).toEqual(new Set([true, false]));
    expect(types.map((t) => t.description)).toEqual(
      expect.arrayContaining([
        'Lost fob',
        'Subletting',
        'Graffiti',
        'Rent query',
        'Service charge query',
        'Pest report',
        'Anti-social behaviour',
        'Change of household',
      ]),
    );
    for (const type of types) {
      for (const [index, question] of type.additionalInfo.entries()) {
        for (const option of question.options) {
          expect(index + (option.skipQuestions ?? 1), `${type.id} ${question.questionId}`).toBeLessThanOrEqual(
            type.additionalInfo.length,
          );
        }
      }
    }
  });

  it('has the damp and mould master data as key-value entry 47 with q7_1 over three pages', async () => {
    const entry = await db
      .selectFrom('reference_data')
      .select('value')
      .where('namespace', '=', 'key-value')
      .where('key', '=', '47')
      .executeTakeFirstOrThrow();
    const questions = entry.value as DampMouldQuestion[];
    for (const q of questions) expect(validate('damp-mould-question', q), q.questionId).toBe('valid');
    expect(new Set(questions.map((q) => q.type))).toEqual(new Set(['List', 'Multiple']));
    expect(new Set(questions.map((q) => q.pageGroupId))).toEqual(new Set([1, 2, 3]));
    const q71 = questions.find((q) => q.questionId === 'q7_1')!;
    expect(q71.options.map((o) => o.id)).toEqual(['1', '2', '3', '4', '5']);
  });

  it('stores contractors, associates, compliance records and assessments in the shapes the contract answers', async () => {
    for (const c of await db.selectFrom('contractors').selectAll().execute()) {
      const answer = { id: c.id, name: c.name, statuses: c.statuses, contractorSites: c.sites, contacts: c.contacts };
      expect(validate('contractor', answer), c.id).toBe('valid');
    }
    const sites = (await db.selectFrom('contractors').select('sites').execute()).flatMap(
      (c) => c.sites as { siteIdentifier: string }[],
    );
    expect(sites.map((s) => s.siteIdentifier)).toEqual(
      expect.arrayContaining(['HUB', 'HUB1-REP', 'HUB2-REP', 'HUB3-REP', 'HUB4-REP']),
    );
    const associates = await db.selectFrom('asset_associates').selectAll().execute();
    const standard = Object.fromEntries(
      ['neighbourhoodManager', 'incomesOfficer', 'landLord', 'previousLandLord'].map((r) => [
        r,
        { organisation: { name: 'UNKNOWN' } },
      ]),
    );
    for (const a of associates) {
      expect(validate('asset-associates', { ...standard, [a.role]: a.details }), `${a.asset_id} ${a.role}`).toBe(
        'valid',
      );
    }
    const records = await db.selectFrom('compliance_records').selectAll().execute();
    for (const r of records) {
      const answer = {
        id: r.id,
        complianceType: r.compliance_type,
        visitDue: r.visit_due.toISOString(),
        visitActual: r.visit_actual?.toISOString() ?? null,
        visitOutcome: r.visit_outcome,
        equipmentType: r.equipment_type,
        dateDecommissioned: r.date_decommissioned
          ? `${r.date_decommissioned.toISOString().slice(0, 10)}T00:00:00Z`
          : null,
        contractor: { contractorName: r.contractor_name, contractorNumber: r.contractor_number },
      };
      expect(validate('compliance-record', answer), r.id).toBe('valid');
    }
    const orders = await db.selectFrom('work_orders').select(['id', 'payload']).execute();
    for (const o of orders) {
      const assessment = (o.payload as { assessmentInformation?: unknown }).assessmentInformation;
      if (assessment) expect(validate('assessment-information', assessment), o.id).toBe('valid');
    }
  });
});
