import { describe, expect, it } from 'vitest';
import type { Scope } from '../../../engine/browser';
import { GatewayError, type GatewayClient } from '../../../gateway/client';
import type { PriorityLevel } from '../../../schemas/generated/types';
import { JourneyFailureError } from '../journey-failure';
import { DAMP_SLA_DEFAULTS, dampLevelFor, dampNote, dampSlaOf, isDampEmergency } from './damp-and-mould';
import {
  GENERIC_ERROR_PATH,
  scoreDampAssessment,
  submitRepair,
  type ScorePayloads,
  type SubmitPayloads,
} from './repair-submit';
import { declaredPayloads, withDeclaredPayloads } from '../../../tests/support/declared-payloads';

const NO_WAIT = { attempts: 1, intervalMs: 0 };

/** A gateway that answers the calls of the assessment and the submission, and records them. */
function gatewayFor(world: { level: PriorityLevel; failing?: string }) {
  const calls: { method: string; path: string; body?: unknown }[] = [];
  const answer = (method: string) => async (path: string, body?: unknown) => {
    calls.push({ method, path, body });
    if (world.failing && path.includes(world.failing))
      throw new GatewayError({ method, path, kind: 'http', status: 500, attempts: 1, correlationId: 'c' });
    const data = (() => {
      if (path === '/works-orders/assessment-score')
        return { priorityLevel: world.level, score: 20, type: 'DampAndMould' };
      if (path === '/works-orders/repair-priority') {
        const request = body as { priorityLevel: PriorityLevel | null; isEmergency: boolean };
        // The reference gateway's rule for an assessed PRODAMP repair: HIGH gives DME, else DM.
        if (request.priorityLevel) return { repairPriority: request.priorityLevel === 'HIGH' ? 'DME' : 'DM' };
        return { repairPriority: request.isEmergency ? 'EME' : 'NA', isWorkingHours: true };
      }
      if (path.endsWith('/contractors')) return [];
      if (path.startsWith('/works-orders/WO-1'))
        return { id: 'WO-1', jobNo: 'JOB-1', status: 'Unappointed', area: 'Property', isOutOfHours: false };
      return undefined;
    })();
    return { data, status: 200, correlationId: 'c' };
  };
  const client = {
    get: answer('GET'),
    post: answer('POST'),
    patch: answer('PATCH'),
  } as unknown as GatewayClient;
  return { client, calls };
}

/** A repair whose assessment is answered, for a reason with this SOR code. */
function assessed(sorCode: string, score?: Record<string, unknown>, inDefects = false): Scope {
  return {
    answers: {
      asset: 'Property',
      reason: 'RR-1',
      'additional-details': 'Black mould on the bedroom wall.',
      'damp-answers': { q1_1: '2' },
    },
    facts: {
      'work-order': { id: 'WO-1', eTag: '"1"' },
      eligibility: { sorCode, isInDefects: inDefects },
      'damp-questions': [{ questionId: 'q1_1', label: 'Where?', options: [{ id: '2', value: 'Bedroom' }] }],
      ...(score ? { 'damp-score': score } : {}),
    },
    toggles: {},
  };
}

/** What the score sends for a scope, as the journeys declare it. */
const scorePayloads = (scope: Scope) =>
  declaredPayloads('repair', 'score-damp-assessment', scope) as unknown as ScorePayloads;

/** The work order's answers as the submission sends them. */
const workOrderAnswers = (scope: Scope) => declaredPayloads('repair', 'submit-repair', scope).update;

describe('the damp and mould SLAs and notes (REP-LIF-06, REP-DMP-06)', () => {
  it('should read the SLAs from the configuration values and keep the spec values when they are missing', () => {
    expect(dampSlaOf({ urgentHours: '48', routineDays: '28' })).toEqual({ urgentHours: 48, routineDays: 28 });
    expect(dampSlaOf({})).toEqual({ urgentHours: 24, routineDays: 14 });
    expect(dampSlaOf({ urgentHours: 'soon', routineDays: '-1' })).toEqual(DAMP_SLA_DEFAULTS);
  });

  it('should give the urgent note only in defects with high priority, the routine note only for low or medium', () => {
    const sla = { urgentHours: 24, routineDays: 14 };
    expect(dampNote({ sorCode: 'PRODAMP', level: 'HIGH', inDefects: true }, sla)).toMatch(/within 24 hours/);
    expect(dampNote({ sorCode: 'PRODAMP', level: 'MEDIUM', inDefects: false }, sla)).toMatch(/within 14 days/);
    expect(dampNote({ sorCode: 'PRODAMP', level: 'LOW', inDefects: true }, sla)).toMatch(/within 14 days/);
    // High priority outside the defects period: neither note (the 14-day note is for low or medium only).
    expect(dampNote({ sorCode: 'PRODAMP', level: 'HIGH', inDefects: false }, sla)).toBeNull();
    // Another repair type assessed for damp: no note.
    expect(dampNote({ sorCode: 'CARPCUP01', level: 'MEDIUM', inDefects: false }, sla)).toBeNull();
  });

  it('should word the note with the configured durations', () => {
    const changed = { urgentHours: 12, routineDays: 7 };
    expect(dampNote({ sorCode: 'PRODAMP', level: 'HIGH', inDefects: true }, changed)).toBe(
      'Damp and mould inspection needed within 12 hours (SLA 12 hours): the home is in its defects period and the assessment is high priority.',
    );
    expect(dampNote({ sorCode: 'PRODAMP', level: 'LOW', inDefects: false }, changed)).toBe(
      'Damp and mould inspection needed within 7 days (SLA 7 days): the assessment priority is low or medium.',
    );
  });

  it('should let the assessed level count for PRODAMP only, and DME only be the damp emergency', () => {
    expect(dampLevelFor('PRODAMP', 'HIGH')).toBe('HIGH');
    expect(dampLevelFor('CARPCUP01', 'HIGH')).toBeNull();
    expect(dampLevelFor('PROMOULD', 'HIGH')).toBeNull();
    expect(dampLevelFor('PRODAMP', null)).toBeNull();
    expect(isDampEmergency('DME')).toBe(true);
    expect(isDampEmergency('DM')).toBe(false);
    expect(isDampEmergency('EME')).toBe(false);
  });
});

describe('the end of the damp and mould assessment (REP-DMP-03)', () => {
  it('should set the emergency flag for a PRODAMP repair assessed HIGH, and clear it for MEDIUM', async () => {
    const high = gatewayFor({ level: 'HIGH' });
    const score = await scoreDampAssessment(high.client, scorePayloads(assessed('PRODAMP')));
    expect(score).toMatchObject({ priorityLevel: 'HIGH', priorityCode: 'DME', isEmergency: true });
    expect(workOrderAnswers(assessed('PRODAMP', score))).toMatchObject({ isEmergency: true });

    const medium = gatewayFor({ level: 'MEDIUM' });
    const cleared = await scoreDampAssessment(medium.client, scorePayloads(assessed('PRODAMP')));
    expect(cleared).toMatchObject({ priorityCode: 'DM', isEmergency: false });
    const answeredYes = assessed('PRODAMP', cleared);
    answeredYes.answers['emergency-access'] = 'yes-access';
    expect(workOrderAnswers(answeredYes)).toMatchObject({ isEmergency: false });
  });

  it('should only score the assessment of another repair type: no priority, no emergency flag', async () => {
    const { client, calls } = gatewayFor({ level: 'HIGH' });
    const score = await scoreDampAssessment(client, scorePayloads(assessed('CARPCUP01')));
    expect(score).toEqual({ priorityLevel: 'HIGH', score: 20, type: 'DampAndMould' });
    expect(calls.map((call) => call.path)).toEqual(['/works-orders/assessment-score']);
    expect(workOrderAnswers(assessed('CARPCUP01', score))).not.toHaveProperty('isEmergency');
  });

  it('should send a failed damp and mould update to the generic error page', async () => {
    for (const failing of ['/works-orders/assessment-score', '/works-orders/repair-priority']) {
      const { client } = gatewayFor({ level: 'HIGH', failing });
      const failure = await scoreDampAssessment(client, scorePayloads(assessed('PRODAMP'))).catch(
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(JourneyFailureError);
      expect(failure).toMatchObject({ path: GENERIC_ERROR_PATH, messageKey: 'Generic_Error' });
    }
  });
});

describe('submitting an assessed repair', () => {
  const submit = async (sorCode: string, level: PriorityLevel, inDefects: boolean, params = {}) => {
    const world = gatewayFor({ level });
    const scope = assessed(sorCode, { priorityLevel: level, score: 20, type: 'DampAndMould' }, inDefects);
    const submission = await submitRepair(
      world.client,
      scope,
      withDeclaredPayloads<SubmitPayloads>('repair', 'submit-repair', scope, { enhanced: 'false', ...params }),
      NO_WAIT,
    );
    const priorityAsked = world.calls.find((call) => call.path === '/works-orders/repair-priority')?.body;
    const notes = world.calls.filter((call) => call.path.includes('/notes')).map((call) => call.body);
    return { submission, priorityAsked, notes };
  };

  it('should not make a cupboard repair answered "yes, damp" that scores HIGH an emergency', async () => {
    const { submission, priorityAsked, notes } = await submit('CARPCUP01', 'HIGH', true);
    expect(priorityAsked).toMatchObject({ priorityLevel: null, assessmentType: null });
    expect(submission.priority).toBe('NA');
    expect(notes).toEqual([]);
  });

  it('should make a PRODAMP repair assessed HIGH a damp emergency with the 24-hour note in defects', async () => {
    const { submission, priorityAsked, notes } = await submit('PRODAMP', 'HIGH', true);
    expect(priorityAsked).toMatchObject({ priorityLevel: 'HIGH', assessmentType: 'DampAndMould' });
    expect(submission).toMatchObject({ priority: 'DME', next: 'home' });
    expect(notes).toEqual([{ noteTypeId: 4, text: expect.stringMatching(/within 24 hours/) }]);
  });

  it('should add no note for HIGH outside defects, and the configured routine note for MEDIUM', async () => {
    expect((await submit('PRODAMP', 'HIGH', false)).notes).toEqual([]);
    const { notes } = await submit('PRODAMP', 'MEDIUM', false, { dampSlaDays: '10' });
    expect(notes).toEqual([{ noteTypeId: 4, text: expect.stringMatching(/within 10 days \(SLA 10 days\)/) }]);
  });

  it('should send a failed damp and mould note to the generic error page', async () => {
    const world = gatewayFor({ level: 'MEDIUM', failing: '/notes' });
    const scope = assessed('PRODAMP', { priorityLevel: 'MEDIUM', score: 12, type: 'DampAndMould' });
    const failure = await submitRepair(
      world.client,
      scope,
      withDeclaredPayloads<SubmitPayloads>('repair', 'submit-repair', scope, { enhanced: 'false' }),
      NO_WAIT,
    ).catch((e: unknown) => e);
    expect(failure).toMatchObject({ path: GENERIC_ERROR_PATH });
  });
});
