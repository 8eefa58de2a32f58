import type { SorDeterminationRequest, SorDeterminationResult } from '../../../schemas/generated/types';

export type HeatingType = 'HEAT' | 'HEATGAS' | 'HEATOIL' | 'HEATELEC';

/** What each heating type means for a repair: the repair context and the code that replaces the reason's. */
export const HEATING_CONTEXTS: Record<HeatingType, { repairContext: string; sor: string }> = {
  HEATGAS: { repairContext: 'Individual gas heating', sor: 'HEATGAS01' },
  HEATOIL: { repairContext: 'Individual oil heating', sor: 'HEATOIL01' },
  HEAT: { repairContext: 'Communal heating', sor: 'COMHIU' },
  HEATELEC: { repairContext: 'Individual electric heating', sor: 'HEATELEC01' },
};

/** Heating codes the determination answers, with the trade that carries them out (not in the reason catalogue). */
export const HEATING_SOR_TRADES: Record<string, string> = {
  HEATGAS01: 'Gas',
  HEATOIL01: 'Heating',
  HEATELEC01: 'Electrical',
};

interface ContextRule {
  /** Reason descriptions and codes the rule applies to. */
  names: string[];
  /** Heating types that can have this repair, most likely first. */
  accepts: HeatingType[];
  /** The code to keep, when the reason's own code is more precise than the heating type's. */
  keepSor?: string;
}

/**
 * Heating reasons and what they need: communal heating needs a heat network (HEAT) somewhere
 * above the home, a storage heater needs electric heating, a leaking boiler a gas or oil boiler;
 * the other heating reasons take any heating, gas first, then oil, a heat network, electric.
 */
const CONTEXT_RULES: ContextRule[] = [
  { names: ['COMHIU', 'communal heating or hot water not working'], accepts: ['HEAT'] },
  { names: ['ELECSTH01', 'storage heater not working'], accepts: ['HEATELEC'], keepSor: 'ELECSTH01' },
  { names: ['HEATBLK01', 'boiler leaking water'], accepts: ['HEATGAS', 'HEATOIL'], keepSor: 'HEATBLK01' },
  {
    names: [
      'HEATREP01',
      'heating or hot water repair',
      'HEATNONE01',
      'no heating or hot water',
      'HEATRAD01',
      'radiator not getting warm',
    ],
    accepts: ['HEATGAS', 'HEATOIL', 'HEAT', 'HEATELEC'],
  },
];

/** The heating types of an attribute such as HEAT+HEATELEC (null, unknown and none are left out). */
export function heatingTypes(attribute: string | null | undefined): HeatingType[] {
  if (!attribute) return [];
  return attribute.split('+').filter((t): t is HeatingType => t in HEATING_CONTEXTS);
}

/** Whether a context (a reason's description or code) is a heating repair the determination knows. */
export function isHeatingContext(context: string): boolean {
  return ruleFor(context) !== undefined;
}

/**
 * The heating determination (POST /works-orders/{zero id}/sor-determination). The property's
 * heating as sent must be what the gateway holds for one of the resident's homes
 * (`storedPropertyHeating`, each a list of types); otherwise, or when the home has no heating the
 * repair can be for, the answer is SSR049 (heating source mismatch). Communal heating needs HEAT on
 * the property, divided block, block or estate, else SSR069 (no communal heating).
 *
 * @example
 * determineHeating({ context: 'Heating or hot water repair', propertyAttribute: 'HEATGAS' }, [['HEATGAS']]);
 * // { repairContext: 'Individual gas heating', sor: 'HEATGAS01', errorCode: null }
 */
export function determineHeating(
  request: SorDeterminationRequest,
  storedPropertyHeating: string[][],
): SorDeterminationResult | undefined {
  const rule = ruleFor(request.context);
  if (!rule) return undefined;
  const failure = (errorCode: string) => ({ repairContext: null, sor: null, errorCode });
  const sent = heatingTypes(request.propertyAttribute);
  const sentKey = [...sent].sort().join('+');
  const known = storedPropertyHeating.some((types) => [...types].sort().join('+') === sentKey);
  if (!known) return failure('SSR049');
  if (rule.accepts.length === 1 && rule.accepts[0] === 'HEAT') {
    const above = [request.dividedBlockAttribute, request.blockAttribute, request.estateAttribute].flatMap(
      heatingTypes,
    );
    return [...sent, ...above].includes('HEAT') ? { ...HEATING_CONTEXTS.HEAT, errorCode: null } : failure('SSR069');
  }
  const type = rule.accepts.find((accepted) => sent.includes(accepted));
  if (!type) return failure('SSR049');
  const context = HEATING_CONTEXTS[type];
  return { repairContext: context.repairContext, sor: rule.keepSor ?? context.sor, errorCode: null };
}

/** The heating type a repair context (as answered by the determination) stands for. */
export function heatingTypeOfContext(repairContext: string): HeatingType | undefined {
  return (Object.keys(HEATING_CONTEXTS) as HeatingType[]).find(
    (type) => HEATING_CONTEXTS[type].repairContext.toLowerCase() === repairContext.trim().toLowerCase(),
  );
}

function ruleFor(context: string): ContextRule | undefined {
  const name = context.trim().toLowerCase();
  return CONTEXT_RULES.find((rule) => rule.names.some((candidate) => candidate.toLowerCase() === name));
}
