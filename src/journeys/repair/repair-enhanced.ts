import { checkEnhancedEligibility, type GatewayClient } from '../../../gateway/client';

/** The enhanced check's refusal code, whose block message has four parts (REP-ERR-05). */
export const ENHANCED_REFUSAL = 'E35';

/** What the enhanced check is asked with (REP-ERR-05): what is known where it is asked. */
export interface EnhancedFacts {
  isEmergency: boolean;
  sor: string;
  isPotentialDuplicate: boolean;
  isVulnerable: boolean;
}

/**
 * Asks the enhanced eligibility check (POST /api/v2/works-orders/enhanced-repair-eligibility) and
 * answers E35 when the repair must be reported by phone: E35 from the check, or an enhanced
 * eligibility of false, opens the same block (REP-ERR-05); null when it may go on.
 *
 * @example
 * await enhancedRefusal(client, { isEmergency: true, sor: 'ELECWIRE01', isPotentialDuplicate: false, isVulnerable: false }); // 'E35'
 */
export async function enhancedRefusal(client: GatewayClient, facts: EnhancedFacts): Promise<string | null> {
  const { data } = await checkEnhancedEligibility(client, { ...facts, channel: 'CustomerSelfService' });
  return data && (!data.isEligible || data.errorCode === ENHANCED_REFUSAL) ? ENHANCED_REFUSAL : null;
}

/** Whether the enhanced check is on: the step's parameter, else the toggle (checkEnhancedRepairEligibilityMyPeabody). */
export const enhancedOn = (param: unknown, toggle: unknown): boolean => String(param ?? toggle) === 'true';
