import type { Facts, Scope } from '../../engine';
import { DAMP_MOULD_QUESTIONS } from '../../gateway/server/seed/damp-mould-questions';
import { PERSONA } from '../../gateway/server/seed/personas';
import { COMMUNAL_REPAIR_REASONS } from '../../gateway/server/seed/repair-reasons-communal';
import { HOME_REPAIR_REASONS } from '../../gateway/server/seed/repair-reasons-home';

const amara = PERSONA.amara;

/**
 * The reasons the paths' world offers: a few of the seeded ones, one of each kind the route
 * depends on, so the graph stays small: an ordinary repair, an emergency one with a
 * supplementary question, a damp repair (PRODAMP), and a communal one for the estate.
 */
const HOME_SAMPLE = ['RR-0301', 'RR-0306', 'RR-1901'];
const COMMUNAL_SAMPLE = ['RR-1402'];

type SeedReason = (typeof HOME_REPAIR_REASONS)[number];

const byId = new Map<string, SeedReason>(
  [...HOME_REPAIR_REASONS, ...COMMUNAL_REPAIR_REASONS].map((row) => [row.id, row]),
);

function reasonsFor(asset: unknown): Facts {
  const ids = asset === 'Property' ? HOME_SAMPLE : COMMUNAL_SAMPLE;
  const reasons = ids.map((id) => {
    const row = byId.get(id) as SeedReason;
    return { id: row.id, description: row.description, repairLocation: row.repair_location };
  });
  const locations = [...new Set(reasons.map((reason) => reason.repairLocation))].map((name) => ({ name }));
  return { locations, reasons };
}

/**
 * The supplementary question of a reason as a run of one Yes/No page headed by the reason; No
 * blocks (SSR057), or for a question not eligible on Yes (the gateway's soft E2) Yes blocks (E2).
 */
function supplementaryOf(row: SeedReason): Facts[] {
  if (!row.additional_data) return [];
  const question = JSON.parse(String(row.additional_data)) as { description: string; isEligible?: boolean };
  return [
    {
      questionId: 'supplementary',
      heading: row.description,
      label: question.description,
      type: 'Radio',
      options: [
        { id: 'yes', value: 'Yes' },
        { id: 'no', value: 'No' },
      ],
      blocking:
        question.isEligible === false
          ? { errorCode: 'E2', dependsOn: [{ responseId: 'yes' }] }
          : { errorCode: 'SSR057', dependsOn: [{ responseId: 'no' }] },
    },
  ];
}

function eligibilityOf(reasonId: unknown, inDefects: boolean): Facts {
  const row = byId.get(String(reasonId));
  if (!row)
    return { isEligible: false, errorCode: 'E3', supplementaryCodes: [], isInDefects: inDefects, supplementary: [] };
  return {
    isEligible: true,
    errorCode: null,
    supplementaryCodes: [],
    isInDefects: inDefects,
    priority: row.priority,
    sorCode: row.sor_code,
    supplementary: supplementaryOf(row),
  };
}

/** What the paths' world answers to each operation of the repair journey, as Amara's records would. */
export const REPAIR_RESULTS: Record<string, (params: Record<string, unknown>, scope: Scope) => unknown> = {
  'load-repair-assets': () => ({
    types: ['Property', 'Estate'],
    byType: { Property: amara.houseAssetId, Estate: amara.estateId },
  }),
  'load-repair-reasons': (params) => reasonsFor(params.asset),
  'check-repair-eligibility': (params, scope) => eligibilityOf(params.reason, scope.facts['in-defects'] === true),
  'find-duplicate-repairs': (params) =>
    params.reason === 'RR-0301'
      ? [{ id: amara.workOrders.unappointedIntegrated, summary: 'Dripping tap, reported last week', kind: 'potential' }]
      : [],
  'check-duplicate-choice': (params) => {
    const duplicates = (params.duplicates as { id: string; kind: string }[] | undefined) ?? [];
    const chosen = params.choice === 'none' ? undefined : duplicates.find((item) => item.id === params.choice);
    return chosen ? { kind: chosen.kind, id: chosen.id } : { kind: 'none' };
  },
  'load-damp-questions': () => DAMP_MOULD_QUESTIONS,
  'score-damp-assessment': () => ({ priorityLevel: 'MEDIUM', score: 42, type: 'DampAndMould' }),
  'save-repair-draft': () => ({ id: 'WO-PATH-1', eTag: '"1"' }),
  'delete-repair-draft': () => null,
  'load-contact-numbers': () => [
    { type: 'mobilePhone', number: amara.mobilePhone },
    { type: 'homePhone', number: amara.homePhone },
  ],
  'submit-repair': () => ({ jobNo: 'JOB-PATH-1', next: 'scheduler', confirmation: 'standard' }),
};

/** The facts the portal gives the repair journey for Amara: one home, not a catalyst customer. */
export const REPAIR_FACTS: Facts = {
  properties: [{ premisesId: amara.houseAssetId, address: 'Amara’s home' }],
  'has-one-property': true,
  'is-catalyst-customer': false,
  'in-catalyst-disabled-area': false,
};

/**
 * The settings and records under which the pages the demo settings never show appear: with the
 * covid question off, Continue from the photos of a communal repair in its defects period goes to
 * the deliberate damage question; a resident with two homes chooses one first.
 */
export const REPAIR_VARIANTS: { facts?: Facts; toggles?: Record<string, string> }[] = [
  { toggles: { isCovidQuestionRequired: 'false' }, facts: { 'in-defects': true } },
  {
    facts: {
      'has-one-property': false,
      properties: [
        { premisesId: amara.houseAssetId, address: 'Amara’s home' },
        { premisesId: 'AST-PATH-GARAGE', address: 'Garage 4, Elm Court' },
      ],
    },
  },
];
