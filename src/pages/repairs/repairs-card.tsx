import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { type GatewayClient, isHandledByApp, searchWorkOrders } from '../../../gateway/client';
import type { WorkOrderListItem } from '../../../schemas/generated/types';
import { CreateRepairButton } from './create-repair-button';
import { detailsPath } from './history/list-item-view';
import { useNamedRepairRows } from './history/use-repair-rows';
import { assetIdsOf, useRepairAreas } from '../../properties/use-repair-scope';
import { RepairsError } from './repairs-error';
import { useRepairsWords } from './repairs-words';
import { StatusTag } from '../../lists/status-tag';
import { FULL_DESCRIPTION_FLAG, MAINTENANCE_FLAG, useConfigurationFlag } from '../../config/use-configuration-flag';
import { CatalystRepairsNotice, useRepairsOffered } from './catalyst-repairs';
import type { CustomerProperty } from '../../properties/customer-properties';
import './repairs.css';

/**
 * The newest repair of the resident's home, of whichever kind: on the home, or communal on its
 * divided block, block or estate — the areas the repairs list searches (useRepairAreas). GET
 * /search/works-orders with limit 1, newest first, raised since the tenancy started
 * (ACC-GWY-24). null: none; 'error': the search failed.
 */
function useLatestRepair(
  client: GatewayClient,
  property: CustomerProperty,
): WorkOrderListItem | null | 'error' | undefined {
  const [latest, setLatest] = useState<{ key: string; item: WorkOrderListItem | null | 'error' }>();
  const { premisesId, tenancyStartDate } = property;
  const areas = useRepairAreas(client, premisesId);
  // One string, so the search runs again only when the assets (or the tenancy) change.
  const key = areas && JSON.stringify([assetIdsOf(areas), tenancyStartDate]);
  useEffect(() => {
    if (!key) return;
    let current = true;
    const [propertiesIds, raisedSince] = JSON.parse(key) as [string[], string];
    searchWorkOrders(client, { propertiesIds, orderBy: 'raisedDate desc', raisedSince, limit: 1 }).then(
      ({ data }) => current && setLatest({ key, item: data?.worksOrders[0] ?? null }),
      (error: unknown) => {
        if (current && !isHandledByApp(error)) setLatest({ key, item: 'error' });
      },
    );
    return () => {
      current = false;
    };
  }, [client, key]);
  return key !== undefined && latest?.key === key ? latest.item : undefined;
}

/**
 * The dashboard's repairs card: the most recent repair, View history and Create repair (disabled
 * in maintenance; for a catalyst customer who cannot report repairs online, CatalystRepairsNotice
 * in its place).
 */
export function RepairsCard({
  client,
  property,
  customerId,
}: {
  client: GatewayClient;
  property: CustomerProperty;
  customerId?: string;
}) {
  const words = useRepairsWords();
  const headingId = useId();
  const latest = useLatestRepair(client, property);
  const maintenance = useConfigurationFlag(client, MAINTENANCE_FLAG);
  const fullDescriptionFlag = useConfigurationFlag(client, FULL_DESCRIPTION_FLAG);
  // Not offered outside maintenance: the catalyst restriction of the repair journey's rule.
  const catalystRestricted = useRepairsOffered(client, customerId) === false && maintenance === false;
  const {
    rows: [row],
    naming,
  } = useNamedRepairRows(client, latest && latest !== 'error' ? [latest] : [], words, fullDescriptionFlag === true);
  // The repair shows once its words are final: the description rule's setting read and a draft's
  // problem name found, so the card's lines do not change length, and move the cards below, after
  // it appeared (ACC-DSH-15).
  const loading =
    latest === undefined || (latest !== null && latest !== 'error' && (fullDescriptionFlag === undefined || naming));
  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId}>{words('card.heading')}</h2>
      {maintenance && <p className="alert alert--warning">{words('maintenance.title')}</p>}
      {loading && (
        <p className="card-loading--repair" role="status" aria-busy="true">
          {words('card.loading')}
        </p>
      )}
      {latest === 'error' && <RepairsError messageKey="retrieve_repair_Error_Message" words={words} />}
      {latest === null && <p>{words('NO_repairs')}</p>}
      {row && !loading && (
        <>
          <h3 className="repair-card__heading">{words('card.latest')}</h3>
          <dl className="summary-list">
            <div className="summary-list__row">
              <dt>{words('list.column.description')}</dt>
              <dd>
                <Link to={detailsPath(row.id)}>{row.description}</Link>
              </dd>
            </div>
            <div className="summary-list__row">
              <dt>{words('list.column.reference')}</dt>
              <dd>{row.reference}</dd>
            </div>
            <div className="summary-list__row">
              <dt>{words('list.column.raised')}</dt>
              <dd>{row.raised}</dd>
            </div>
            <div className="summary-list__row">
              <dt>{words('list.column.status')}</dt>
              <dd>
                <StatusTag label={row.status} tone={row.tone} />
              </dd>
            </div>
          </dl>
        </>
      )}
      <div className="button-group">
        <Link className="button button--secondary" to="/historicRepairs">
          {words('card.viewHistory')}
        </Link>
        {!catalystRestricted && <CreateRepairButton disabled={maintenance !== false} words={words} />}
      </div>
      {catalystRestricted && <CatalystRepairsNotice />}
    </section>
  );
}
