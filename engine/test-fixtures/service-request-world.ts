import type { EffectRequest } from '../machine/effect-requests';
import type { EffectRegistry } from '../runtime/effects';
import type { Facts, Scope } from '../definition/scope';

/** Tenancies of the fixture resident: two homes. */
export const tenancies = [
  { premisesId: 'P-100', address: '1 Canal Street, London E1 1AA' },
  { premisesId: 'P-200', address: 'Flat 4, Mill House, London E2 2BB' },
];

const radio = (questionId: string, options: object[], extra: object = {}) => ({
  questionId,
  label: `Question ${questionId}`,
  type: 'Radio',
  isEnabled: true,
  options,
  ...extra,
});

/** Case types with questionnaires that exercise skips, a jump to the end, blocking answers and attributes. */
export const caseTypes: Record<string, { id: string; description: string; additionalInfo: object[] }> = {
  'CT-LOSTFOB': {
    id: 'CT-LOSTFOB',
    description: 'Lost fob',
    additionalInfo: [
      {
        questionId: 'q1',
        label: 'How many fobs do you need?',
        type: 'List',
        isEnabled: true,
        options: [
          { id: '1', value: '1' },
          { id: '2', value: '2' },
          { id: '3', value: '3 or more', skipQuestions: 2 },
        ],
      },
      radio(
        'q2',
        [
          { id: 'Y', value: 'Yes' },
          { id: 'N', value: 'No' },
        ],
        { blocking: { errorCode: 'Case_Fob_Stolen', dependsOn: [{ responseId: 'Y' }] } },
      ),
      { questionId: 'q3', label: 'Anything else we should know?', type: 'Text', isEnabled: true, options: [] },
    ],
  },
  'CT-HOUSEHOLD': {
    id: 'CT-HOUSEHOLD',
    description: 'Household change',
    additionalInfo: [
      radio('h1', [
        { id: 'in', value: 'Someone moved in' },
        { id: 'out', value: 'Someone moved out', skipQuestions: 2 },
        { id: 'other', value: 'Something else', skipQuestions: 3 },
        { id: 'none', value: 'Nothing has changed', endsQuestionnaire: true },
      ]),
      { questionId: 'h2', label: 'Who moved in?', type: 'Text', isEnabled: true, options: [] },
      radio(
        'h3',
        [
          { id: 'Y', value: 'Yes' },
          { id: 'N', value: 'No' },
        ],
        { blocking: { errorCode: 'Case_Household_Rent', dependsOn: [{ responseId: 'Y' }] } },
      ),
      {
        questionId: 'h4',
        label: 'When did it happen?',
        type: 'List',
        isEnabled: true,
        options: [
          { id: 'month', value: 'This month' },
          { id: 'earlier', value: 'Earlier' },
          {
            id: 'gnt',
            value: 'Before the tenancy was granted',
            dependsOnAttributes: [{ key: 'TenancyType', value: 'GNT' }],
          },
        ],
      },
      { questionId: 'h5', label: 'Retired question', type: 'Text', isEnabled: false, options: [] },
      { questionId: 'h6', label: 'Anything else?', type: 'Text', isEnabled: true, options: [] },
    ],
  },
  'CT-DAMP': { id: 'CT-DAMP', description: 'Damp and mould', additionalInfo: [] },
};

/** Damp, mould and condensation questions (master data entry 47) on three pages. */
export const dampQuestions = [
  {
    questionId: 'q1_1',
    label: 'Where is the damp or mould?',
    type: 'Multiple',
    pageGroupId: 1,
    options: [
      { id: '1', value: 'Bathroom' },
      { id: '2', value: 'Bedroom' },
      { id: '3', value: 'Kitchen' },
    ],
  },
  {
    questionId: 'q1_2',
    label: 'How long has it been there?',
    type: 'List',
    pageGroupId: 1,
    options: [
      { id: 'Select', value: 'Select' },
      { id: '1', value: 'Weeks' },
      { id: '2', value: 'Months' },
    ],
  },
  {
    questionId: 'q2_1',
    label: 'How big is the worst patch?',
    type: 'List',
    pageGroupId: 2,
    options: [
      { id: '1', value: 'Smaller than a hand' },
      { id: '2', value: 'Larger' },
    ],
  },
  {
    questionId: 'q7_1',
    label: 'Does anyone at home have these conditions?',
    type: 'Multiple',
    pageGroupId: 3,
    options: [
      { id: '1', value: 'None' },
      { id: '2', value: 'Asthma' },
      { id: '5', value: 'Pregnancy' },
    ],
  },
];

/** What each fixture operation returns, synchronously. */
export function operationResult(request: Pick<EffectRequest, 'operation' | 'params'>, scope: Scope): unknown {
  switch (request.operation) {
    case 'load-tenancies':
      return tenancies;
    case 'load-case-types':
      return Object.values(caseTypes).map(({ id, description }) => ({ id, description }));
    case 'load-case-type':
      return caseTypes[String(request.params.caseTypeId)] ?? { additionalInfo: [] };
    case 'load-damp-questions':
      return dampQuestions;
    case 'score-damp-assessment':
      return { priorityLevel: JSON.stringify(request.params.answers ?? {}).includes('"5"') ? 'HIGH' : 'LOW' };
    case 'submit-case':
      return { caseIdentifier: `CASE-${Object.keys(scope.answers).length}` };
    default:
      return { ok: true };
  }
}

/** Runs requests synchronously and returns the facts they store (for property tests). */
export function runFixtureEffects(requests: readonly EffectRequest[], scope: Scope): Facts {
  const facts: Facts = {};
  for (const request of requests)
    if (request.storeAs)
      facts[request.storeAs] = operationResult(request, { ...scope, facts: { ...scope.facts, ...facts } });
  return facts;
}

/** The fixture operations as an injected registry, with a log of what ran. */
export function fixtureRegistry(log: EffectRequest['operation'][] = []): EffectRegistry {
  const names = [
    'load-tenancies',
    'load-case-types',
    'load-case-type',
    'load-damp-questions',
    'score-damp-assessment',
    'submit-case',
    'save-draft',
    'delete-draft',
  ];
  return Object.fromEntries(
    names.map((operation) => [
      operation,
      async (params: Record<string, unknown>, scope: Scope) => {
        log.push(operation);
        return operationResult({ operation, params }, scope);
      },
    ]),
  );
}

/** Toggles of the fixture world: the damp and mould assessment on. */
export const fixtureToggles = { isDMCEnabledMyPb: 'true' };
/** Facts the caller supplies at start: the tenancy's attributes. */
export const fixtureFacts = { 'tenancy-attributes': { TenancyType: 'GNT' } };
