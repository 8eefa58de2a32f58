import type { Scope } from '../../../engine/browser';
import type {
  AssessmentInformation,
  PriorityCode,
  RepairReason,
  WorkOrderCreate,
  WorkOrderUpdate,
} from '../../../schemas/generated/types';
import { chosenProperty } from '../chosen-property';

/** A repair reason as the journey keeps it (the fact repair-reasons.reasons). */
export type JourneyReason = Pick<RepairReason, 'id' | 'description' | 'priority' | 'trade' | 'element'> & {
  repairLocation: string;
  repairLocationId: number | null;
  sorCode: string;
  hasQuestion: boolean;
  questionIsEligible: boolean | null;
  question: string | null;
};

type DocumentIds = NonNullable<WorkOrderUpdate['documents']>['documentIdentifiers'];

/** Who reported it, by the relation chosen on /customerdetails (REP-ENT-02). */
const REPORTED_BY_ID: Record<string, 1 | 2 | 5> = { Customer: 1, 'Friend or Family': 2, Other: 5 };

const yesNo = (value: unknown): boolean | null => (value === 'yes' ? true : value === 'no' ? false : null);
const textOf = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/** The property the repair is for: the one chosen on /repairproperty, or the resident's only one. */
export { chosenProperty };

/** The chosen reason of a scope, from the reasons the journey loaded. */
export function chosenReason(scope: Scope): JourneyReason | undefined {
  const reasons = (scope.facts['repair-reasons'] as { reasons?: JourneyReason[] } | undefined)?.reasons ?? [];
  return reasons.find((reason) => reason.id === scope.answers.reason);
}

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
 * was asked with. The draft's saves record it as the draft's priority while those still hold.
 */
export interface ResumedPriority {
  repairPriority: PriorityCode;
  isWorkingHours: boolean;
  askedWith: { isEmergency: boolean; isVulnerable: boolean; sorCode: string };
}

/** The damp and mould assessment of a scope, for the work order (null when not made). */
export function assessmentOf(scope: Scope): AssessmentInformation | null {
  const answers = scope.answers['damp-answers'];
  if (answers === undefined || answers === null || typeof answers !== 'object' || Array.isArray(answers)) return null;
  const questions = (scope.facts['damp-questions'] ?? []) as {
    questionId: string;
    label: string;
    options: { id: string; value: string }[];
  }[];
  const score = scope.facts['damp-score'] as DampScore | undefined;
  return {
    assessmentTypeId: 47,
    assessmentDescription: 'Damp, Mould and Condensation',
    assessmentOutcome: score ? { priorityLevel: score.priorityLevel, score: score.score, type: score.type } : null,
    supplementaryQuestionResponses: Object.entries(answers).map(([questionId, answer]) => {
      const question = questions.find((candidate) => candidate.questionId === questionId);
      const ids = (Array.isArray(answer) ? answer : [answer]).map(String);
      return {
        questionId,
        questionLabel: question?.label ?? questionId,
        responseId: ids as [string, ...string[]],
        responseValue: ids.map((id) => question?.options.find((option) => option.id === id)?.value ?? id).join(', '),
      };
    }),
  };
}

/**
 * The work order as the journey's answers have it so far (REP-ENT-01, REP-ENT-05): only what is
 * answered is sent, so a draft saved early holds no guesses.
 *
 * @example
 * workOrderFields(scope) // { area: 'Property', repairLocation: 'Kitchen', sorCode: 'PLUMTAP01', ... }
 */
export function workOrderFields(scope: Scope): WorkOrderUpdate {
  const { answers, facts } = scope;
  const reason = chosenReason(scope);
  const area = answers.asset as WorkOrderUpdate['area'] | undefined;
  const supplementary = (answers['supplementary-answers'] as Record<string, unknown> | undefined)?.supplementary;
  const duplicates = Array.isArray(facts.duplicates) ? facts.duplicates : [];
  const deliberate = yesNo(answers['deliberate-damage']);
  // REP-DMP-04: answers 2 to 5 of the damp and mould question q7_1 (who lives there) set the
  // vulnerability flag, whether or not the health question was asked.
  const dampAnswers = answers['damp-answers'] as Record<string, string | string[]> | undefined;
  const dampVulnerable = [dampAnswers?.q7_1 ?? []].flat().some((id) => ['2', '3', '4', '5'].includes(id));
  const relation = typeof answers['contact-relation'] === 'string' ? answers['contact-relation'] : undefined;
  const contactNumber = textOf(answers['contact-number']);
  const contactName = textOf(answers['contact-name']);
  const assessment = assessmentOf(scope);
  const dampScore = assessment ? (facts['damp-score'] as DampScore | undefined) : undefined;
  const documents = facts['work-order-documents'] as string[] | undefined;
  const recall = facts.recall as { originalWorkOrderId: string; sorCode: string } | undefined;
  const fields: WorkOrderUpdate = {
    ...(area ? { area, isCommunal: area !== 'Property' } : {}),
    ...(reason
      ? {
          repairReason: reason.description,
          repairLocation: reason.repairLocation,
          repairLocationId: reason.repairLocationId,
          trade: reason.trade ?? null,
          sorCode: reason.sorCode,
        }
      : {}),
    ...(supplementary !== undefined ? { isSupplementary: yesNo(supplementary) } : {}),
    ...(answers['emergency-access'] !== undefined ? { isEmergency: answers['emergency-access'] === 'yes-access' } : {}),
    ...(answers['duplicate-choice'] !== undefined
      ? { isPotentialDuplicate: duplicates.length > 0 && answers['duplicate-choice'] !== 'none' }
      : {}),
    ...(textOf(answers['additional-details']) ? { description: textOf(answers['additional-details']) } : {}),
    ...(answers['damp-confirmed'] !== undefined ? { isDampAndMould: yesNo(answers['damp-confirmed']) } : {}),
    // The assessment of a PRODAMP repair sets or clears the emergency flag (REP-DMP-03).
    ...(typeof dampScore?.isEmergency === 'boolean' ? { isEmergency: dampScore.isEmergency } : {}),
    ...(assessment ? { isDampAndMould: true, assessmentInformation: assessment } : {}),
    ...(documents ? { documents: { documentIdentifiers: documents.slice(0, 5) as DocumentIds } } : {}),
    ...(deliberate !== null
      ? {
          isVandalism: deliberate,
          chargeCustomer: deliberate,
          repairCause: deliberate ? 'Vandalism or Damage' : 'General Wear and Tear',
          repairCauseId: deliberate ? 4 : 1,
          crimeReferenceNumber: deliberate ? textOf(answers['crime-reference']) : null,
        }
      : {}),
    ...(answers.vulnerable !== undefined
      ? {
          isVulnerable: answers.vulnerable === 'yes' || dampVulnerable,
          VulnerableResponseText: answers.vulnerable === 'yes' ? textOf(answers['vulnerability-details']) : null,
        }
      : dampVulnerable
        ? { isVulnerable: true }
        : {}),
    ...(answers['self-isolating'] !== undefined ? { isCovidSelfIsolated: yesNo(answers['self-isolating']) } : {}),
    ...(relation && contactNumber
      ? {
          reportingMethod: 'Customer Self-Serve',
          reportingMethodId: 4,
          reportedBy: relation as WorkOrderUpdate['reportedBy'],
          reportedById: REPORTED_BY_ID[relation] ?? 5,
          reporterToBeContacted: true,
          reporterContactDetails: {
            name: { title: null, givenName: contactName ?? '', surname: null },
            contactNumber,
          },
        }
      : {}),
    ...(recall
      ? {
          isRecall: true,
          originalWorkOrderIdentifier: recall.originalWorkOrderId,
          originalWorkOrderSorCode: recall.sorCode,
        }
      : {}),
  };
  // REP-EDT-04: the priority asked on resume, while the answers it was asked with still hold.
  const resumed = facts['resumed-priority'] as ResumedPriority | undefined;
  const askedWith = resumed?.askedWith;
  if (
    resumed &&
    askedWith?.isEmergency === (fields.isEmergency === true) &&
    askedWith.isVulnerable === (fields.isVulnerable === true) &&
    askedWith.sorCode === fields.sorCode
  )
    fields.priorityCode = resumed.repairPriority;
  return fields;
}

/** The body of the first save: who and where, with the answers so far, as a draft. */
export function workOrderCreate(scope: Scope, customerId: string, isCatalyst: boolean): WorkOrderCreate | undefined {
  const byType = (scope.facts.assets as { byType?: Record<string, string> } | undefined)?.byType ?? {};
  const assetIdentifier = byType[String(scope.answers.asset)];
  const premisesId = chosenProperty(scope);
  if (!assetIdentifier || !premisesId) return undefined;
  return {
    ...workOrderFields(scope),
    customerIdentifier: customerId,
    assetIdentifier,
    premisesId,
    channel: 'CustomerSelfService',
    isDraft: true,
    isCatalyst,
    isSubmitted: false,
    sorCode: chosenReason(scope)?.sorCode ?? 'NA',
  } as WorkOrderCreate;
}
