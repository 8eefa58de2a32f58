import { useEffect, useState } from 'react';
import { type GatewayClient, isHandledByApp } from '../../../../gateway/client';
import type { CaseListItem, CaseSearchQuery } from '../../../../schemas/generated/types';
import { inStatusOrder } from '../case-status';
import { fetchAllCases } from '../fetch-all-cases';

/** The cases of a search: loading, every match (in the list order of ACC-CAS-18), or a failure. */
export type CaseListResult = { state: 'loading' } | { state: 'error' } | { state: 'ready'; cases: CaseListItem[] };

/**
 * Every case of a search (fetchAllCases: batches of 1000 chained while incomplete), asked again
 * only when the search changes; the pages and the infinite scroll then show parts of it. null:
 * the search is not known yet, nothing is asked. A failure the app's policy acts on (sign-out,
 * generic error page) needs no message of its own and stays 'loading'.
 */
export function useCaseList(client: GatewayClient, query: Omit<CaseSearchQuery, 'Limit' | 'Skip'> | null) {
  const key = query && JSON.stringify(query);
  const [result, setResult] = useState<{ key: string; result: CaseListResult }>();
  useEffect(() => {
    if (!key) return;
    const abort = new AbortController();
    fetchAllCases(client, JSON.parse(key) as Omit<CaseSearchQuery, 'Limit' | 'Skip'>, abort.signal).then(
      ({ cases }) => {
        if (!abort.signal.aborted) setResult({ key, result: { state: 'ready', cases: inStatusOrder(cases) } });
      },
      (error: unknown) => {
        if (abort.signal.aborted || isHandledByApp(error)) return;
        console.warn('Could not read the case list', error);
        setResult({ key, result: { state: 'error' } });
      },
    );
    return () => abort.abort();
  }, [client, key]);
  return result && result.key === key ? result.result : ({ state: 'loading' } as const);
}
