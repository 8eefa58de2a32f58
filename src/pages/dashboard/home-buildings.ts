import { useEffect, useState } from 'react';
import { getAssetHierarchy, isHandledByApp, type GatewayClient } from '../../../gateway/client';
import type { Asset } from '../../../schemas/generated/types';

/** A building of 18 metres or more, or of seven storeys or more, is high-rise (ACC-BSF-01). */
export const HIGH_RISE_METRES = 18;
export const HIGH_RISE_STOREYS = 7;

/** The buildings a home belongs to, nearest first. */
export interface HomeBuildings {
  /** The nearest block or divided block above the home (none for a house). */
  block: Asset | undefined;
  /** The estate (or estate area) above the home. */
  estate: Asset | undefined;
  /** The nearest high-rise block above the home, which has building safety information. */
  highRise: Asset | undefined;
}

/**
 * Whether an asset is a high-rise building: its high-rise status, or its height (18 m or more)
 * or storeys (seven or more) where recorded.
 *
 * @example
 * isHighRise({ ...tower, heightMetres: 21, storeys: 7 }); // true
 */
export function isHighRise(asset: Asset): boolean {
  return (
    asset.statuses.isHighRise === true ||
    (asset.heightMetres ?? 0) >= HIGH_RISE_METRES ||
    (asset.storeys ?? 0) >= HIGH_RISE_STOREYS
  );
}

const BLOCK_TYPES: readonly string[] = ['Block', 'Divided block'];
const ESTATE_TYPES: readonly string[] = ['Estate', 'Estate Area'];

/**
 * Reads the buildings out of a home's hierarchy (GET /assets/{id}/assets: the home first, then
 * each asset above it).
 *
 * @example
 * buildingsOf([flat, tower, estate]); // { block: tower, estate, highRise: tower }
 */
export function buildingsOf(hierarchy: readonly Asset[]): HomeBuildings {
  const above = hierarchy.slice(1);
  const blocks = above.filter((asset) => BLOCK_TYPES.includes(asset.assetType));
  return {
    block: blocks[0],
    estate: above.find((asset) => ESTATE_TYPES.includes(asset.assetType)),
    highRise: blocks.find(isHighRise),
  };
}

/** The buildings of a home, or 'error' when they cannot be read; undefined while loading. */
export type HomeBuildingsState = HomeBuildings | 'error' | undefined;

/**
 * The buildings above the chosen home (block, estate, the high-rise one), read once per home
 * and shared by the block card and the building safety card.
 */
export function useHomeBuildings(client: GatewayClient, premisesId: string): HomeBuildingsState {
  const [loaded, setLoaded] = useState<{ premisesId: string; buildings: HomeBuildings | 'error' }>();
  useEffect(() => {
    const abort = new AbortController();
    getAssetHierarchy(client, premisesId, { signal: abort.signal }).then(
      ({ data = [] }) => !abort.signal.aborted && setLoaded({ premisesId, buildings: buildingsOf(data) }),
      (error: unknown) => {
        if (abort.signal.aborted || isHandledByApp(error)) return;
        console.warn('Could not read the buildings above the home', error);
        setLoaded({ premisesId, buildings: 'error' });
      },
    );
    return () => abort.abort();
  }, [client, premisesId]);
  return loaded?.premisesId === premisesId ? loaded.buildings : undefined;
}
