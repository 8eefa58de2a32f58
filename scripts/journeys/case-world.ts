import type { Facts, Scope } from '../../engine';
import { CASE_TYPES } from '../../gateway/server/seed/case-types';
import { MORE_CASE_TYPES } from '../../gateway/server/seed/case-types-household';
import { PERSONA } from '../../gateway/server/seed/personas';
import type { CaseType } from '../../schemas/generated/types';
import { caseTypesOfferedTo } from '../../src/journeys/case/case-types';

const amara = PERSONA.amara;

/** Every seeded case type, staff-only ones included (the reference data of namespace case-types). */
export const SEEDED_CASE_TYPES: readonly CaseType[] = [...CASE_TYPES, ...MORE_CASE_TYPES];

/** The seeded types a resident may raise themselves (ACC-CAS-03). */
export const SELF_SERVICE_CASE_TYPES: readonly CaseType[] = SEEDED_CASE_TYPES.filter(
  (type) => type.isVisibleForSelfServe,
);

/** Amara's tenancy: one house, general needs (tenancy group Social, tenancy type GNT). */
const AMARA_TENANCY = { group: 'Social', attributes: { TenancyType: 'GNT' } };

/**
 * What the case journey's operations return in the paths' world, with the given types offered:
 * the operations of src/journeys/case, answered from the seeded reference data as the gateway
 * answers Amara.
 */
export function caseResults(
  types: readonly CaseType[],
): Record<string, (params: Record<string, unknown>, scope: Scope) => unknown> {
  return {
    'load-case-types': () => types.map(({ id, description, keywords }) => ({ id, description, keywords })),
    // As load-case-type answers Amara (src/journeys/case/case-lookups.ts): the type with the tenancy
    // and the home the request is about (her house is in no block).
    'load-case-type': (params) => {
      const type = types.find((candidate) => candidate.id === params.caseTypeId);
      return type
        ? {
            ...type,
            category: (type as { category?: string }).category ?? 'NA',
            tenancyAttributes: AMARA_TENANCY.attributes,
            tenancyIdentifier: amara.tenancyId,
            tenancyType: AMARA_TENANCY.attributes.TenancyType,
            propertyId: typeof params.property === 'string' ? params.property : amara.houseAssetId,
            blockId: null,
          }
        : { additionalInfo: [] };
    },
    'load-contact-numbers': () => [
      { type: 'mobilePhone', number: amara.mobilePhone },
      { type: 'homePhone', number: amara.homePhone },
    ],
    'submit-case': () => ({ caseIdentifier: 'CASE-PATH-1', caseReferenceNumber: 'CRN-PATH-1' }),
    'save-draft': () => null,
    'delete-draft': () => null,
  };
}

/** The facts the case journey is given for Amara: one home, so the property page is passed over. */
export const CASE_FACTS: Facts = {
  properties: [{ premisesId: amara.houseAssetId, address: 'Amara’s home' }],
  'has-one-property': true,
};

/** The types Amara is offered, by the portal's own rule. */
export const AMARA_CASE_TYPES = caseTypesOfferedTo(SEEDED_CASE_TYPES, AMARA_TENANCY.group);
