/**
 * What the eligibility tests of the repair journey share (repair-eligibility.test.ts,
 * repair-lookups.test.ts): a reason as the journey holds it, and the scope of a report of it on
 * Amara's home, whose one asset names the maintenance responsibilities given.
 */
import type { Scope } from '../../../../engine/browser';
import type { RepairAssets } from '../repair-lookups';
import type { JourneyReason } from '../repair-facts';

/** A reason of the kitchen with no supplementary question; `changes` make it another. */
export const journeyReason = (changes: Partial<JourneyReason> = {}): JourneyReason => ({
  id: 'RR-9',
  description: 'Dripping tap',
  priority: 'NA',
  trade: 'Plumbing',
  element: 'Water',
  repairLocation: 'Kitchen',
  repairLocationId: null,
  sorCode: 'PLUMTAP01',
  hasQuestion: false,
  questionIsEligible: null,
  question: null,
  ...changes,
});

/** Amara's home, one asset of type Property with these maintenance responsibilities. */
export const homeAssets = (responsibilities: { type: string; value: string }[] = []): RepairAssets => ({
  types: ['Property'],
  byType: { Property: 'AST-1' },
  assets: {
    'AST-1': {
      id: 'AST-1',
      assetType: 'Property',
      premisesType: 'Property',
      uprn: '100000000001',
      maintenanceResponsibilities: responsibilities,
      statuses: { isInDefects: false },
      heatingAttributes: [],
    } as unknown as RepairAssets['assets'][string],
  },
});

/** A report of `chosen` on Amara's home, with these further answers and facts. */
export const eligibilityScope = (
  chosen: JourneyReason,
  {
    answers = {},
    facts = {},
    responsibilities = [],
  }: {
    answers?: Record<string, unknown>;
    facts?: object;
    responsibilities?: { type: string; value: string }[];
  } = {},
): Scope => ({
  answers: { asset: 'Property', location: chosen.repairLocation, reason: chosen.id, ...answers },
  facts: { assets: homeAssets(responsibilities), 'repair-reasons': { reasons: [chosen] }, ...facts },
  toggles: {},
});
