import { useEffect, useState } from 'react';
import { type GatewayClient, getAssetHierarchy, isHandledByApp } from '../../gateway/client';
import type { RepairArea } from '../../schemas/generated/types';
import { loadCustomerProperties, type CustomerProperty } from './customer-properties';

/** The areas a repair can be in, in the order the area filter offers them. */
export const AREAS: readonly RepairArea[] = ['Property', 'Divided block', 'Block', 'Estate'];

/** One area of the chosen home: the assets whose repairs it covers. */
export interface AreaAssets {
  area: RepairArea;
  assetIds: string[];
}

/** The customer's properties, and the areas (home, block, estate) of the chosen one. */
export type RepairScope =
  | { state: 'loading' }
  | { state: 'error' }
  | { state: 'ready'; properties: CustomerProperty[]; property: CustomerProperty | undefined; areas: AreaAssets[] };

const AREA_OF_ASSET: Record<string, RepairArea | undefined> = {
  Property: 'Property',
  'Divided block': 'Divided block',
  Block: 'Block',
  Estate: 'Estate',
  'Estate Area': 'Estate',
};

/** The ids of the assets an area filter covers: every area's for 'all'. */
export function assetIdsOf(areas: readonly AreaAssets[], area = 'all'): string[] {
  return areas.filter((entry) => area === 'all' || entry.area === area).flatMap((entry) => entry.assetIds);
}

/**
 * The areas of a home whose repairs are the resident's: the home, and the assets above it
 * (GET /assets/{id}/assets) — divided block, block and estate. When the assets above cannot be
 * read, the home alone. undefined while loading (or without a home). The repairs list and the
 * dashboard's repairs card both search these.
 */
export function useRepairAreas(client: GatewayClient, premisesId: string | undefined): AreaAssets[] | undefined {
  const [hierarchy, setHierarchy] = useState<{ premisesId: string; areas: AreaAssets[] }>();

  useEffect(() => {
    if (!premisesId) return;
    let current = true;
    const homeOnly = [{ area: 'Property' as const, assetIds: [premisesId] }];
    getAssetHierarchy(client, premisesId).then(
      ({ data: assets = [] }) => {
        const byArea = new Map<RepairArea, string[]>();
        for (const asset of assets) {
          const area = AREA_OF_ASSET[asset.assetType];
          if (area) byArea.set(area, [...(byArea.get(area) ?? []), asset.id]);
        }
        const areas = AREAS.filter((area) => byArea.has(area)).map((area) => ({ area, assetIds: byArea.get(area)! }));
        if (current) setHierarchy({ premisesId, areas: areas.length ? areas : homeOnly });
      },
      (error: unknown) => {
        console.warn('Could not read the buildings above the home; searching the home only', error);
        if (current) setHierarchy({ premisesId, areas: homeOnly });
      },
    );
    return () => {
      current = false;
    };
  }, [client, premisesId]);

  return premisesId !== undefined && hierarchy?.premisesId === premisesId ? hierarchy.areas : undefined;
}

/**
 * The customer's properties (homes first), 'error' when they cannot be read (a failure the app
 * handles itself, such as a 401, changes nothing), undefined while loading. With `failureNote`,
 * a failure is also logged with that note.
 */
export function useCustomerProperties(
  client: GatewayClient,
  customerId: string,
  failureNote?: string,
): CustomerProperty[] | 'error' | undefined {
  const [properties, setProperties] = useState<CustomerProperty[] | 'error'>();
  useEffect(() => {
    let current = true;
    loadCustomerProperties(client, customerId).then(
      (loaded) => current && setProperties(loaded),
      (error: unknown) => {
        if (!current || isHandledByApp(error)) return;
        if (failureNote) console.warn(failureNote, error);
        setProperties('error');
      },
    );
    return () => {
      current = false;
    };
  }, [client, customerId, failureNote]);
  return properties;
}

/**
 * Loads the customer's properties and, for the chosen one (or the first), its areas
 * (useRepairAreas): its repairs are those on the home, its block and its estate.
 */
export function useRepairScope(client: GatewayClient, customerId: string, premisesId: string | undefined): RepairScope {
  const properties = useCustomerProperties(client, customerId);

  const property =
    properties === 'error' || !properties
      ? undefined
      : (properties.find((p) => p.premisesId === premisesId) ?? properties[0]);
  const areas = useRepairAreas(client, property?.premisesId);

  if (properties === 'error') return { state: 'error' };
  if (!properties) return { state: 'loading' };
  if (!property) return { state: 'ready', properties, property: undefined, areas: [] };
  if (!areas) return { state: 'loading' };
  return { state: 'ready', properties, property, areas };
}
