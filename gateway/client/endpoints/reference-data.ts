import type { ReferenceData, ReferenceDataEntry } from '../../../schemas/generated/types';
import type { GatewayClient, GatewayResponse } from '../gateway-client';
import { gatewayPath } from '../gateway-url';
import type { EndpointOptions } from './endpoint-options';

/** The gateway's reference-data services, as the spec's paths name them. */
export type ReferenceDataArea = 'assets' | 'cases' | 'collection';

/** Namespaces the portal asks for. */
export const ReferenceNamespace = {
  caseTypes: 'case-types',
  financialReferralReasons: 'financial-referral-reason',
} as const;

/** Key of the key-value master data entry holding the damp and mould questions. */
export const DAMP_MOULD_ENTRY_ID = '47';

/**
 * GET /reference-data/{area}/reference-data?NamespaceNames=...: the entries of the named namespaces,
 * in the order asked.
 *
 * @example
 * const { data } = await getReferenceData(client, 'cases', [ReferenceNamespace.caseTypes]);
 * const caseTypes = data?.namespaces[0]?.referenceData ?? [];
 */
export function getReferenceData(
  client: GatewayClient,
  area: ReferenceDataArea,
  namespaceNames: readonly string[],
  options?: EndpointOptions,
): Promise<GatewayResponse<ReferenceData>> {
  if (namespaceNames.length === 0) throw new TypeError('Name at least one reference-data namespace.');
  return client.get<ReferenceData>(gatewayPath`/reference-data/${area}/reference-data`, {
    ...options,
    query: { NamespaceNames: namespaceNames.join(',') },
  });
}

/**
 * GET /reference-data/key-value/{entryId}: one master data entry (47: the damp and mould questions).
 *
 * @example
 * const { data: entry } = await getKeyValueEntry(client, DAMP_MOULD_ENTRY_ID);
 */
export function getKeyValueEntry(
  client: GatewayClient,
  entryId: string,
  options?: EndpointOptions,
): Promise<GatewayResponse<ReferenceDataEntry>> {
  return client.get<ReferenceDataEntry>(gatewayPath`/reference-data/key-value/${entryId}`, options);
}
