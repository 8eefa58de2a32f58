import type { CaseType } from '../../../schemas/generated/types';
import { caseType, list, option, radio, text, YES_NO } from './case-type-builder';

/** Ids of the case types the demo's cases use. */
export const CASE_TYPE = {
  lostFob: 'CT-LOSTFOB',
  subletting: 'CT-SUBLET',
  graffiti: 'CT-GRAFFITI',
  rentQuery: 'CT-RENTQUERY',
  serviceChargeQuery: 'CT-SCQUERY',
  pestReport: 'CT-PEST',
  antiSocialBehaviour: 'CT-ASB',
  changeOfHousehold: 'CT-HOUSEHOLD',
  documentCopy: 'CT-DOCUMENT',
  garageQuery: 'CT-GARAGE',
  complaint: 'CT-COMPLAINT',
  succession: 'CT-SUCCESSION',
} as const;

/**
 * Service request types (reference data namespace case-types) with their questionnaires:
 * Radio, List and Text questions, a disabled question, options limited by tenancy type, skips
 * of 2, 3 and 4, jumps to the end, blocking answers, information messages and the covid-type
 * question. Two types are staff-only. Every message code they use has words in the portal's
 * journeys.json (tests/gateway/case-types-seed.test.ts).
 */
export const CASE_TYPES: CaseType[] = [
  caseType({
    id: CASE_TYPE.lostFob,
    description: 'Lost fob',
    keywords: ['fob', 'key', 'door entry', 'lost', 'stolen', 'replacement'],
    tenancyGroups: ['All'],
    isVisibleForSelfServe: true,
    subType: 'Estate Services',
    subTypeCategory: 'Door entry',
    assetType: 'Block',
    additionalInfo: [
      radio('q1', 'Was your fob lost or stolen?', [option('L', 'Lost'), option('S', 'Stolen')], {
        blockOn: ['S'],
        errorCode: 'Case_Fob_Stolen',
      }),
      list(
        'q2',
        'How many fobs do you need?',
        [option('1', '1'), option('2', '2'), option('3', '3 or more', { skip: 2 })],
        {
          alert: 'Case_Fob_Charge',
        },
      ),
      radio('q3', 'How would you like to get the new fob?', [
        option('P', 'Post it to me'),
        option('C', 'I will collect it from the estate office'),
      ]),
      text('q4', 'Is there anything else we should know?'),
    ],
    additionalCaseCreationFields: { pea_casecategory: 'Estate Services' },
  }),
  caseType({
    id: CASE_TYPE.subletting,
    description: 'Subletting',
    keywords: ['sublet', 'subletting', 'tenancy fraud', 'someone else living', 'airbnb'],
    tenancyGroups: ['Social', 'Leasehold'],
    isVisibleForSelfServe: true,
    subType: 'Tenancy Management',
    subTypeCategory: 'Tenancy fraud',
    assetType: 'Property',
    additionalInfo: [
      radio('q1', 'Do you know the address of the home you think is sublet?', [
        option('Y', 'Yes'),
        option('N', 'No', { skip: 2 }),
      ]),
      text('q2', 'What is the address?'),
      list('q3', 'How long do you think this has been going on?', [
        option('1', 'Less than a month'),
        option('2', '1 to 6 months'),
        option('3', 'More than 6 months'),
      ]),
      text('q4', 'What have you seen? Please do not include your own details.', { alert: 'Case_Sublet_Confidential' }),
    ],
  }),
  caseType({
    id: CASE_TYPE.graffiti,
    description: 'Graffiti',
    keywords: ['graffiti', 'vandalism', 'paint', 'tags', 'offensive'],
    tenancyGroups: ['All'],
    isVisibleForSelfServe: true,
    subType: 'Estate Services',
    subTypeCategory: 'Graffiti removal',
    assetType: 'Block',
    additionalInfo: [
      radio('q1', 'Is the graffiti offensive or racist?', YES_NO, { alert: 'Case_Graffiti_Offensive' }),
      // Switched off until the police referral of witnesses is agreed; the walk passes over it.
      radio('q2', 'Did you see who did it?', YES_NO, { enabled: false }),
      list('q3', 'Where is the graffiti?', [
        option('1', 'Inside the building'),
        option('2', 'On an outside wall'),
        option('3', 'Elsewhere on the estate'),
      ]),
      text('q4', 'Tell us exactly where it is, for example which floor or wall.'),
    ],
    additionalCaseCreationFields: { pea_casecategory: 'Estate Services' },
  }),
  caseType({
    id: CASE_TYPE.rentQuery,
    description: 'Rent query',
    keywords: ['rent', 'payment', 'arrears', 'direct debit', 'universal credit', 'housing benefit'],
    tenancyGroups: ['Social', 'Non-residential', 'Commercial'],
    isVisibleForSelfServe: true,
    subType: 'Income',
    subTypeCategory: 'Rent enquiry',
    assetType: 'Property',
    additionalInfo: [
      list('q1', 'What is your query about?', [
        option('1', 'My rent charge', { skip: 2 }),
        option('2', 'A payment I made'),
        option('3', 'Setting up a Direct Debit', { end: true }),
        option('4', 'Housing Benefit or Universal Credit', { skip: 3 }),
        option('5', 'My rent increase letter', { skip: 2, onlyFor: { TenancyType: 'GNT' } }),
      ]),
      text('q2', 'When did you make the payment, how much was it and how did you pay?'),
      radio('q3', 'Have you had a letter from us about it?', YES_NO),
      text('q4', 'Tell us more about your query.'),
    ],
    additionalCaseCreationFields: { pea_casecategory: 'Income' },
  }),
  caseType({
    id: CASE_TYPE.serviceChargeQuery,
    description: 'Service charge query',
    keywords: ['service charge', 'estimate', 'year-end', 'accounts', 'major works', 'ground rent'],
    tenancyGroups: ['Leasehold', 'Freehold'],
    isVisibleForSelfServe: true,
    subType: 'Leasehold Services',
    subTypeCategory: 'Service charges',
    assetType: 'Block',
    additionalInfo: [
      list('q1', 'What is your query about?', [
        option('1', "This year's estimated charges"),
        option('2', 'Year-end accounts'),
        option('3', 'Major works charges', { onlyFor: { TenancyType: 'LEASE' } }),
        option('4', 'Ground rent', { onlyFor: { TenancyType: 'LEASE' } }),
      ]),
      text('q2', 'Tell us more about your query.'),
    ],
    additionalCaseCreationFields: { pea_casecategory: 'Leasehold' },
  }),
  caseType({
    id: CASE_TYPE.pestReport,
    description: 'Pest report',
    keywords: ['pests', 'mice', 'rats', 'cockroaches', 'bed bugs', 'wasps', 'infestation'],
    tenancyGroups: ['All'],
    isVisibleForSelfServe: true,
    subType: 'Estate Services',
    subTypeCategory: 'Pest control',
    assetType: 'Property',
    additionalInfo: [
      list(
        'q1',
        'What kind of pest have you seen?',
        [
          option('1', 'Mice'),
          option('2', 'Rats'),
          option('3', 'Cockroaches'),
          option('4', 'Bed bugs'),
          option('5', 'Wasps or bees'),
        ],
        { blockOn: ['5'], errorCode: 'Case_Pest_NotCovered' },
      ),
      radio('q2', 'Is anyone in your home self-isolating with COVID-19?', YES_NO, { covid: true }),
      text('q3', 'Where have you seen them?'),
    ],
  }),
];
