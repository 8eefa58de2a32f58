import { declaredPayloads } from '../../../engine/browser';
import {
  createCase,
  determineCaseTeam,
  type GatewayClient,
  getAssetAssociates,
  getAssetHierarchy,
  getCase,
  getCustomerTenancies,
  getReferenceData,
  getTenancyGroup,
  isHandledByApp,
  ReferenceNamespace,
} from '../../../gateway/client';
import type { CaseCreate, CaseType } from '../../../schemas/generated/types';
import { failAs } from '../journey-failure';
import { caseTypesOfferedTo, type CaseTypeDetail } from './case-types';

/** Message of a failure to load the case data, the landlord or the owning team (ACC-CAS-17). */
export const CASE_DATA_FAILED = 'Service_API_Error';
/** Message of a failure to create the case (ACC-CAS-17). */
export const CASE_CREATE_FAILED = 'Case_CC023';

/** A case type offered in the autocomplete of /caseType. */
export interface CaseTypeChoice {
  id: string;
  description: string;
  keywords: string[];
}

/** The tenancy of the property the request is about. */
interface PropertyTenancy {
  group: string;
  tenancyIdentifier: string;
  tenancyType: string;
}

/** The property's tenancy group (GET …/premises/{premId}/tenancies) and the tenancy's type code. */
async function tenancyOf(client: GatewayClient, customerId: string, premisesId: string): Promise<PropertyTenancy> {
  const [{ data: group }, { data: tenancies = [] }] = await Promise.all([
    getTenancyGroup(client, customerId, premisesId),
    getCustomerTenancies(client, customerId),
  ]);
  if (!group) throw new Error(`No tenancy group for ${premisesId}.`);
  const tenancy =
    tenancies.find((candidate) => candidate.tenancyId === group.tenancyIdentifier) ??
    tenancies.find((candidate) => candidate.premisesIds.includes(premisesId));
  return {
    group: group.tenancyGroup,
    tenancyIdentifier: group.tenancyIdentifier,
    tenancyType: tenancy?.tenancyType ?? '',
  };
}

/** The case types of the reference data offered to a tenancy group (caseTypesOfferedTo). */
export async function offeredCaseTypes(client: GatewayClient, group: string): Promise<CaseType[]> {
  const { data } = await getReferenceData(client, 'cases', [ReferenceNamespace.caseTypes]);
  return caseTypesOfferedTo(
    (data?.namespaces[0]?.referenceData ?? []).map((entry) => entry.value as CaseType),
    group,
  );
}

/**
 * The case types offered for the chosen property, as the autocomplete ranks them (by description and keywords).
 *
 * @example
 * await loadCaseTypes(client, 'CUS-100003', 'AST-30004') // [{ id: 'CT-LOSTFOB', description: 'Lost fob', keywords: [...] }, ...]
 */
export function loadCaseTypes(
  client: GatewayClient,
  customerId: string,
  premisesId: string,
): Promise<CaseTypeChoice[]> {
  return failAs(CASE_DATA_FAILED, async () => {
    const { group } = await tenancyOf(client, customerId, premisesId);
    return (await offeredCaseTypes(client, group)).map(({ id, description, keywords }) => ({
      id,
      description,
      keywords,
    }));
  });
}

/**
 * The chosen case type in full (its questions), with the tenancy's attributes its options depend
 * on and the tenancy and assets the case will be about: the block above the property for a type
 * about the block (GET /assets/{id}/assets), the property otherwise or when there is no block.
 */
export function loadCaseType(
  client: GatewayClient,
  customerId: string,
  premisesId: string,
  caseTypeId: string,
): Promise<CaseTypeDetail> {
  return failAs(CASE_DATA_FAILED, async () => {
    const tenancy = await tenancyOf(client, customerId, premisesId);
    const type = (await offeredCaseTypes(client, tenancy.group)).find((candidate) => candidate.id === caseTypeId);
    if (!type) throw new Error(`Case type ${caseTypeId} is not offered for ${premisesId}.`);
    let blockId: string | null = null;
    if (type.assetType === 'Block') {
      const { data: chain = [] } = await getAssetHierarchy(client, premisesId);
      blockId = chain.find((asset) => asset.assetType === 'Block')?.id ?? null;
    }
    return {
      id: type.id,
      description: type.description,
      subType: type.subType,
      subTypeCategory: type.subTypeCategory,
      category: type.category ?? 'NA',
      assetType: type.assetType,
      additionalInfo: type.additionalInfo,
      tenancyAttributes: { TenancyType: tenancy.tenancyType },
      tenancyIdentifier: tenancy.tenancyIdentifier,
      tenancyType: tenancy.tenancyType,
      propertyId: premisesId,
      blockId,
    };
  });
}

/** What submit-case gives the journey: the new case, and the reference the dashboard's banner names. */
export interface CaseCreated {
  caseIdentifier: string;
  caseReferenceNumber: string;
}

/**
 * Creates the case (ACC-CAS-12, ACC-CAS-15): the landlord of the property
 * (GET /assets/{id}/associates), the owning team (POST /case-team-determination, channel
 * CustomerSelfService), then POST /cases with the creation payload, and the new case's reference
 * (GET /cases/{id}). Service_API_Error when the landlord or the team cannot be had, Case_CC023
 * when the case cannot be created.
 */
export async function submitCase(
  client: GatewayClient,
  customerId: string,
  detail: CaseTypeDetail,
  params: Record<string, unknown>,
): Promise<CaseCreated> {
  // What the case sends is the journey's (journeys/case.json payloads.submit-case), built by the
  // journey session; the owning team and the customer are this operation's to add (ACC-CAS-15).
  const declared = declaredPayloads<{ case: Omit<CaseCreate, 'assignee' | 'assigneeType'> }>(
    params,
    'submit-case',
  ).case;
  if (declared.contactDetails?.relationId === undefined)
    throw new Error(`"${String(declared.contactDetails?.relation)}" is not a case contact relation.`);
  const team = await failAs(CASE_DATA_FAILED, async () => {
    const { data: associates } = await getAssetAssociates(client, detail.propertyId);
    const { data } = await determineCaseTeam(client, {
      channel: 'CustomerSelfService',
      caseSubType: detail.subType,
      caseSubTypeCategory: detail.subTypeCategory,
      landLord: associates?.landLord.organisation.name ?? 'UNKNOWN',
      tenancyType: detail.tenancyType,
      caseCategory: detail.category || 'NA',
    });
    if (!data) throw new Error('Team determination gave no team.');
    return data;
  });
  const payload: CaseCreate = {
    ...declared,
    assignee: team.owningTeam,
    assigneeType: team.owningTeamCategory,
    identifiers: { ...declared.identifiers, customerIdentifier: customerId },
  };
  const caseIdentifier = await failAs(CASE_CREATE_FAILED, async () => {
    const { data } = await createCase(client, payload);
    if (!data?.caseIdentifier) throw new Error('POST /cases gave no case identifier.');
    return data.caseIdentifier;
  });
  // The case exists now: a reference that cannot be read back is not a failure to create it.
  const reference = await getCase(client, caseIdentifier).then(
    ({ data }) => data?.caseRefNo,
    (error: unknown) => {
      if (isHandledByApp(error)) throw error;
      return undefined;
    },
  );
  return { caseIdentifier, caseReferenceNumber: reference ?? caseIdentifier };
}
