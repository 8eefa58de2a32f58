import type { EligibilityRequest, EligibilityResult } from '../../../schemas/generated/types';
import type { ChosenContractor } from './contractor-rules';
import { heatingTypeOfContext, type HeatingType } from './heating-rules';

/** The catalogue's view of the repair type asked about. */
export interface ReasonFacts {
  sorCode: string;
  trade: string;
  isUsedForCreation: boolean;
  additionalData: { isEligible: boolean } | null;
}

/** What the gateway holds about the asset, the resident and the repair type. */
export interface EligibilityFacts {
  request: EligibilityRequest;
  /** Undefined when no asset has the uprn sent. */
  asset?: {
    region: string | null;
    isInDefects: boolean;
    maintenanceResponsibility: string;
    /** Heating of the asset itself, and of it with every asset above it. */
    ownHeating: HeatingType[];
    heatingAbove: HeatingType[];
    /** Asset types of the asset and everything above it. */
    types: string[];
    /** The most storeys of the asset or a building above it. */
    storeys: number;
  };
  tenancyGroup: EligibilityResult['tenancyGroup'];
  /** Undefined when the code is neither in the catalogue nor a heating code. */
  reason?: ReasonFacts;
  /** The contractors that would take the repair (contractor-rules.ts), best first. */
  contractors: ChosenContractor[];
}

const HOMEOWNER_GROUPS = ['Leasehold', 'Freehold'];
const COMMERCIAL_GROUPS = ['Commercial', 'Market', 'Market Rent'];
/** Trades a garage or storeroom has nothing for (no water, heating or gas). */
const NON_RESIDENTIAL_TRADES = ['Plumbing', 'Drainage', 'Heating', 'Gas', 'Damp specialist'];
/** Codes kept out of the catalogue's creation list that the journey itself may still raise (REP-CON-06). */
const REPLACEMENT_CODES = ['COMPUMP'];
/** Codes with their own outcome: a gas leak (call the gas network) and gas or carbon monoxide advice. */
const GAS_LEAK_CODES = ['GASLEAK01'];
const GAS_ADVICE_CODES = ['GASCO01'];
/** Total loss of water: a block of this many storeys or more has pumps (supplementary FISPUMPS02). */
const PUMPED_STOREYS = 5;

/**
 * The eligibility rules of the reference gateway (POST /works-orders/eligibilityoutcomes), first
 * blocking outcome wins; see the route description for the list. Supplementary codes are added
 * whatever the outcome: FISPUMPS02 for total loss of water in a pumped block, DEFECTS when the
 * asset is in its defects period.
 *
 * @example
 * decideEligibility(facts); // { isEligible: false, errorCode: 'E1', supplimentaryCodes: '', ... }
 */
export function decideEligibility(facts: EligibilityFacts): EligibilityResult {
  const { request, asset, reason } = facts;
  const sor = request.repairType;
  const supplementary: string[] = [];
  if (sor === 'PLUMLOSS01' && (asset?.storeys ?? 0) >= PUMPED_STOREYS) supplementary.push('FISPUMPS02');
  if (asset?.isInDefects || request.isInDefects) supplementary.push('DEFECTS');
  const outcome = (isEligible: boolean, errorCode: string | null): EligibilityResult => ({
    isEligible,
    errorCode,
    supplimentaryCodes: supplementary.join(','),
    tenancyGroup: facts.tenancyGroup,
    statuses: { isInDefects: asset?.isInDefects ?? request.isInDefects },
    region: asset?.region ?? null,
  });
  const refuse = (code: string) => outcome(false, code);

  if (!asset) return refuse('SSR005');
  const group = facts.tenancyGroup ?? '';
  const leaseholderRepairs = [request.maintenanceResponsibility, asset.maintenanceResponsibility].includes('FMLEASE');
  const isHome = (asset.types[0] ?? request.premisesType) === 'Property';
  if (isHome && (HOMEOWNER_GROUPS.includes(group) || leaseholderRepairs)) {
    return refuse('E1');
  }
  if (!reason || (!reason.isUsedForCreation && !REPLACEMENT_CODES.includes(reason.sorCode))) return refuse('E3');
  if (GAS_LEAK_CODES.includes(sor)) return refuse('E21');
  const notEligibleOnYes = reason.additionalData?.isEligible === false;
  if (notEligibleOnYes && request.additionalRepairInfo === 'Yes') return refuse('E2');
  if (request.isRepairEligible === false && reason.additionalData === null) return refuse('E3');
  if (sor === 'NA' || sor === 'N/A') return refuse('E4');
  if (COMMERCIAL_GROUPS.includes(group)) return refuse('E8');
  if (group === 'Non-residential' && isHome && NON_RESIDENTIAL_TRADES.includes(reason.trade)) {
    return refuse('E5');
  }
  if (sor === 'COMHIU' && !asset.heatingAbove.includes('HEAT')) return refuse('SSR069');
  if (request.heatingRepairContext) {
    const type = heatingTypeOfContext(request.heatingRepairContext);
    const held = type === 'HEAT' ? asset.heatingAbove : asset.ownHeating;
    if (!type || !held.includes(type)) return refuse('SSR049');
  }
  if (facts.contractors.length === 0) return refuse(reason.trade === 'Pest control' ? 'E22' : 'E24');
  if (facts.contractors[0]?.coverage.contactDirectly) return refuse('E25');
  // Its question not answered yet: E2 after every other refusal, soft (REP-ERR-03): the portal
  // asks the question, and Yes keeps E2.
  if (notEligibleOnYes && !request.additionalRepairInfo) return refuse('E2');
  if (GAS_ADVICE_CODES.includes(sor)) return outcome(true, 'SSR037');
  if (asset.types.includes('Scheme')) return outcome(true, 'E23');
  return outcome(true, null);
}

/** The enhanced check's phone-only repairs: a risk to life that a person must triage at once. */
const PHONE_ONLY_CODES = ['GASLEAK01', 'ELECWIRE01', 'COMFAL01'];

/**
 * The enhanced eligibility rules (POST /api/v2/works-orders/enhanced-repair-eligibility): staff
 * channels are always eligible; from self-service the repair must be reported by phone (E35) when
 * it is an emergency for a resident who reported a vulnerability, an emergency that may already be
 * reported (potential duplicate), or a risk-to-life code (gas leak, exposed wires, fire alarm).
 *
 * @example
 * decideEnhancedEligibility({ isEmergency: true, isVulnerable: true, isPotentialDuplicate: false,
 *   sor: 'PLUMLEAK03', channel: 'CustomerSelfService' }); // { isEligible: false, errorCode: 'E35' }
 */
export function decideEnhancedEligibility(request: {
  isEmergency: boolean;
  sor: string;
  isPotentialDuplicate: boolean;
  isVulnerable: boolean;
  channel: string;
}): { isEligible: boolean; errorCode: string | null } {
  if (request.channel !== 'CustomerSelfService') return { isEligible: true, errorCode: null };
  const phoneOnly =
    (request.isEmergency && (request.isVulnerable || request.isPotentialDuplicate)) ||
    PHONE_ONLY_CODES.includes(request.sor);
  return phoneOnly ? { isEligible: false, errorCode: 'E35' } : { isEligible: true, errorCode: null };
}
