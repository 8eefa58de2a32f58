import type { RepairStatus } from '../../../schemas/generated/types';

/**
 * The variants of the dashboard's confirmation banner after a repair is reported
 * (ACC-DSH-01; REP-LIF-07), each worded in
 * the repairs namespace as notice.reported.{variant} (repairs.json, loaded with the dashboard).
 */
export const CONFIRMATIONS = [
  'emergency',
  'emergency-ooh',
  'emergency-communal',
  'triage-tier2',
  'triage-tier2-communal',
  'defect',
  'defect-communal',
  'ema',
  'hold',
  'hold-communal',
  'communal',
  'contractor',
  'standard',
] as const;

export type Confirmation = (typeof CONFIRMATIONS)[number];

/** What the banner of a reported repair depends on. */
export interface ConfirmationFacts {
  /** Priority Emergency (EME, or DME for damp and mould), or the emergency answer Yes. */
  emergency: boolean;
  /** Raised outside working hours: an emergency shows as Emergency (Out of hours). */
  outOfHours: boolean;
  /** The repair is to a communal part (a block or estate), not the resident's home. */
  communal: boolean;
  /** The repair's status once submitted: a catalyst triage status is the triage outcome. */
  status: RepairStatus | null;
  /** The contractor site it goes to is on hold (CONTRACTORSITE_ON_HOLD, or a demobilised site). */
  onHold: boolean;
  /** An estate managing agent's contractor takes it. */
  ema: boolean;
  /** The home is still in its defects period. */
  inDefects: boolean;
  /** A contractor that books its own appointments (not integrated, or a builder). */
  directContractor: boolean;
}

/**
 * The banner variant of a reported repair, first match wins. The property type (REP-LIF-07
 * lifecycle, step 5) splits the variants whose words speak of the resident's home: a repair to a
 * divided block, block or estate gets the `-communal` one (nobody needs to be at home, the
 * building rather than the home is in its defects period).
 *
 * | facts | variant |
 * |---|---|
 * | emergency, out of hours | emergency-ooh |
 * | emergency, communal | emergency-communal |
 * | emergency | emergency |
 * | triage CATALYST_TRIAGE_TIER2 | triage-tier2, triage-tier2-communal |
 * | triage CATALYST_TRIAGE_DEFECT, or in the defects period (after hold and EMA) | defect, defect-communal |
 * | triage CATALYST_TRIAGE_EMA, or an EMA contractor (after hold) | ema |
 * | contractor site on hold | hold, hold-communal |
 * | communal | communal |
 * | a contractor that books directly | contractor |
 * | otherwise | standard |
 *
 * @example
 * confirmationFor({ ...facts, emergency: true, outOfHours: true }); // 'emergency-ooh'
 */
export function confirmationFor(facts: ConfirmationFacts): Confirmation {
  if (facts.emergency) {
    if (facts.outOfHours) return 'emergency-ooh';
    return facts.communal ? 'emergency-communal' : 'emergency';
  }
  const { communal } = facts;
  if (facts.status === 'CATALYST_TRIAGE_TIER2') return communal ? 'triage-tier2-communal' : 'triage-tier2';
  if (facts.status === 'CATALYST_TRIAGE_DEFECT') return communal ? 'defect-communal' : 'defect';
  if (facts.status === 'CATALYST_TRIAGE_EMA') return 'ema';
  if (facts.onHold) return communal ? 'hold-communal' : 'hold';
  if (facts.ema) return 'ema';
  if (facts.inDefects) return communal ? 'defect-communal' : 'defect';
  if (communal) return 'communal';
  if (facts.directContractor) return 'contractor';
  return 'standard';
}
