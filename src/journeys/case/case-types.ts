import type { CaseType } from '../../../schemas/generated/types';

/**
 * The case types a resident may raise for a tenancy group (ACC-CAS-03): visible
 * for self-service, with the group or All among their tenancy groups, in the given order.
 */
export function caseTypesOfferedTo(types: readonly CaseType[], group: string): CaseType[] {
  return types.filter(
    (type) => type.isVisibleForSelfServe && (type.tenancyGroups.includes(group) || type.tenancyGroups.includes('All')),
  );
}

/**
 * The chosen case type as load-case-type gives it (the fact case-type-detail): the master entry
 * of the type, the attributes its options depend on, and the tenancy and assets the case is about.
 */
export interface CaseTypeDetail extends Pick<
  CaseType,
  'id' | 'description' | 'subType' | 'subTypeCategory' | 'assetType' | 'additionalInfo'
> {
  /** Case category for team determination; NA when the type has none. */
  category: string;
  /** What options' dependsOnAttributes are matched against (the journey's optionAttributes). */
  tenancyAttributes: { TenancyType: string };
  tenancyIdentifier: string;
  tenancyType: string;
  /** The property the request is about (premises id). */
  propertyId: string;
  /** The block the property is in, when the type is about the block and there is one. */
  blockId: string | null;
}
