import type { Kysely, Updateable } from 'kysely';
import type { Database, WorkOrdersTable } from '../db/tables';
import { BadRequestError } from '../http/errors';
import { addHistoryEvent } from '../repositories/work-order-write-repository';
import { decidePriority } from './priority-rules';
import type { RepairContext } from './repair-context';
import { repairTypeFacts } from './repair-facts';
import { isWorkingHours } from './working-hours';

/** A repair's answers as they will be once a change is applied, for the submission rules. */
export interface SubmittedAnswers {
  sorCode: string;
  priorityCode: string | null;
  isEmergency: boolean;
  isRecall: boolean;
  payload: Record<string, unknown>;
  description: string | null;
  repairLocation: string | null;
}

/** Whether a body asks to submit: isSubmitted true or isDraft false. */
export function asksToSubmit(body: { isSubmitted?: boolean; isDraft?: boolean }): boolean {
  return body.isSubmitted === true || body.isDraft === false;
}

/**
 * The changes that submit a draft (REP-LIF-03): it stops being a draft, its status
 * moves from In Diagnosis to Unappointed and it is raised now. The priority is the one sent
 * (priorityCode), or else the priority rules' answer; an emergency (EME, DME) raised outside working
 * hours is out of hours. Refuses with 400 when the reason, location or description is missing.
 */
export async function submissionChanges(
  ctx: RepairContext,
  answers: SubmittedAnswers,
): Promise<{ set: Updateable<WorkOrdersTable>; payload: Record<string, unknown> }> {
  const missing = [
    ['repairReason', typeof answers.payload.repairReason === 'string' && answers.payload.repairReason.trim() !== ''],
    ['repairLocation', Boolean(answers.repairLocation?.trim())],
    ['description', Boolean(answers.description?.trim())],
  ].filter(([, given]) => !given);
  if (missing.length > 0) {
    throw new BadRequestError(
      missing.map(([name]) => ({
        message: `Before the repair can be submitted it needs ${String(name)}.`,
        field: `body.${String(name)}`,
      })),
    );
  }
  const now = ctx.clock.now();
  const assessment = answers.payload.assessmentInformation as
    { assessmentOutcome?: { priorityLevel?: 'HIGH' | 'MEDIUM' | 'LOW' } | null } | null | undefined;
  const level = assessment?.assessmentOutcome?.priorityLevel ?? null;
  const priority =
    answers.priorityCode ??
    decidePriority({
      isEmergency: answers.isEmergency,
      isRecall: answers.isRecall,
      isVulnerable: answers.payload.isVulnerable === true,
      reasonPriority: (await repairTypeFacts(ctx.db, answers.sorCode))?.priority,
      repairType: answers.sorCode,
      assessmentType: level ? 'DampAndMould' : null,
      priorityLevel: level,
      raisedAt: now,
    }).repairPriority;
  const emergency = priority === 'EME' || priority === 'DME';
  return {
    set: {
      status: 'Unappointed',
      is_draft: false,
      draft_expires_at: null,
      raised_date: now,
      priority,
    },
    payload: { isSubmitted: true, isOutOfHours: emergency && !isWorkingHours(now) },
  };
}

/** What follows a submission in its transaction: the "Repair created" event and the job number request. */
export async function recordSubmission(ctx: RepairContext, trx: Kysely<Database>, workOrderId: string): Promise<Date> {
  await addHistoryEvent(trx, { workOrderId, code: 'APCREATE01', at: ctx.clock.now() });
  return ctx.jobNumbers.request(trx, workOrderId);
}
