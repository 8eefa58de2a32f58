import type { AssessmentInformation, PriorityCode, RepairReason } from '../../../schemas/generated/types';

/*
 * The facts the repair journey keeps, as its operations store them. What the journey sends is not
 * here: journeys/repair.json declares it (payloads), built by the engine (engine/payload).
 */

/** A repair reason as the journey keeps it (the fact repair-reasons.reasons). */
export type JourneyReason = Pick<RepairReason, 'id' | 'description' | 'priority' | 'trade' | 'element'> & {
  repairLocation: string;
  repairLocationId: number | null;
  sorCode: string;
  hasQuestion: boolean;
  questionIsEligible: boolean | null;
  question: string | null;
};

/**
 * The fact damp-score: the assessment's outcome and, for a PRODAMP repair, the priority it gives
 * and the emergency flag (set for the damp and mould emergency priority, cleared otherwise;
 * REP-DMP-03). Other repair types carry no priority: the assessment is
 * recorded but changes neither.
 */
export type DampScore = NonNullable<AssessmentInformation['assessmentOutcome']> & {
  priorityCode?: PriorityCode;
  isEmergency?: boolean;
};

/**
 * The fact resumed-priority: the priority the lookup gave a resumed draft (REP-EDT-04), and what it
 * was asked with. The draft's saves record it as the draft's priority while those still hold
 * (the derivation resumed-priority).
 */
export interface ResumedPriority {
  repairPriority: PriorityCode;
  isWorkingHours: boolean;
  askedWith: { isEmergency: boolean; isVulnerable: boolean; sorCode: string };
}
