import type { Answers } from '../../../engine/browser';
import { getRepairPriority, getWorkOrder, listWorkOrderDocuments, type GatewayClient } from '../../../gateway/client';
import type { WorkOrder } from '../../../schemas/generated/types';
import type { JourneyEntryDraft } from '../use-journey-host';
import { dampLevelFor } from './damp-and-mould';
import { loadRepairAssets, loadRepairReasons } from './repair-lookups';
import type { ResumedPriority } from './repair-facts';

/** Code fix of a resumed draft (REP-EDT-04): PROMOULD becomes PRODAMP, "Inspect Damp and Mould". */
const DAMP_FIX = { from: 'PROMOULD', to: 'PRODAMP' };

const yesNo = (value: boolean | null | undefined) => (value === true ? 'yes' : value === false ? 'no' : undefined);

/** The place and reason of a work order as the journey's first answers: property, card, location, reason. */
async function placeAnswers(client: GatewayClient, workOrder: WorkOrder, isCatalyst: boolean): Promise<Answers> {
  const assets = await loadRepairAssets(client, workOrder.premisesId);
  const asset = Object.entries(assets.byType).find(([, id]) => id === workOrder.assetIdentifier)?.[0] ?? workOrder.area;
  const { reasons } = await loadRepairReasons(client, asset, isCatalyst);
  const sorCode = asset === 'Property' && workOrder.sorCode === DAMP_FIX.from ? DAMP_FIX.to : workOrder.sorCode;
  const reason =
    reasons.find(
      (candidate) => candidate.sorCode === sorCode && candidate.repairLocation === workOrder.repairLocation,
    ) ??
    reasons.find((candidate) => candidate.sorCode === sorCode) ??
    reasons.find((candidate) => candidate.description === workOrder.repairReason);
  return {
    property: workOrder.premisesId,
    asset,
    ...(reason ? { location: reason.repairLocation, reason: reason.id } : {}),
  };
}

/** The answers whose change resets the later ones, on resume as on an edit (REP-EDT-02), in route order. */
const RESETTING = ['location', 'reason', 'supplementary-answers', 'deliberate-damage'] as const;

const same = (left: unknown, right: unknown) => JSON.stringify(left) === JSON.stringify(right);

/**
 * The answers of a resumed draft that differ from the browser's cached copy of the same draft
 * (REP-EDT-02 on resume): the location, the reason, the supplementary or the deliberate damage
 * answer, where the cached copy has one. The answers after each are reset.
 *
 * @example
 * changedSinceCached({ reason: 'RR-0301' }, { reason: 'RR-0302' }) // ['reason']
 */
export function changedSinceCached(cached: Answers | undefined, resumed: Answers): string[] {
  if (!cached) return [];
  return RESETTING.filter((key) => cached[key] !== undefined && !same(cached[key], resumed[key]));
}

/**
 * The priority of a draft as the priority lookup gives it for what the draft holds (REP-EDT-04,
 * REP-PRI-02), with what it was asked with: the resumed draft's saves record it while those hold.
 */
async function resumedPriority(client: GatewayClient, workOrder: WorkOrder, sorCode: string): Promise<ResumedPriority> {
  const assessed = workOrder.assessmentInformation?.assessmentOutcome?.priorityLevel ?? null;
  const level = dampLevelFor(sorCode, assessed);
  const askedWith = {
    isEmergency: workOrder.isEmergency === true,
    isVulnerable: workOrder.isVulnerable === true,
    sorCode,
  };
  const { data } = await getRepairPriority(client, {
    isEmergency: askedWith.isEmergency,
    isVulnerable: askedWith.isVulnerable,
    repairType: sorCode,
    isRecall: workOrder.isRecall === true,
    isEMA: false,
    description: workOrder.description ?? null,
    channel: 'CustomerSelfService',
    raisedDate: workOrder.raisedDate,
    priorityLevel: level,
    assessmentType: level ? 'DampAndMould' : null,
  });
  if (!data) throw new Error(`The priority of the repair ${workOrder.id} was not given.`);
  return { repairPriority: data.repairPriority, isWorkingHours: data.isWorkingHours, askedWith };
}

/**
 * The answers a draft work order holds (REP-EDT-03): each answer the
 * journey saved is given back, so the journey resumes at the first incomplete step; answers of
 * steps the draft never reached stay unanswered. The damp code fix applies (PROMOULD to PRODAMP),
 * and the priority is asked of the priority lookup before the journey routes (REP-EDT-04). Where
 * the browser holds its own copy of this draft (`cached`, the journey in progress on it) and the
 * draft's location, reason, supplementary or deliberate damage answer differs from it, those are
 * named in `changedSinceCached`: the answers after them are reset as an edit of them would reset
 * them (REP-EDT-02), and asked again.
 *
 * @example
 * await resumeEntry(client, 'WO-100101', false) // { answers: { property, asset, location, reason, ... }, facts: { 'work-order': {...}, 'resumed-priority': {...} } }
 */
export async function resumeEntry(
  client: GatewayClient,
  workOrderId: string,
  isCatalyst: boolean,
  cached?: Answers,
): Promise<JourneyEntryDraft> {
  const { data: workOrder, etag } = await getWorkOrder(client, workOrderId);
  if (!workOrder) throw new Error(`The repair ${workOrderId} could not be read.`);
  const answers: Answers = await placeAnswers(client, workOrder, isCatalyst);
  const set = (key: string, value: Answers[string] | null | undefined) => {
    if (value !== undefined && value !== null && value !== '') answers[key] = value;
  };
  set(
    'supplementary-answers',
    workOrder.isSupplementary === null ? undefined : { supplementary: yesNo(workOrder.isSupplementary) as string },
  );
  if (workOrder.description) {
    // The description comes after the emergency and duplicate pages: they were answered.
    set('emergency-access', workOrder.isEmergency ? 'yes-access' : 'no-appointment');
    set('duplicate-choice', 'none');
    set('additional-details', workOrder.description);
  }
  set('damp-confirmed', yesNo(workOrder.isDampAndMould));
  const responses = workOrder.assessmentInformation?.supplementaryQuestionResponses ?? [];
  if (responses.length > 0)
    set(
      'damp-answers',
      Object.fromEntries(
        responses.map((entry) => [
          entry.questionId,
          entry.responseId.length === 1 ? entry.responseId[0] : entry.responseId,
        ]),
      ) as Answers[string],
    );
  if ((workOrder.documents?.documentIdentifiers ?? []).length > 0) {
    const { data: documents = [] } = await listWorkOrderDocuments(client, workOrderId);
    set(
      'media',
      documents.map((document) => document.media.fileName),
    );
  }
  set('deliberate-damage', yesNo(workOrder.isVandalism));
  if (workOrder.isVandalism) set('crime-reference', workOrder.crimeReferenceNumber ?? undefined);
  set('vulnerable', yesNo(workOrder.isVulnerable));
  if (workOrder.isVulnerable) set('vulnerability-details', workOrder.VulnerableResponseText ?? undefined);
  set('self-isolating', yesNo(workOrder.isCovidSelfIsolated));
  const contact = workOrder.reporterContactDetails;
  if (contact?.contactNumber) {
    set('contact-number', contact.contactNumber);
    set('contact-name', contact.name?.givenName ?? undefined);
    set('contact-relation', workOrder.reportedBy);
  }
  const sorCode = answers.asset === 'Property' && workOrder.sorCode === DAMP_FIX.from ? DAMP_FIX.to : workOrder.sorCode;
  const changed = changedSinceCached(cached, answers);
  return {
    answers,
    facts: {
      'work-order': { id: workOrder.id, eTag: etag ?? workOrder.eTag },
      'resumed-priority': await resumedPriority(client, workOrder, sorCode),
    },
    ...(changed.length > 0 ? { changedSinceCached: changed } : {}),
  };
}

/**
 * A recall of a completed repair (REP-ACT-03, REP-ENT-10): a new report on the same
 * place and reason, carrying the original work order's identifiers.
 *
 * @example
 * await recallEntry(client, 'WO-100106', false) // { answers: { property, asset, location, reason }, facts: { recall: {...} } }
 */
export async function recallEntry(
  client: GatewayClient,
  workOrderId: string,
  isCatalyst: boolean,
): Promise<JourneyEntryDraft> {
  const { data: original } = await getWorkOrder(client, workOrderId);
  if (!original) throw new Error(`The repair ${workOrderId} could not be read.`);
  return {
    answers: await placeAnswers(client, original, isCatalyst),
    facts: { recall: { originalWorkOrderId: original.id, sorCode: original.sorCode } },
  };
}
