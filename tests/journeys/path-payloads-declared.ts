import { deriveValue, type Scope } from '../../engine';
import type { CaseCreate, FinancialReferral, PriorityLevel } from '../../schemas/generated/types';
import type { CaseTypeDetail } from '../../src/journeys/case/case-types';
import { dampLevelFor, dampNote, dampSlaOf } from '../../src/journeys/repair/damp-and-mould';
import type { DraftPayloads, DraftRef } from '../../src/journeys/repair/repair-draft';
import { enhancedOn } from '../../src/journeys/repair/repair-enhanced';
import type { DampScore, JourneyReason } from '../../src/journeys/repair/repair-facts';
import type { PriorityBase, ScorePayloads, SubmitPayloads } from '../../src/journeys/repair/repair-submit';
import type { PayloadBodies } from './path-payloads';

/*
 * What the journeys send to the gateway now: the payloads declared in the journey files (handed to
 * each operation as params.payloads by the journey session, engine/payload), with what each
 * operation adds itself, as the operations do. Each body is what the portal's operation sends,
 * less what a gateway call of the same operation answers (the priority, the contractor, the owning
 * team) and less the moment of asking (raisedDate reads the clock). The record of the hand-written
 * builders these replaced is path-payloads.baseline.json.
 */

/** The fixed people and places of the record: they stand for the signed-in resident's. */
export const PATHS_CUSTOMER = 'CUS-PATHS';
export const PATHS_ASSET = 'AST-PATHS';
export const PATHS_TEAM = { owningTeam: 'TEAM-PATHS', owningTeamCategory: 'Housing' };

/** The payloads of a call, which the journey session always hands a sending operation. */
function payloadsOf<T>(params: Record<string, unknown>): T {
  if (params.payloads === undefined) throw new Error('the operation was given no payloads');
  return params.payloads as T;
}

/** The priority request without its raisedDate, as the operations ask it (repair-submit.ts). */
const priorityAsked = (base: PriorityBase, level: PriorityLevel | null) => ({
  ...base,
  priorityLevel: level,
  assessmentType: level ? 'DampAndMould' : null,
});

/**
 * The bodies of the sending operations, as repair-draft.ts, repair-submit.ts, case-lookups.ts and
 * portal-operations.ts send them from the declared payloads.
 */
export const DECLARED_BODIES: PayloadBodies = {
  'save-repair-draft': (params, scope) => {
    const { create, update } = payloadsOf<DraftPayloads>(params);
    const known = scope.facts['work-order'] as DraftRef | undefined;
    if (known?.id) return { update };
    // null: before the asset and the property are known nothing is saved.
    return {
      create: create.assetIdentifier && create.premisesId ? { ...create, customerIdentifier: PATHS_CUSTOMER } : null,
    };
  },
  'submit-repair': (params, scope: Scope) => {
    const draft = scope.facts['work-order'] as DraftRef | undefined;
    if (!draft?.id) throw new Error('A repair is submitted only once its draft is saved.');
    const { update: fields, priority } = payloadsOf<SubmitPayloads>(params);
    const sorCode = priority.repairType;
    const access = scope.answers['emergency-access'];
    const reason = deriveValue('chosen-reason', scope) as JourneyReason | undefined;
    const enhanced = enhancedOn(params.enhanced, scope.toggles.checkEnhancedRepairEligibilityMyPeabody)
      ? {
          isEmergency: access === undefined ? reason?.priority === 'EME' : priority.isEmergency,
          sor: sorCode,
          isPotentialDuplicate: fields.isPotentialDuplicate === true,
          isVulnerable: fields.isVulnerable === true,
          channel: 'CustomerSelfService',
        }
      : null;
    const level = dampLevelFor(sorCode, fields.assessmentInformation?.assessmentOutcome?.priorityLevel ?? null);
    const update: Record<string, unknown> = { ...fields, sorCode, isSubmitted: true, isDraft: false };
    // Set from the priority the gateway gives, whatever the answers say.
    delete update.priorityCode;
    delete update.isEmergency;
    const eligibility = (scope.facts.eligibility ?? {}) as { isInDefects?: boolean };
    const sla = dampSlaOf({
      urgentHours: params.dampSlaHours ?? scope.toggles.dampMouldUrgentSlaHours,
      routineDays: params.dampSlaDays ?? scope.toggles.dampMouldRoutineSlaDays,
    });
    return {
      enhanced,
      priority: priorityAsked(priority, level),
      update,
      note: dampNote({ sorCode, level, inDefects: eligibility.isInDefects === true }, sla),
    };
  },
  'score-damp-assessment': (params, _scope, answered) => {
    const { score, priority } = payloadsOf<ScorePayloads>(params);
    if (!score.assessmentInformation) throw new Error('There are no damp and mould answers to score.');
    const level = priority
      ? dampLevelFor(priority.repairType, (answered as DampScore | null | undefined)?.priorityLevel)
      : null;
    return { score, priority: priority && level ? priorityAsked(priority, level) : null };
  },
  'submit-case': (params) => {
    const detail = params.caseType as CaseTypeDetail | undefined;
    if (!detail?.id) throw new Error('The request has no case type to send.');
    const declared = payloadsOf<{ case: Omit<CaseCreate, 'assignee' | 'assigneeType'> }>(params).case;
    return {
      ...declared,
      assignee: PATHS_TEAM.owningTeam,
      assigneeType: PATHS_TEAM.owningTeamCategory,
      identifiers: { ...declared.identifiers, customerIdentifier: PATHS_CUSTOMER },
    };
  },
  'submit-financial-referral': (params) => ({
    ...payloadsOf<{ referral: Omit<FinancialReferral, 'assetIdentifier'> }>(params).referral,
    assetIdentifier: PATHS_ASSET,
  }),
};
