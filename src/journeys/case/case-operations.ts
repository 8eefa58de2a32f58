import type { EffectRegistry, OperationName, Scope } from '../../../engine/browser';
import type { GatewayClient } from '../../../gateway/client';
import { JOURNEY_ERROR_PATH, JourneyFailureError } from '../journey-failure';
import type { CaseTypeDetail } from './case-types';

/** The calls behind the operations, in a chunk of their own: loaded with the first one that runs. */
const lookups = () => import('./case-lookups');

/**
 * The property the case is about: the chosen one (params.property), else the resident's only one
 * (chosen-property.ts, the engine's derivation, which comes with the first operation).
 */
async function propertyOf(params: Record<string, unknown>, scope: Scope): Promise<string> {
  const { chosenProperty } = await import('../chosen-property');
  const premisesId = typeof params.property === 'string' ? params.property : chosenProperty(scope);
  // Without a property there is no case data to load (ACC-CAS-17: Service_API_Error).
  if (!premisesId)
    throw new JourneyFailureError(JOURNEY_ERROR_PATH, 'Service_API_Error', {
      cause: new Error('No property is chosen for the request.'),
    });
  return premisesId;
}

/**
 * The portal's implementations of the case journey's operations (engine/operations): the case
 * types offered for the property, the chosen type with its questions, and the case created.
 *
 * @example
 * const registry = { ...portalOperations(context), ...caseOperations({ client, customerId }) };
 */
export function caseOperations(context: {
  client: GatewayClient;
  customerId: string;
}): Partial<Record<OperationName, EffectRegistry[string]>> {
  const { client, customerId } = context;
  return {
    'load-case-types': async (params, scope) =>
      (await lookups()).loadCaseTypes(client, customerId, await propertyOf(params, scope)),
    'load-case-type': async (params, scope) =>
      (await lookups()).loadCaseType(client, customerId, await propertyOf(params, scope), String(params.caseTypeId)),
    'submit-case': async (params) => {
      const detail = params.caseType as CaseTypeDetail | undefined;
      if (!detail?.id)
        throw new JourneyFailureError(JOURNEY_ERROR_PATH, 'Service_API_Error', {
          cause: new Error('The request has no case type to send.'),
        });
      return (await lookups()).submitCase(client, customerId, detail, params);
    },
  };
}
