import type { CaseActivity, CaseDetail, CaseListItem } from '../../../../schemas/generated/types';
import { amaraReplies, testAsset } from '../../../testing/amara-replies';
import type { Reply, UrlRoute } from '../../../testing/repairs-harness';

/** A case in the list, as the fake gateway answers it. */
export function caseItem(id: string, overrides: Partial<CaseListItem> = {}): CaseListItem {
  return {
    identifiers: { caseIdentifier: id },
    caseReferenceNumber: `CRN-${id.replace(/\D/g, '')}`,
    caseTypeDescription: 'Lost fob',
    assignee: 'Estate Services Enquiries',
    createdDate: '2025-03-05T10:12:00Z',
    status: 'Active',
    description: 'Lost my door entry fob.',
    ...overrides,
  };
}

/** One case in full, as GET /cases/{id} answers it. */
export function caseDetail(id: string, overrides: Partial<CaseDetail> = {}): CaseDetail {
  return {
    caseIdentifier: id,
    caseRefNo: `CRN-${id.replace(/\D/g, '')}`,
    caseStatus: 'Active',
    caseOwner: 'neighbourhood manager',
    dateCreated: '2025-03-05T10:12:00Z',
    requsetType: 'Pest report',
    caseDetailsData: [],
    ...overrides,
  };
}

/** A damp, mould and condensation triage action of a case. */
export function dampAction(id: string, status: CaseActivity['status'] = 'Open'): CaseActivity {
  return {
    activityIdentifier: id,
    activityType: 'Action',
    subType: 'Damp, Mould and Condensation Triage',
    status,
    createdDate: '2025-03-06T09:00:00Z',
  };
}

/**
 * Answers GET /cases like the gateway from a list of cases: Status, SearchText (reference or
 * type), OrderBy on the created date then the status order Active, Resolved, Cancelled, and the
 * page asked for (Limit, Skip).
 */
export function caseSearch(cases: readonly CaseListItem[]): UrlRoute {
  const rank = { Active: 0, Resolved: 1, Cancelled: 2 } as const;
  return (method, url): Reply | undefined => {
    if (method !== 'GET' || url.pathname !== '/api/cases') return undefined;
    const status = url.searchParams.get('Status') ?? 'All';
    const text = url.searchParams.get('SearchText')?.toLowerCase();
    const ascending = url.searchParams.get('OrderBy') === 'createdDate asc';
    const found = cases
      .filter((c) => status === 'All' || c.status === status)
      .filter((c) => !text || `${c.caseReferenceNumber} ${c.caseTypeDescription}`.toLowerCase().includes(text))
      .sort(
        (a, b) => rank[a.status] - rank[b.status] || (ascending ? 1 : -1) * a.createdDate.localeCompare(b.createdDate),
      );
    const skip = Number(url.searchParams.get('Skip') ?? 0);
    const limit = Number(url.searchParams.get('Limit') ?? 10);
    return { status: 200, body: { cases: found.slice(skip, skip + limit), 'total-count': found.length } };
  };
}

/** Amara's replies with her home's asset hierarchy (the case list searches the home and what is above it). */
export function caseReplies(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return amaraReplies({
    'GET /assets/P1/assets': [testAsset('P1', '14 Linden Road, London, E5 8QT')],
    ...overrides,
  });
}
