/**
 * The operation registry's names: every gateway operation a journey may name in its effects,
 * with what it does and what it returns. The portal's registry implements exactly these names;
 * `npm run journeys -- check` reports an effect naming any other.
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
}

export const OPERATION_CATALOGUE = {
  'load-financial-referral-reasons': {
    description: 'Loads the reasons a resident can give for a financial advice referral.',
    call: 'GET /reference-data/collection/reference-data?NamespaceNames=financial-referral-reason',
    params: {},
    result: 'A list of { id, referralReason, displayOnMyPeabody }.',
  },
  'load-contact-numbers': {
    description: "Loads the resident's saved phone numbers for the contact details page.",
    call: 'GET /customers/{id}',
    params: {},
    result: 'A list of { type, number } with type mobilePhone, homePhone or workPhone.',
  },
  'submit-financial-referral': {
    description: 'Sends the financial advice referral (serviceRequestType financialinclusionenquiry).',
    call: 'POST /customer/{id}/account/{acct}/servicerequest',
    params: {
      referralFor: 'Myself or Other member of household.',
      referralReason: 'The chosen reasons.',
      additionalDetails: 'What the resident would like help with.',
      phoneNumber: 'The number to call: a saved one or another.',
      personName: 'Who to contact.',
      relationship: 'Customer, Friend or Family, or Other.',
      savedNumbers: 'The saved numbers (load-contact-numbers): a saved number is sent with its type, another as other.',
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
    description: 'Loads the service request (case) types offered in self-service.',
    call: 'GET /reference-data/cases/reference-data?NamespaceNames=case-types',
    params: {},
    result: 'A list of { id, description, keywords }.',
  },
  'load-case-type': {
    description: 'Loads one case type with its questionnaire.',
    call: 'GET /reference-data/cases/reference-data?NamespaceNames=case-types (the chosen entry)',
    params: { caseTypeId: 'The chosen case type.' },
    result: 'The case type master entry, with additionalInfo questions.',
  },
  'load-damp-questions': {
    description: 'Loads the damp and mould assessment questions of a master data entry.',
    call: 'reference-data lookup, key-value entry {entry}',
    params: { entry: 'The master data entry, 47.' },
    result: 'The assessment questions with their page groups.',
  },
  'score-damp-assessment': {
    description: 'Scores the damp and mould assessment answers.',
    call: 'none (computed in the portal)',
    params: { answers: 'The assessment answers.' },
    result: 'The assessment outcome.',
  },
  'submit-case': {
    description: 'Creates the service request (case).',
    call: 'POST /cases',
    params: {},
    result: '{ caseIdentifier }.',
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
} as const satisfies Record<string, OperationEntry>;

/** The name of an operation in the catalogue. */
export type OperationName = keyof typeof OPERATION_CATALOGUE;

/** Every operation name a journey may use: pass as `loadJourney(raw, { operations: OPERATION_NAMES })`. */
export const OPERATION_NAMES = Object.keys(OPERATION_CATALOGUE) as OperationName[];
