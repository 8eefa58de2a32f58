import type { Scope } from '../../engine';
import type { PriorityLevel, RepairPriorityRequest } from '../../schemas/generated/types';
import { casePayload, caseContactOf, type CaseTypeDetail } from '../../src/journeys/case/case-payload';
import { financialReferralPayload, type ReferralParams } from '../../src/journeys/financial-referral';
import { dampLevelFor, dampNote, dampSlaOf } from '../../src/journeys/repair/damp-and-mould';
import type { DraftRef } from '../../src/journeys/repair/repair-draft';
import { enhancedOn } from '../../src/journeys/repair/repair-enhanced';
import {
  assessmentOf,
  chosenReason,
  workOrderCreate,
  workOrderFields,
  type DampScore,
} from '../../src/journeys/repair/repair-payload';
import { priorityRequest, sorCodeOf } from '../../src/journeys/repair/repair-submit';
import type { PayloadBodies } from './path-payloads';

/*
 * What the journeys send to the gateway today, built by the hand-written builders the payloads
 * declared in the journey files replace (issue 27): each body is what the portal's operation
 * sends, less what a gateway call of the same operation answers (the priority, the contractor,
 * the owning team) and less the moment of asking (raisedDate reads the clock).
 */

/** The fixed people and places of the record: they stand for the signed-in resident's. */
export const PATHS_CUSTOMER = 'CUS-PATHS';
export const PATHS_ASSET = 'AST-PATHS';
export const PATHS_TEAM = { owningTeam: 'TEAM-PATHS', owningTeamCategory: 'Housing' };

/** The priority request without its raisedDate, which is the clock's and not the journey's. */
function priorityAsked(
  scope: Scope,
  sorCode: string,
  level: PriorityLevel | null,
): Omit<RepairPriorityRequest, 'raisedDate'> {
  const { raisedDate: _now, ...asked } = priorityRequest(scope, workOrderFields(scope), sorCode, level);
  return asked;
}

/**
 * The bodies of today's sending operations:
 * - save-repair-draft: the create of the first save, then each update with isDraft (repair-draft.ts);
 * - submit-repair: the enhanced check when it is on, the priority request, the work order saved as
 *   submitted (less the priorityCode, isEmergency, contractor and isEMA the gateway's answers set)
 *   and the damp and mould inspection note (repair-submit.ts submitRepair);
 * - score-damp-assessment: the score request, and the priority request when the recorded score's
 *   level counts (a PRODAMP repair; repair-submit.ts scoreDampAssessment);
 * - submit-case: the case creation payload, the owning team fixed (case-lookups.ts submitCase);
 * - submit-financial-referral: the referral payload (portal-operations.ts).
 */
export const TODAY_BODIES: PayloadBodies = {
  'save-repair-draft': (_params, scope) => {
    const known = scope.facts['work-order'] as DraftRef | undefined;
    if (known?.id) return { update: { ...workOrderFields(scope), isDraft: true } };
    const isCatalyst = scope.facts['is-catalyst-customer'] === true;
    // null: before an asset is chosen nothing is saved.
    return { create: workOrderCreate(scope, PATHS_CUSTOMER, isCatalyst) ?? null };
  },
  'submit-repair': (params, scope) => {
    const draft = scope.facts['work-order'] as DraftRef | undefined;
    if (!draft?.id) throw new Error('A repair is submitted only once its draft is saved.');
    const fields = workOrderFields(scope);
    const sorCode = sorCodeOf(scope, fields);
    const asked = scope.answers['emergency-access'];
    const enhanced = enhancedOn(params.enhanced, scope.toggles.checkEnhancedRepairEligibilityMyPeabody)
      ? {
          isEmergency: asked === undefined ? chosenReason(scope)?.priority === 'EME' : asked === 'yes-access',
          sor: sorCode,
          isPotentialDuplicate: fields.isPotentialDuplicate === true,
          isVulnerable: fields.isVulnerable === true,
          channel: 'CustomerSelfService',
        }
      : null;
    const level = dampLevelFor(sorCode, assessmentOf(scope)?.assessmentOutcome?.priorityLevel ?? null);
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
      priority: priorityAsked(scope, sorCode, level),
      update,
      note: dampNote({ sorCode, level, inDefects: eligibility.isInDefects === true }, sla),
    };
  },
  'score-damp-assessment': (_params, scope, answered) => {
    const assessment = assessmentOf(scope);
    if (!assessment) throw new Error('There are no damp and mould answers to score.');
    const score = { assessmentInformation: assessment, assessmentType: 'DampAndMould' };
    const sorCode = sorCodeOf(scope, workOrderFields(scope));
    const level = dampLevelFor(sorCode, (answered as DampScore | null | undefined)?.priorityLevel);
    return { score, priority: level ? priorityAsked(scope, sorCode, level) : null };
  },
  'submit-case': (params) => {
    const detail = params.caseType as CaseTypeDetail | undefined;
    if (!detail?.id) throw new Error('The request has no case type to send.');
    return casePayload({
      detail,
      customerId: PATHS_CUSTOMER,
      team: PATHS_TEAM,
      contact: caseContactOf(params),
      answers: (params.answers ?? {}) as Record<string, string | string[]>,
    });
  },
  'submit-financial-referral': (params) => financialReferralPayload(params as unknown as ReferralParams, PATHS_ASSET),
};
