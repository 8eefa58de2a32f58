import { declaredPayloads, type EffectRegistry, type OperationName } from '../../engine/browser';
import {
  getCustomer,
  getCustomerTenancies,
  getReferenceData,
  ReferenceNamespace,
  submitFinancialReferral,
} from '../../gateway/client';
import type { FinancialReferral, FinancialReferralReason } from '../../schemas/generated/types';
import { activeTenancies } from '../customer/catalyst';
import { caseOperations } from './case/case-operations';
import type { SavedNumber } from './financial-referral';
import { failAs } from './journey-failure';
import { referralAccountFor } from './referral-account';
import type { JourneyHostModule, OperationContext } from './journey-host-types';

export type { OperationContext } from './journey-host-types';

/** The premises a request is about: the property chosen on the dashboard, else the first active tenancy's. */
async function premisesOf(context: OperationContext): Promise<string> {
  const chosen = context.premisesId();
  if (chosen) return chosen;
  const { data: tenancies = [] } = await getCustomerTenancies(context.client, context.customerId);
  const first = activeTenancies(tenancies)[0]?.premisesIds[0];
  if (!first) throw new Error('The resident has no active tenancy to make the request about.');
  return first;
}

/**
 * The portal's implementations of the operations journeys name (engine/operations): each calls
 * the gateway through the typed client, with the operations of the journey's own host module
 * (journey-catalogue.ts). Operations of journeys the portal does not offer yet are absent; the
 * portal's journey test fails when an offered journey names one.
 *
 * @example
 * const registry = portalOperations({ client, customerId, premisesId: () => selected, saveDraft, deleteDraft }, repairHost);
 * await continueWithEffects(journey, snapshot, registry);
 */
export function portalOperations(
  context: OperationContext,
  host: JourneyHostModule = {},
): EffectRegistry & Partial<Record<OperationName, unknown>> {
  const { client, customerId } = context;
  const savedNumbers = async (): Promise<SavedNumber[]> => {
    const { data: customer } = await getCustomer(client, customerId);
    return (customer?.addresses.telecomsAddresses ?? []).flatMap((entry): SavedNumber[] =>
      entry.number.trim() ? [{ type: entry.telecomsAddressType, number: entry.number.trim() }] : [],
    );
  };
  const operations: Partial<Record<OperationName, EffectRegistry[string]>> = {
    ...host.operations?.(context),
    ...caseOperations(context),
    'load-financial-referral-reasons': () =>
      failAs('Financial_API_Error', async () => {
        const { data } = await getReferenceData(client, 'collection', [ReferenceNamespace.financialReferralReasons]);
        return (data?.namespaces[0]?.referenceData ?? []).map((entry) => entry.value as FinancialReferralReason);
      }),
    // Each journey names the message of its own error page (REP-ERR-08: the repair journey's
    // repair_Journey_Error_Message1); one that names none gets the generic message, never another journey's.
    'load-contact-numbers': (params) =>
      failAs(typeof params.failureMessageKey === 'string' ? params.failureMessageKey : 'Generic_Error', savedNumbers),
    // What the referral sends is the journey's (journeys/referral.json payloads, ACC-FIN-07), built
    // by the journey session; the asset of the home it is raised about is this operation's to add.
    'submit-financial-referral': (params) =>
      failAs('Financial_API_Error', async () => {
        const { referral } = declaredPayloads<{ referral: Omit<FinancialReferral, 'assetIdentifier'> }>(
          params,
          'submit-financial-referral',
        );
        const premisesId = await premisesOf(context);
        const accountId = await referralAccountFor(client, customerId, premisesId);
        const payload: FinancialReferral = { ...referral, assetIdentifier: premisesId };
        const { data } = await submitFinancialReferral(client, customerId, accountId, payload);
        return data;
      }),
    'save-draft': async (_params, scope) => {
      context.saveDraft(scope);
      return null;
    },
    'delete-draft': async () => {
      context.deleteDraft();
      return null;
    },
  };
  return operations as EffectRegistry;
}
