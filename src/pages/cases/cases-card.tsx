import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { type GatewayClient, isHandledByApp, searchCases } from '../../../gateway/client';
import type { CaseListItem } from '../../../schemas/generated/types';
import { caseDetailsPath, caseRow, CASE_JOURNEY_START, CASE_SEARCH_PATH } from './case-row';
import { inStatusOrder } from './case-status';
import { useCasesWords } from './cases-words';
import { useRepairAreas, assetIdsOf } from '../../properties/use-repair-scope';
import { StatusTag } from '../../lists/status-tag';
import type { CustomerProperty } from '../../properties/customer-properties';
import { CardLatest, DashboardCard } from '../../cards/dashboard-card';
import '../../lists/lists.css';
import './cases.css';

/** Cases the card asks for, and how many it shows (ACC-DSH-07: shows 2, fetches 10). */
export const CASE_CARD_FETCH = 10;
export const CASE_CARD_SHOWN = 2;

/**
 * The first 10 cases of the chosen home and the buildings above it (as the case list searches),
 * in the list order (Active first, newest first within a status). null: none; 'error': failed.
 */
function useLatestCases(
  client: GatewayClient,
  customerId: string,
  property: CustomerProperty,
): CaseListItem[] | 'error' | undefined {
  const [latest, setLatest] = useState<{ key: string; cases: CaseListItem[] | 'error' }>();
  const areas = useRepairAreas(client, property.premisesId);
  // One string, so the search runs again only when the assets change.
  const key = areas && JSON.stringify([customerId, assetIdsOf(areas)]);
  useEffect(() => {
    if (!key) return;
    const abort = new AbortController();
    const [forCustomer, assetIdentifiers] = JSON.parse(key) as [string, string[]];
    searchCases(
      client,
      {
        customerId: forCustomer,
        assetIdentifiers,
        Status: 'All',
        OrderBy: 'createdDate desc',
        Limit: CASE_CARD_FETCH,
        Skip: 0,
      },
      { signal: abort.signal },
    ).then(
      ({ data }) => !abort.signal.aborted && setLatest({ key, cases: inStatusOrder(data?.cases ?? []) }),
      (error: unknown) => {
        if (abort.signal.aborted || isHandledByApp(error)) return;
        console.warn('Could not read the cases for the dashboard card', error);
        setLatest({ key, cases: 'error' });
      },
    );
    return () => abort.abort();
  }, [client, key]);
  return key !== undefined && latest?.key === key ? latest.cases : undefined;
}

/**
 * The dashboard's case card (shown when the Requests item is): the 2 first of the home's 10
 * latest cases, each opening its details, View all requests and Raise a new request;
 * case_Card_Alert_Message with the phone number when the cases cannot be read.
 */
export function CasesCard({
  client,
  customerId,
  property,
}: {
  client: GatewayClient;
  customerId: string;
  property: CustomerProperty;
}) {
  const words = useCasesWords();
  const latest = useLatestCases(client, customerId, property);
  return (
    <DashboardCard
      heading={words('card.heading')}
      read={latest}
      loading={words('card.loading')}
      failureKey="case_Card_Alert_Message"
      actions={
        <>
          <Link className="button button--secondary" to={CASE_SEARCH_PATH}>
            {words('card.viewAll')}
          </Link>
          <Link className="button" to={CASE_JOURNEY_START}>
            {words('raiseRequest')}
          </Link>
        </>
      }
    >
      {(cases) => (
        <CardLatest count={cases.length} none={words('card.none')} heading={words('card.latest')}>
          <>
            {cases.slice(0, CASE_CARD_SHOWN).map((item) => {
              const row = caseRow(item, words);
              return (
                <li key={row.id}>
                  <Link to={caseDetailsPath(row.id)}>{row.requestType}</Link>
                  <p>
                    {words('list.column.reference')}: {row.reference}
                  </p>
                  <p>
                    {words('list.column.created')}: {row.created}
                  </p>
                  <StatusTag label={row.status} tone={row.tone} />
                </li>
              );
            })}
          </>
        </CardLatest>
      )}
    </DashboardCard>
  );
}
