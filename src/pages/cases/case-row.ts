import type { CaseListItem } from '../../../schemas/generated/types';
import { formatDate, MISSING_DATE } from '../../dates/date-format';
import type { StatusTone } from '../../lists/status-tag';
import { caseStatusTone } from './case-status';
import type { CasesWords } from './cases-words';

/** Where the case list opens, and where raising a new request starts (the case journey's first page). */
export const CASE_SEARCH_PATH = '/casesearch';
export const CASE_JOURNEY_START = '/selectTenancy';

/** Where a case's details open; the id is in the address so a reload keeps the page. */
export function caseDetailsPath(caseIdentifier: string): string {
  return `/casedetails?caseId=${encodeURIComponent(caseIdentifier)}`;
}

/** A case as the table, the cards and the dashboard card show it. */
export interface CaseRow {
  id: string;
  reference: string;
  requestType: string;
  owner: string;
  created: string;
  status: string;
  tone: StatusTone;
}

/**
 * The owning team as residents read it: the assignee names (ACC-CAS-25) written in lower case
 * ("neighbourhood manager") get their display names from cases.json (owner.*); any other team
 * shows as it is, and no team as a dash.
 */
export function ownerText(assignee: string | null | undefined, words: CasesWords): string {
  const team = assignee?.trim();
  if (!team) return MISSING_DATE;
  // A team name is not a message key: one holding key or namespace separators shows as it is.
  return /[.:]/.test(team) ? team : words(`owner.${team}`, { defaultValue: team });
}

/** The status written out (the colour only repeats it). */
export function statusText(status: string, words: CasesWords): string {
  return words(`status.${status}`, { defaultValue: status });
}

/** The words of one case in the list: dates as DD MMM YYYY, a dash for what is missing. */
export function caseRow(item: CaseListItem, words: CasesWords): CaseRow {
  return {
    id: item.identifiers.caseIdentifier,
    reference: item.caseReferenceNumber || MISSING_DATE,
    requestType: item.caseTypeDescription || MISSING_DATE,
    owner: ownerText(item.assignee, words),
    created: formatDate(item.createdDate, 'shortMonth'),
    status: statusText(item.status, words),
    tone: caseStatusTone(item.status),
  };
}
