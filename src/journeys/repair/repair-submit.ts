import { deriveValue, type Scope } from '../../../engine/browser';
import {
  addJobNote,
  determineContractors,
  getRepairPriority,
  getWorkOrder,
  isHandledByApp,
  scoreAssessment,
  updateWorkOrder,
  type GatewayClient,
} from '../../../gateway/client';
import type {
  AssessmentScoreRequest,
  Contractor,
  PriorityCode,
  PriorityLevel,
  RepairPriorityRequest,
  WorkOrder,
  WorkOrderUpdate,
} from '../../../schemas/generated/types';
import { JourneyFailureError } from '../journey-failure';
import { dampLevelFor, dampNote, dampSlaOf, isDampEmergency } from './damp-and-mould';
import { confirmationFor, type Confirmation } from './repair-confirmation';
import type { DraftRef } from './repair-draft';
import { enhancedOn, enhancedRefusal } from './repair-enhanced';
import type { DampScore, JourneyReason } from './repair-facts';

/** The generic error page (REP-PG-19), where a failed damp and mould update goes. */
export const GENERIC_ERROR_PATH = '/genericerror';

/** Where a submitted repair goes next (REP-LIF-04, REP-LIF-05). */
export interface Submission {
  jobNo: string | null;
  /**
   * scheduler: book an appointment; home: the dashboard with a banner; error: no job number;
   * blocked: not submitted, the enhanced check refused it (errorCode E35, shown on the summary).
   */
  next: 'scheduler' | 'home' | 'error' | 'blocked';
  errorCode?: string;
  /** The banner's variant on the dashboard (repair-confirmation.ts). */
  confirmation: Confirmation;
  priority?: PriorityCode;
}

/** The job number is asked for 5 times, 5 seconds apart (REP-LIF-04). */
export const JOB_NUMBER_POLLING = { attempts: 5, intervalMs: 5000 };

/**
 * Runs a damp and mould update (the assessment's score and priority, the inspection note): a
 * failure goes to the generic error page (REP-DMP-05), not the repair error page.
 */
export async function dampUpdate<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isHandledByApp(error) || error instanceof JourneyFailureError) throw error;
    throw new JourneyFailureError(GENERIC_ERROR_PATH, 'Generic_Error', { cause: error });
  }
}

/**
 * The priority request as journeys/repair.json declares it (the field list priority-request,
 * REP-PRI-02), without what the operation adds: the moment, and the assessed level and type.
 */
export type PriorityBase = Omit<RepairPriorityRequest, 'raisedDate' | 'priorityLevel' | 'assessmentType'>;

/** The priority question of a repair; the assessment's level counts for a PRODAMP repair only (REP-DMP-03). */
const priorityRequest = (base: PriorityBase, level: PriorityLevel | null, now: Date): RepairPriorityRequest => ({
  ...base,
  raisedDate: now.toISOString(),
  priorityLevel: level,
  assessmentType: level ? 'DampAndMould' : null,
});

/**
 * What scoring the assessment sends, as the journeys declare it (payloads.score-damp-assessment):
 * the score from journeys/damp-and-mould.json, the priority request from the repair report that
 * takes it in (an assessment outside a repair is only scored).
 */
export interface ScorePayloads {
  score: AssessmentScoreRequest;
  priority?: PriorityBase;
}

/** What submitting the repair sends, as journeys/repair.json declares it (payloads.submit-repair). */
export interface SubmitPayloads {
  update: WorkOrderUpdate;
  priority: PriorityBase;
}

/**
 * The end of the damp and mould assessment (REP-DMP-02, REP-DMP-03): the answers are
 * scored; for a PRODAMP repair the priority is asked with the assessed level, and the emergency
 * flag is set when it is the damp and mould emergency priority (cleared otherwise). Other repair
 * types keep the score only. A failure goes to the generic error page.
 *
 * @example
 * await scoreDampAssessment(client, params.payloads) // { priorityLevel: 'HIGH', score: 24, type: 'DampAndMould', priorityCode: 'DME', isEmergency: true }
 */
export async function scoreDampAssessment(
  client: GatewayClient,
  payloads: ScorePayloads,
  now: () => Date = () => new Date(),
): Promise<DampScore> {
  return dampUpdate(async () => {
    if (!payloads.score.assessmentInformation) throw new Error('There are no damp and mould answers to score.');
    const { data } = await scoreAssessment(client, payloads.score);
    if (!data) throw new Error('The damp and mould assessment was not scored.');
    const asked = payloads.priority;
    const level = asked ? dampLevelFor(asked.repairType, data.priorityLevel) : null;
    if (!asked || !level) return data;
    const { data: priority } = await getRepairPriority(client, priorityRequest(asked, level, now()));
    if (!priority) throw new Error('The damp and mould priority was not given.');
    return { ...data, priorityCode: priority.repairPriority, isEmergency: isDampEmergency(priority.repairPriority) };
  });
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Asks for the job number until it comes or the attempts run out; answers the work order with it. */
async function awaitJobNumber(
  client: GatewayClient,
  workOrderId: string,
  polling: typeof JOB_NUMBER_POLLING,
): Promise<WorkOrder | null> {
  for (let attempt = 1; attempt <= polling.attempts; attempt += 1) {
    const { data } = await getWorkOrder(client, workOrderId);
    if (data?.jobNo) return data;
    if (attempt < polling.attempts) await wait(polling.intervalMs);
  }
  return null;
}

/** The contractor site the repair goes to is paused (a demobilised site, or one on hold). */
function onHold(contractor: Contractor | undefined, demobilised: string): boolean {
  const paused = demobilised
    .split(',')
    .map((site) => site.trim())
    .filter(Boolean);
  return (contractor?.contractorSites ?? []).some((site) => site.isOnHold || paused.includes(site.siteIdentifier));
}

/**
 * Submits the repair (REP-LIF-03 to REP-LIF-06, REP-ERR-05): the enhanced eligibility check when
 * its setting is on, asked again now that the emergency access answer, the duplicate choice and the health answer are known
 * (the reason's own check ran on /repairlocation with only the reason): E35 stops the submission
 * before anything is written (next 'blocked': the summary shows the four-part message with
 * Continue disabled, the draft kept); then the priority, the contractor, then the work order saved
 * as submitted (no longer a draft); then the job number is awaited (5 tries, 5 seconds apart) and the next place chosen:
 * emergencies, repairs of a paused contractor site, EMA, non-integrated or builder contractors and
 * repairs under catalyst triage go home with their banner (confirmationFor); others to the
 * appointment scheduler; no job number to the error page.
 * For a damp and mould repair (PRODAMP) the inspection note is added to the job.
 *
 * @example
 * const submission = await submitRepair(client, scope); // { next: 'scheduler', jobNo: 'JOB-700201', ... }
 */
export async function submitRepair(
  client: GatewayClient,
  scope: Scope,
  // The journey also passes the reason and the emergency access answer, so that a new one drops a
  // refusal (a fact fetched with an answer is dropped when it changes).
  params: {
    payloads: SubmitPayloads;
    enhanced?: unknown;
    demobilisedSites?: unknown;
    dampSlaHours?: unknown;
    dampSlaDays?: unknown;
  },
  polling: typeof JOB_NUMBER_POLLING = JOB_NUMBER_POLLING,
  now: () => Date = () => new Date(),
): Promise<Submission> {
  const draft = scope.facts['work-order'] as DraftRef | undefined;
  if (!draft?.id) throw new Error('A repair is submitted only once its draft is saved.');
  const { update: fields, priority: asked } = params.payloads;
  const eligibility = (scope.facts.eligibility ?? {}) as { isInDefects?: boolean };
  const sorCode = asked.repairType;
  const emergencyAnswer = asked.isEmergency;
  const vulnerable = fields.isVulnerable === true;
  if (enhancedOn(params.enhanced, scope.toggles.checkEnhancedRepairEligibilityMyPeabody)) {
    const access = scope.answers['emergency-access'];
    const refusal = await enhancedRefusal(client, {
      // The access answer when it was asked, else the reason's priority (as on /repairlocation).
      isEmergency:
        access === undefined
          ? (deriveValue('chosen-reason', scope) as JourneyReason | undefined)?.priority === 'EME'
          : emergencyAnswer,
      sor: sorCode,
      isPotentialDuplicate: fields.isPotentialDuplicate === true,
      isVulnerable: vulnerable,
    });
    // The repair must be reported by phone: nothing is submitted and the draft is kept.
    if (refusal) return { jobNo: null, next: 'blocked', errorCode: refusal, confirmation: 'standard' };
  }
  // The assessment's level decides the priority of a PRODAMP repair only (REP-DMP-03).
  const assessed = fields.assessmentInformation?.assessmentOutcome?.priorityLevel ?? null;
  const level = dampLevelFor(sorCode, assessed);
  const { data: priority } = await getRepairPriority(client, priorityRequest(asked, level, now()));
  const priorityCode = priority?.repairPriority ?? (emergencyAnswer ? 'EME' : 'NA');
  const emergency = priorityCode === 'EME' || priorityCode === 'DME';
  const { data: contractors = [] } = await determineContractors(client, draft.id, {
    priority: emergency ? 'EME' : 'NA',
    repairType: sorCode,
  });
  const contractor = contractors[0];
  await updateWorkOrder(
    client,
    draft.id,
    {
      ...fields,
      sorCode,
      priorityCode,
      isEmergency: emergency,
      contractor: contractor?.contractorSites[0]?.siteIdentifier ?? null,
      isEMA: contractor?.statuses.isEMA === true,
      isSubmitted: true,
      isDraft: false,
    },
    draft.eTag,
  );
  const submitted = await awaitJobNumber(client, draft.id, polling);
  const jobNo = submitted?.jobNo;
  if (!submitted || !jobNo) return { jobNo: null, next: 'error', confirmation: 'standard', priority: priorityCode };
  // REP-LIF-06: the inspection note, its SLA from the configuration values.
  const sla = dampSlaOf({
    urgentHours: params.dampSlaHours ?? scope.toggles.dampMouldUrgentSlaHours,
    routineDays: params.dampSlaDays ?? scope.toggles.dampMouldRoutineSlaDays,
  });
  const note = dampNote({ sorCode, level, inDefects: eligibility.isInDefects === true }, sla);
  if (note) await dampUpdate(() => addJobNote(client, draft.id, jobNo, { noteTypeId: 4, text: note }));
  const paused = onHold(contractor, String(params.demobilisedSites ?? scope.toggles.demobilizedContractorSites ?? ''));
  const ema = contractor?.statuses.isEMA === true;
  const direct = contractor !== undefined && (!contractor.statuses.isIntegrated || contractor.statuses.isBuilder);
  // The banner: as the gateway recorded the submission (out of hours, area, triage status).
  const confirmation = confirmationFor({
    emergency: emergency || emergencyAnswer,
    outOfHours: submitted.isOutOfHours,
    communal: submitted.area !== 'Property',
    status: submitted.status,
    onHold: paused,
    ema,
    inDefects: eligibility.isInDefects === true,
    directContractor: direct,
  });
  // A repair under catalyst triage is not booked yet: the triage decides what happens.
  const triaged = submitted.status.startsWith('CATALYST_TRIAGE');
  const schedule = !emergency && !emergencyAnswer && !paused && !ema && !direct && !triaged && contractor !== undefined;
  return { jobNo, next: schedule ? 'scheduler' : 'home', confirmation, priority: priorityCode };
}
