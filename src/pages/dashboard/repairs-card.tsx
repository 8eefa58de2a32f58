import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { GatewayError, isAppPolicyAction, searchWorkOrders, type GatewayClient } from '../../../gateway/client';
import type { WorkOrderListItem } from '../../../schemas/generated/types';
import { CreateRepairButton } from '../repairs/create-repair-button';
import { detailsPath, repairRow } from '../repairs/history/list-item-view';
import { RepairsError } from '../repairs/repairs-error';
import { useRepairsWords } from '../repairs/repairs-words';
import { StatusTag } from '../repairs/status-tag';
import { FULL_DESCRIPTION_FLAG, MAINTENANCE_FLAG, useConfigurationFlag } from '../repairs/use-configuration-flag';
import type { CustomerProperty } from './customer-properties';
import '../repairs/repairs.css';

/**
 * The newest repair on a property: GET /search/works-orders with limit 1, newest first, raised
 * since the tenancy started (accounts-cases-gateway.md §7). null: none; 'error': the search failed.
 */
function useLatestRepair(
  client: GatewayClient,
  property: CustomerProperty,
): WorkOrderListItem | null | 'error' | undefined {
  const [latest, setLatest] = useState<{ premisesId: string; item: WorkOrderListItem | null | 'error' }>();
  const { premisesId, tenancyStartDate } = property;
  useEffect(() => {
    let current = true;
    searchWorkOrders(client, {
      propertiesIds: [premisesId],
      orderBy: 'raisedDate desc',
      raisedSince: tenancyStartDate,
      limit: 1,
    }).then(
      ({ data }) => current && setLatest({ premisesId, item: data?.worksOrders[0] ?? null }),
      (error: unknown) => {
        if (current && !(error instanceof GatewayError && isAppPolicyAction(error.action)))
          setLatest({ premisesId, item: 'error' });
      },
    );
    return () => {
      current = false;
    };
  }, [client, premisesId, tenancyStartDate]);
  return latest?.premisesId === premisesId ? latest.item : undefined;
}

/** The dashboard's repairs card: the most recent repair, View history and Create repair (disabled in maintenance). */
export function RepairsCard({ client, property }: { client: GatewayClient; property: CustomerProperty }) {
  const words = useRepairsWords();
  const headingId = useId();
  const latest = useLatestRepair(client, property);
  const maintenance = useConfigurationFlag(client, MAINTENANCE_FLAG);
  const fullDescription = useConfigurationFlag(client, FULL_DESCRIPTION_FLAG) === true;
  const row = latest && latest !== 'error' ? repairRow(latest, words, fullDescription) : undefined;
  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId}>{words('card.heading')}</h2>
      {maintenance && <p className="alert alert--warning">{words('maintenance.title')}</p>}
      {latest === undefined && (
        <p role="status" aria-busy="true">
          {words('card.loading')}
        </p>
      )}
      {latest === 'error' && <RepairsError messageKey="retrieve_repair_Error_Message" words={words} />}
      {latest === null && <p>{words('NO_repairs')}</p>}
      {row && (
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
        <CreateRepairButton disabled={maintenance !== false} words={words} />
      </div>
    </section>
  );
}
