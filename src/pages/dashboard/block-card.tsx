import { useEffect, useId, useState } from 'react';
import { getAssetAssociates, isHandledByApp, type GatewayClient } from '../../../gateway/client';
import type { Asset, Associate } from '../../../schemas/generated/types';
import { useDashboardWords } from '../../i18n/dashboard-words';
import type { HomeBuildingsState } from './home-buildings';
import './dashboard-cards.css';

/** The neighbourhood manager of a home (GET /assets/{id}/associates; inherited from its estate); null when unknown. */
function useNeighbourhoodManager(client: GatewayClient, premisesId: string): Associate | null | undefined {
  const [loaded, setLoaded] = useState<{ premisesId: string; manager: Associate | null }>();
  useEffect(() => {
    const abort = new AbortController();
    getAssetAssociates(client, premisesId, { signal: abort.signal }).then(
      ({ data }) => !abort.signal.aborted && setLoaded({ premisesId, manager: data?.neighbourhoodManager ?? null }),
      (error: unknown) => {
        if (abort.signal.aborted || isHandledByApp(error)) return;
        console.warn('Could not read the neighbourhood manager', error);
        setLoaded({ premisesId, manager: null });
      },
    );
    return () => abort.abort();
  }, [client, premisesId]);
  return loaded?.premisesId === premisesId ? loaded.manager : undefined;
}

const addressOf = (asset: Asset) => asset.addresses.postalAddresses[0]?.formattedAddress ?? '-';

/** "Ms Joanna Kowalska, Riverside Neighbourhood Team", or the team alone when no person is named. */
function managerText(manager: Associate, words: ReturnType<typeof useDashboardWords>): string | undefined {
  const team = manager.organisation.name;
  const person = manager.person?.name;
  const name = [person?.title, person?.givenName, person?.surname].filter((part) => part?.trim()).join(' ');
  if (!name) return team && team !== 'UNKNOWN' ? team : undefined;
  return team && team !== 'UNKNOWN' ? words('block.team', { name, team }) : name;
}

/**
 * The block card (ACC-DSH-11; ACC-GWY-17, ACC-GWY-18): the
 * block (or divided block) and estate the chosen home belongs to, with their addresses, and the
 * neighbourhood manager who looks after them. A home on no block or estate has no card.
 */
export function BlockCard({
  client,
  premisesId,
  buildings,
}: {
  client: GatewayClient;
  premisesId: string;
  buildings: HomeBuildingsState;
}) {
  const words = useDashboardWords();
  const headingId = useId();
  const manager = useNeighbourhoodManager(client, premisesId);
  if (buildings && buildings !== 'error' && !buildings.block && !buildings.estate) return null;
  const heading =
    buildings && buildings !== 'error' && !buildings.block ? words('block.headingEstate') : words('block.headingBlock');
  const managerName = manager ? managerText(manager, words) : undefined;
  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      {buildings === undefined && (
        <p role="status" aria-busy="true">
          {words('block.loading')}
        </p>
      )}
      {buildings === 'error' && <p className="alert alert--warning">{words('block.failed')}</p>}
      {buildings && buildings !== 'error' && (
        <dl className="summary-list">
          {buildings.block && (
            <div className="summary-list__row">
              <dt>{words('block.building')}</dt>
              <dd>{addressOf(buildings.block)}</dd>
            </div>
          )}
          {buildings.estate && (
            <div className="summary-list__row">
              <dt>{words('block.estate')}</dt>
              <dd>{addressOf(buildings.estate)}</dd>
            </div>
          )}
          {managerName && (
            <div className="summary-list__row">
              <dt>{words('block.neighbourhoodManager')}</dt>
              <dd>{managerName}</dd>
            </div>
          )}
        </dl>
      )}
    </section>
  );
}
