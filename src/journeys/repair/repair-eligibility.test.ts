import { describe, expect, it } from 'vitest';
import type { Scope } from '../../../engine/browser';
import type { GatewayClient } from '../../../gateway/client';
import { checkEligibility } from './repair-lookups';
import type { JourneyReason } from './repair-facts';
import { submitRepair, type SubmitPayloads } from './repair-submit';
import { eligibilityScope, journeyReason } from './testing/eligibility-fixtures';
import { withDeclaredPayloads } from '../../../tests/support/declared-payloads';

const WORDS = { yes: 'Yes', no: 'No' };

/** A gateway that answers the eligibility calls as told and records what it was asked. */
function gateway(answers: { outcome?: object; enhanced?: object }) {
  const calls: { path: string; body: unknown }[] = [];
  const reply = (data: unknown) => Promise.resolve({ data, status: 200, etag: undefined, location: undefined });
  const client = {
    post: (path: string, body: unknown) => {
      calls.push({ path, body });
      if (path === '/works-orders/eligibilityoutcomes')
        return reply([{ isEligible: true, errorCode: null, supplimentaryCodes: '', ...answers.outcome }]);
      if (path === '/api/v2/works-orders/enhanced-repair-eligibility')
        return reply({ isEligible: true, errorCode: null, ...answers.enhanced });
      throw new Error(`Not expected: POST ${path}`);
    },
    get: (path: string) => {
      throw new Error(`Not expected: GET ${path}`);
    },
    patch: (path: string) => {
      calls.push({ path, body: 'PATCH' });
      throw new Error(`Not expected: PATCH ${path}`);
    },
  } as unknown as GatewayClient;
  return { client, calls, enhancedAsked: () => calls.filter((call) => call.path.includes('enhanced')) };
}

/** The reason the seeded gateway answers E35 for (docs/demo-residents.md); `changes` make it another. */
const reason = (changes: Partial<JourneyReason> = {}): JourneyReason =>
  journeyReason({
    id: 'RR-1204',
    description: 'Exposed or sparking wires',
    priority: 'EME',
    trade: 'Electrical',
    element: 'Wiring',
    repairLocation: 'Electrics',
    repairLocationId: 12,
    sorCode: 'ELECWIRE01',
    ...changes,
  });

const scopeOf = (chosen: JourneyReason, answers: Record<string, unknown> = {}, facts: object = {}): Scope =>
  eligibilityScope(chosen, { answers, facts });

describe('the enhanced eligibility check when the reason is chosen (REP-ERR-05)', () => {
  it('blocks with E35 on the reason page, asked with the reason code and its priority as the emergency', async () => {
    const { client, enhancedAsked } = gateway({ enhanced: { isEligible: false, errorCode: 'E35' } });
    const outcome = await checkEligibility(client, scopeOf(reason()), WORDS, true);
    expect(outcome).toMatchObject({ isEligible: false, errorCode: 'E35' });
    expect(enhancedAsked().map((call) => call.body)).toEqual([
      {
        isEmergency: true,
        sor: 'ELECWIRE01',
        isPotentialDuplicate: false,
        isVulnerable: false,
        channel: 'CustomerSelfService',
      },
    ]);
  });

  it('treats an enhanced eligibility of false without a code as E35 too', async () => {
    const { client } = gateway({ enhanced: { isEligible: false, errorCode: null } });
    expect(await checkEligibility(client, scopeOf(reason()), WORDS, true)).toMatchObject({ errorCode: 'E35' });
  });

  it('is not asked with the setting off, nor after an ordinary refusal (whose code shows instead)', async () => {
    const off = gateway({ enhanced: { isEligible: false, errorCode: 'E35' } });
    expect(await checkEligibility(off.client, scopeOf(reason()), WORDS, false)).toMatchObject({ errorCode: null });
    expect(off.enhancedAsked()).toEqual([]);
    const refused = gateway({ outcome: { isEligible: false, errorCode: 'E24' } });
    expect(await checkEligibility(refused.client, scopeOf(reason()), WORDS, true)).toMatchObject({
      isEligible: false,
      errorCode: 'E24',
    });
    expect(refused.enhancedAsked()).toEqual([]);
  });
});

describe('E2 and the supplementary question (REP-ERR-03, REP-PG-06)', () => {
  const lift = reason({
    id: 'RR-1501',
    description: 'Lift not working',
    priority: 'EME',
    sorCode: 'LIFTBRK01',
    hasQuestion: true,
    questionIsEligible: false,
    question: 'Is anyone trapped in the lift?',
  });

  it('makes E2 soft for a reason with additional data: no code on the reason page, Yes to its question keeps E2', async () => {
    const { client } = gateway({ outcome: { isEligible: false, errorCode: 'E2' } });
    const outcome = await checkEligibility(client, scopeOf(lift), WORDS, false);
    expect(outcome).toMatchObject({ isEligible: true, errorCode: null });
    expect(outcome.supplementary).toEqual([
      expect.objectContaining({
        heading: 'Lift not working',
        label: 'Is anyone trapped in the lift?',
        blocking: { errorCode: 'E2', dependsOn: [{ responseId: 'yes' }] },
      }),
    ]);
  });

  it('keeps E2 a block for a reason without additional data', async () => {
    const { client } = gateway({ outcome: { isEligible: false, errorCode: 'E2' } });
    const outcome = await checkEligibility(client, scopeOf(reason()), WORDS, false);
    expect(outcome).toMatchObject({ isEligible: false, errorCode: 'E2', supplementary: [] });
  });

  it('heads the question with the reason and blocks No with SSR057 when there was no E2', async () => {
    const { client } = gateway({});
    const toilet = reason({ description: 'Toilet blocked', hasQuestion: true, question: 'Is this the only toilet?' });
    const outcome = await checkEligibility(client, scopeOf(toilet), WORDS, false);
    expect(outcome.supplementary).toEqual([
      expect.objectContaining({
        heading: 'Toilet blocked',
        label: 'Is this the only toilet?',
        blocking: { errorCode: 'SSR057', dependsOn: [{ responseId: 'no' }] },
      }),
    ]);
  });
});

describe('the enhanced check at submission (REP-ERR-05: more is known)', () => {
  const draft = { 'work-order': { id: 'WO-1', eTag: 'e1' } };

  it('asks with the access, duplicate and health answers and, on E35, submits nothing and says blocked', async () => {
    const { client, calls } = gateway({ enhanced: { isEligible: false, errorCode: 'E35' } });
    const plumbing = reason({ id: 'RR-0301', sorCode: 'PLUMLEAK03', description: 'Leaking pipe' });
    const scope = scopeOf(plumbing, { 'emergency-access': 'yes-access', vulnerable: 'yes' }, draft);
    const submission = await submitRepair(
      client,
      scope,
      withDeclaredPayloads<SubmitPayloads>('repair', 'submit-repair', scope, { enhanced: 'true' }),
    );
    expect(submission).toEqual({ jobNo: null, next: 'blocked', errorCode: 'E35', confirmation: 'standard' });
    expect(calls).toEqual([
      {
        path: '/api/v2/works-orders/enhanced-repair-eligibility',
        body: expect.objectContaining({ isEmergency: true, isVulnerable: true, sor: 'PLUMLEAK03' }),
      },
    ]);
  });

  it("takes the reason's priority as the emergency when the access question was not asked", async () => {
    const { client, enhancedAsked } = gateway({ enhanced: { isEligible: false, errorCode: 'E35' } });
    const communal = reason({ id: 'RR-1409', sorCode: 'COMFAL01', priority: 'EME' });
    const submitted = scopeOf(communal, {}, draft);
    await submitRepair(
      client,
      submitted,
      withDeclaredPayloads<SubmitPayloads>('repair', 'submit-repair', submitted, { enhanced: 'true' }),
    );
    expect(enhancedAsked()[0]?.body).toMatchObject({ isEmergency: true, isVulnerable: false });
  });
});
