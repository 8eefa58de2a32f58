import { useEffect, useState } from 'react';
import {
  DAMP_TRIAGE_ACTIVITY,
  type GatewayClient,
  getCase,
  getCaseActivities,
  isHandledByApp,
} from '../../../../gateway/client';
import type { CaseActivity, CaseDetail } from '../../../../schemas/generated/types';

/** One case and its damp, mould and condensation triage actions ('error' when they could not be read). */
export type CaseDetailsResult =
  | { state: 'loading' }
  | { state: 'error' }
  | { state: 'ready'; detail: CaseDetail; activities: CaseActivity[] | 'error' };

/** The triage actions of the case (the filter of DAMP_TRIAGE_ACTIVITY), oldest first. */
export function dampTriageActions(activities: readonly CaseActivity[]): CaseActivity[] {
  return activities
    .filter((a) => a.activityType === DAMP_TRIAGE_ACTIVITY.activityType && a.subType === DAMP_TRIAGE_ACTIVITY.subType)
    .sort((a, b) => a.createdDate.localeCompare(b.createdDate));
}

/**
 * GET /cases/{id} and GET /cases/{id}/activities (the damp, mould and condensation triage
 * actions) together. The case failing is the page's failure; the actions failing only says so
 * beside the case.
 */
export function useCaseDetails(client: GatewayClient, caseId: string): CaseDetailsResult {
  const [result, setResult] = useState<{ caseId: string; result: CaseDetailsResult }>();
  useEffect(() => {
    if (!caseId) return;
    const abort = new AbortController();
    const options = { signal: abort.signal };
    const activities = getCaseActivities(client, caseId, DAMP_TRIAGE_ACTIVITY, options).then(
      ({ data }) => dampTriageActions(data ?? []),
      (error: unknown): 'error' => {
        if (!isHandledByApp(error)) console.warn(`Could not read the actions of case ${caseId}`, error);
        return 'error';
      },
    );
    getCase(client, caseId, options).then(
      async ({ data }) => {
        const actions = await activities;
        if (abort.signal.aborted) return;
        setResult({
          caseId,
          result: data ? { state: 'ready', detail: data, activities: actions } : { state: 'error' },
        });
      },
      (error: unknown) => {
        if (abort.signal.aborted || isHandledByApp(error)) return;
        console.warn(`Could not read case ${caseId}`, error);
        setResult({ caseId, result: { state: 'error' } });
      },
    );
    return () => abort.abort();
  }, [client, caseId]);
  if (!caseId) return { state: 'error' };
  return result && result.caseId === caseId ? result.result : { state: 'loading' };
}
