import type { Insertable } from 'kysely';
import type { RepairReasonsTable } from '../db/tables';

/** Repair locations (the location dropdown) and their identifiers. */
export const REPAIR_LOCATIONS = {
  Bathroom: 1,
  Bedroom: 2,
  Kitchen: 3,
  'Living room': 4,
  'Hallway and stairs': 5,
  'Outside and garden': 6,
  Roof: 7,
  Windows: 8,
  'Whole property': 9,
  'Doors and locks': 10,
  'Heating and hot water': 11,
  Electrics: 12,
  'Plumbing and drains': 13,
  'Communal areas': 14,
  Lifts: 15,
  'Bin stores': 16,
  'Estate grounds': 17,
  'Door entry and security': 18,
  'Damp and mould': 19,
} as const;

export type RepairLocation = keyof typeof REPAIR_LOCATIONS;

/** P: a home (asset type Property). C: communal parts (block, divided block, estate). */
export type ReasonScope = 'P' | 'C' | 'PC';

export interface SupplementaryQuestion {
  description: string;
  assetType: 'Property' | 'Communal';
  tenancyTypes: string[];
  isEligible: boolean;
}

export interface ReasonOptions {
  question?: SupplementaryQuestion;
  catalyst?: boolean;
  /** Reasons kept for staff and for replacements (COMPUMP), not offered when reporting. */
  notForCreation?: boolean;
}

/** One repair_reasons row. */
export function reason(
  id: string,
  description: string,
  priority: 'EME' | 'NA',
  sorCode: string,
  trade: string,
  location: RepairLocation,
  element: string | null,
  scope: ReasonScope,
  keywords: string[],
  options: ReasonOptions = {},
): Insertable<RepairReasonsTable> {
  return {
    id,
    description,
    priority,
    sor_code: sorCode,
    trade,
    repair_location: location,
    repair_location_id: REPAIR_LOCATIONS[location],
    element,
    asset_types: scope === 'P' ? ['Property'] : scope === 'C' ? ['Communal'] : ['Property', 'Communal'],
    is_used_for_creation: !options.notForCreation,
    is_catalyst: options.catalyst ?? false,
    keywords,
    additional_data: options.question ? JSON.stringify(options.question) : null,
  };
}

/** A supplementary question for homes of general-needs tenants and leaseholders. */
export function homeQuestion(
  description: string,
  isEligible = true,
  tenancyTypes = ['GNT', 'LEASE'],
): SupplementaryQuestion {
  return { description, assetType: 'Property', tenancyTypes, isEligible };
}

/** A supplementary question about communal parts. */
export function communalQuestion(description: string, isEligible = true): SupplementaryQuestion {
  return { description, assetType: 'Communal', tenancyTypes: ['GNT', 'LEASE', 'GARAGE'], isEligible };
}
