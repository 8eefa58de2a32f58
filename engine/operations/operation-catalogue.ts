import { OPERATIONS, type OperationName } from './operation-names';

export { OPERATION_NAMES, READ_ONLY_OPERATIONS, type OperationName } from './operation-names';

/**
 * The operation registry described: every gateway operation a journey may name in its effects,
 * with what it does and what it returns. The portal's registry implements exactly these names;
 * `npm run journeys -- check` reports an effect naming any other. The names and whether each
 * only reads live in operation-names.ts (what the browser loads); these descriptions are for
 * analysts and the tools.
 */

/** One operation a journey can run. */
export interface OperationEntry {
  description: string;
  /** The gateway call it makes, as in the spec's call table. */
  call: string;
  /** Parameters the journey passes, by name. */
  params: Record<string, string>;
  /** What the result holds when stored as a fact. */
  result: string;
  /** True for an operation that only reads, so a resumed draft may run it again (from operation-names.ts). */
  readOnly: boolean;
  /**
   * The payloads it sends, by slot, that a journey declares (payloads.<operation>.<slot>): the JSON
   * Schema each must satisfy (a file of schemas/, without .schema.json) and the fields the operation
   * adds itself (JSON pointers), which the journey does not declare.
   */
  sends?: Record<string, PayloadSlot>;
}

/** One payload an operation sends (see OperationEntry.sends). */
export interface PayloadSlot {
  description: string;
  schema: string;
  supplies?: string[];
  /** The operation sends it only when the journey declares it (the priority request of a damp assessment inside a repair). */
  optional?: boolean;
}

type OperationDescription = Omit<OperationEntry, 'readOnly'>;

const DESCRIPTIONS = {
  'load-financial-referral-reasons': {
    description: 'Loads the reasons a resident can give for a financial advice referral.',
    call: 'GET /reference-data/collection/reference-data?NamespaceNames=financial-referral-reason',
    params: {},
    result: 'A list of { id, referralReason, displayOnMyPeabody }.',
  },
  'load-contact-numbers': {
    description: "Loads the resident's saved phone numbers for the contact details page.",
    call: 'GET /customers/{id}',
    params: {
      failureMessageKey:
        "The message key the journeys' error page shows when the numbers cannot be read: each journey names its own (Generic_Error when absent).",
    },
    result: 'A list of { type, number } with type mobilePhone, homePhone or workPhone.',
  },
  'submit-financial-referral': {
    description: 'Sends the financial advice referral (serviceRequestType financialinclusionenquiry).',
    call: 'POST /customer/{id}/account/{acct}/servicerequest',
    params: {},
    sends: {
      referral: {
        description:
          'The enquiry, as the journey declares it; the operation adds the asset of the home (the account it is raised on).',
        schema: 'financial-referral',
        supplies: ['/assetIdentifier'],
      },
    },
    result: '{ serviceRequestIdentifier }.',
  },
  'load-tenancies': {
    description: "Loads the resident's tenancies and their addresses.",
    call: 'GET /customers/{id}/tenancies',
    params: {},
    result: 'A list of { premisesId, address }.',
  },
  'load-case-types': {
    description:
      "Loads the service request (case) types the resident may raise for the property: visible for self-service, for the property's tenancy group or All (ACC-CAS-03).",
    call: 'GET /customers/{id}/premises/{premId}/tenancies (the tenancy group), GET /customers/{id}/tenancies, GET /reference-data/cases/reference-data?NamespaceNames=case-types',
    params: {
      property: "The chosen property (premises id); the resident's only one when the property page is passed over.",
    },
    result:
      'A list of { id, description, keywords }, in the reference data order (the autocomplete ranks by description and keywords).',
  },
  'load-case-type': {
    description:
      'Loads the chosen case type with its questionnaire, the tenancy attributes its options depend on, and the tenancy and asset the case will be about.',
    call: 'the calls of load-case-types, then GET /assets/{id}/assets?expand=address for a type about the block',
    params: { property: 'The chosen property.', caseTypeId: 'The chosen case type.' },
    result:
      '{ id, description, subType, subTypeCategory, category (NA when none), assetType, additionalInfo (the questions), tenancyAttributes: { TenancyType }, tenancyIdentifier, tenancyType, propertyId, blockId (the block above the property for a type about the block, else null) }.',
  },
  'load-damp-questions': {
    description: 'Loads the damp and mould assessment questions of a master data entry.',
    call: 'reference-data lookup, key-value entry {entry}',
    params: { entry: 'The master data entry, 47.' },
    result: 'The assessment questions with their page groups.',
  },
  'score-damp-assessment': {
    description:
      "Scores the damp and mould assessment answers (the reference gateway's model: docs/damp-and-mould-scoring.md).",
    call: 'POST /works-orders/assessment-score',
    params: {
      answers: 'The assessment answers by question id.',
      questions: 'The questions they answer (labels for the record).',
    },
    sends: {
      score: { description: 'The assessment scored.', schema: 'assessment-score-request' },
      priority: {
        description:
          'The priority request of a PRODAMP repair, declared by the repair report that takes the assessment in (an assessment outside a repair is only scored); the operation adds the moment, and the assessed level and type.',
        schema: 'repair-priority-request',
        supplies: ['/raisedDate', '/priorityLevel', '/assessmentType'],
        optional: true,
      },
    },
    result:
      '{ priorityLevel HIGH, MEDIUM or LOW, score, type }; for a PRODAMP repair also priorityCode (the priority the assessed level gives, POST /works-orders/repair-priority) and isEmergency (true for the damp and mould emergency priority DME, false otherwise). A failure goes to /genericerror.',
  },
  'submit-case': {
    description:
      'Creates the service request (case): the landlord of the property, the owning team (team determination, channel CustomerSelfService), then the case with the creation payload (ACC-CAS-15), and its reference. Service_API_Error on the journey error page when the landlord or the team cannot be had, Case_CC023 when the case cannot be created.',
    call: 'GET /assets/{id}/associates, POST /case-team-determination, POST /cases, GET /cases/{id}',
    params: {
      caseType:
        'The chosen type as load-case-type gave it: its sub type, category and property choose the owning team.',
    },
    sends: {
      case: {
        description: 'The creation payload; the operation adds the owning team and the customer.',
        schema: 'case-create',
        supplies: ['/assignee', '/assigneeType', '/identifiers/customerIdentifier'],
      },
    },
    result: '{ caseIdentifier, caseReferenceNumber }.',
  },
  'save-draft': {
    description: 'Saves the journey as a draft to resume later.',
    call: 'none (stored in the portal)',
    params: {},
    result: 'Nothing.',
  },
  'delete-draft': {
    description: "Removes the journey's saved draft.",
    call: 'none (stored in the portal)',
    params: {},
    result: 'Nothing.',
  },
  'load-repair-assets': {
    description:
      'Loads the parts of a property a repair can be for: the home and the divided block, block and estate it is in (scheme assets left out).',
    call: 'GET /assets/{id}/assets?expand=address',
    params: { property: 'The chosen property (premises id).' },
    result: '{ types: the asset types offered, byType: asset type to asset id }.',
  },
  'load-repair-reasons': {
    description:
      'Loads the repair reasons offered for the chosen part (Communal for a block, divided block or estate), with their locations.',
    call: 'GET /repair-reasons?assetType=&isUsedForCreation=true&isCatalyst=',
    params: { property: 'The chosen property.', asset: 'The chosen asset type.' },
    result: '{ locations: [{ name }], reasons: [{ id, description, repairLocation, keywords }] }.',
  },
  'check-repair-eligibility': {
    description:
      "Checks whether the chosen reason can be reported here: eligibility outcomes, the enhanced check when its setting is on, the heating context for heating reasons; also gives the reason's details and its supplementary question.",
    call: 'POST /works-orders/eligibilityoutcomes, POST /api/v2/works-orders/enhanced-repair-eligibility, POST /works-orders/{zero id}/sor-determination',
    params: {
      property: 'The chosen property.',
      asset: 'The chosen asset type.',
      reason: 'The chosen reason.',
      enhanced: 'The checkEnhancedRepairEligibilityMyPeabody setting.',
    },
    result:
      '{ isEligible, errorCode, supplementaryCodes, supplementaryNotices: the supplementary codes that have words, isInDefects, priority, sorCode, supplementary: the supplementary question as a run of one page, or [] }.',
  },
  'find-duplicate-repairs': {
    description: 'Finds open repairs like the chosen one on the same place (the duplicate check).',
    call: 'GET /search/works-orders?isDuplicateCheck=true',
    params: { property: 'The chosen property.', asset: 'The chosen asset type.', reason: 'The chosen reason.' },
    result: 'A list of { id, summary, kind } (kind: draft, potential, triage, triage-ema-tier2 or open).',
  },
  'check-duplicate-choice': {
    description:
      'Says what the repair chosen on the duplicate page is, so the page can say why it need not be reported again.',
    call: 'none (read from the duplicates found)',
    params: { choice: 'The chosen repair, or none.', duplicates: 'The duplicates found.' },
    result:
      '{ kind: none, draft, potential, triage, triage-ema-tier2 or open, id: the chosen repair (absent for none) }.',
  },
  'save-repair-draft': {
    description:
      'Saves the report as a draft work order: created on the first save, then updated with its eTag; kept 48 hours after Save and exit.',
    call: 'POST /works-orders, then PATCH /works-orders/{id} with If-Match',
    params: { keepFor: 'Set by Save and exit: the draft is kept for 48 hours.' },
    sends: {
      create: {
        description:
          'The first save (nothing is saved until the asset and the property are known); the operation adds the customer.',
        schema: 'work-order-create',
        supplies: ['/customerIdentifier'],
      },
      update: { description: 'Every later save.', schema: 'work-order-update' },
    },
    result: '{ id, eTag } of the work order.',
  },
  'delete-repair-draft': {
    description: "Deletes the report's draft work order (Leave).",
    call: 'DELETE /works-orders/{id} with If-Match',
    params: {},
    result: 'Nothing.',
  },
  'submit-repair': {
    description:
      'Submits the repair: asks the priority (the damp and mould assessment counts for PRODAMP only), finds the contractor, then waits for the job number (5 tries, 5 seconds apart) and says where to go next. For PRODAMP it adds the inspection note: the urgent SLA note when in defects with high priority, the routine one for low or medium (a failure goes to /genericerror).',
    call: 'PATCH /works-orders/{id}, POST /works-orders/repair-priority, GET /worksorder/{id}/contractors, GET /works-orders/{id}, POST /workorders/{id}/{jobNo}/notes',
    params: {
      enhanced: 'The checkEnhancedRepairEligibilityMyPeabody setting.',
      demobilisedSites: 'The demobilizedContractorSites setting.',
      dampSlaHours: 'The dampMouldUrgentSlaHours setting: hours of the urgent damp and mould inspection SLA.',
      dampSlaDays: 'The dampMouldRoutineSlaDays setting: days of the routine damp and mould inspection SLA.',
    },
    sends: {
      update: {
        description:
          'The answers of the submission; the operation adds the SOR code, the priority, the emergency flag, the contractor and the submitted flags.',
        schema: 'work-order-update',
        supplies: ['/sorCode', '/priorityCode', '/isEmergency', '/contractor', '/isEMA', '/isSubmitted', '/isDraft'],
      },
      priority: {
        description:
          'The priority request; the operation adds the moment, and the assessed level and type of a PRODAMP repair.',
        schema: 'repair-priority-request',
        supplies: ['/raisedDate', '/priorityLevel', '/assessmentType'],
      },
    },
    result: '{ jobNo, next: scheduler, home or error, confirmation: the banner variant }.',
  },
} as const satisfies Record<OperationName, OperationDescription>;

/** Every operation with its description and whether it only reads. */
export const OPERATION_CATALOGUE: Record<OperationName, OperationEntry> = Object.fromEntries(
  (Object.keys(OPERATIONS) as OperationName[]).map((name) => [
    name,
    { ...DESCRIPTIONS[name], readOnly: OPERATIONS[name].readOnly },
  ]),
) as Record<OperationName, OperationEntry>;
