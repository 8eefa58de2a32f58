import type { PriorityCode, PriorityLevel } from '../../../schemas/generated/types';
import { isWorkingHours } from './working-hours';

/** The repair type whose damp and mould assessment decides its priority (REP-DMP-03). */
export const DAMP_PRIORITY_SOR = 'PRODAMP';

/** What decides a repair's priority (POST /works-orders/repair-priority and submission). */
export interface PriorityFacts {
  isEmergency: boolean;
  isRecall: boolean;
  isVulnerable: boolean;
  /** The catalogue priority of the repair type's reason; undefined when the code is not in the catalogue. */
  reasonPriority: 'EME' | 'NA' | undefined;
  /** The repair type (SOR code): the assessment decides the priority of a PRODAMP repair only. */
  repairType: string;
  /** DampAndMould when a damp and mould assessment was made. */
  assessmentType?: 'DampAndMould' | null;
  priorityLevel?: PriorityLevel | null;
  raisedAt: Date;
}

export interface PriorityDecision {
  repairPriority: PriorityCode;
  isWorkingHours: boolean;
}

/**
 * The priority rules of the reference gateway (docs/rules.md REP-PRI-01, REP-PRI-02), first match wins:
 *
 * 1. A damp and mould assessment of a PRODAMP repair (REP-DMP-03: the
 *    assessment's priority applies to that code only): level HIGH gives DME (damp and mould
 *    emergency), MEDIUM or LOW DM. An assessment made for any other repair type (a kitchen repair
 *    answered "yes, damp") does not change its priority.
 * 2. A recall is always NA: it shows as Next Available (Recall).
 * 3. An emergency answer (the resident can give access within four hours) gives EME when the
 *    repair type is an emergency in the catalogue, when the code is not in the catalogue (the
 *    resident's word is taken), or when the resident reported a vulnerability.
 * 4. Otherwise NA.
 *
 * isWorkingHours says whether raisedAt is inside the service's hours (working-hours.ts); an EME
 * raised outside them shows as Emergency (Out of hours).
 *
 * @example
 * decidePriority({ isEmergency: true, isRecall: false, isVulnerable: false, reasonPriority: 'EME', repairType: 'PLUMLEAK01',
 *   raisedAt: new Date('2025-03-14T21:40:00Z') }); // { repairPriority: 'EME', isWorkingHours: false }
 */
export function decidePriority(facts: PriorityFacts): PriorityDecision {
  const workingHours = isWorkingHours(facts.raisedAt);
  const decide = (repairPriority: PriorityCode) => ({ repairPriority, isWorkingHours: workingHours });
  if (facts.assessmentType === 'DampAndMould' && facts.priorityLevel && facts.repairType === DAMP_PRIORITY_SOR) {
    return decide(facts.priorityLevel === 'HIGH' ? 'DME' : 'DM');
  }
  if (facts.isRecall) return decide('NA');
  if (facts.isEmergency && (facts.reasonPriority !== 'NA' || facts.isVulnerable)) return decide('EME');
  return decide('NA');
}
