import { describe, expect, it } from 'vitest';
import { createGatewayClient } from '../../../gateway/client';
import type { CaseListItem } from '../../../schemas/generated/types';
import { CASE_BATCH, fetchAllCases } from './fetch-all-cases';

function caseItem(n: number): CaseListItem {
  return {
    identifiers: { caseIdentifier: `CAS-${n}` },
    caseReferenceNumber: `CRN-${n}`,
    caseTypeDescription: 'Lost fob',
    assignee: 'Estate Services Enquiries',
    createdDate: '2025-03-05T10:00:00Z',
    status: 'Active',
    description: null,
  };
}

/** A gateway holding `count` cases that answers GET /cases by Limit and Skip, with the queries it saw. */
function gatewayWith(
  count: number,
  answer?: (skip: number, limit: number) => { cases: CaseListItem[]; total: number },
) {
  const all = Array.from({ length: count }, (_, i) => caseItem(i));
  const queries: URLSearchParams[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(new Request(input, init).url);
    queries.push(url.searchParams);
    const skip = Number(url.searchParams.get('Skip'));
    const limit = Number(url.searchParams.get('Limit'));
    const { cases, total } = answer?.(skip, limit) ?? { cases: all.slice(skip, skip + limit), total: all.length };
    return new Response(JSON.stringify({ cases, 'total-count': total }), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  const client = createGatewayClient({
    baseUrl: 'http://gateway.test/api',
    subscriptionKey: 'k',
    session: { getCustomerId: () => 'C1', getSessionId: () => 'S1', getAccessToken: () => 't' },
    fetch,
  });
  return { client, queries };
}

const query = { customerId: 'C1', Status: 'All', OrderBy: 'createdDate desc' } as const;

describe('reading every case in batches of 1000', () => {
  it('asks once when the first batch holds them all', async () => {
    const { client, queries } = gatewayWith(3);
    const { cases, totalCount } = await fetchAllCases(client, query);
    expect(cases.map((c) => c.caseReferenceNumber)).toEqual(['CRN-0', 'CRN-1', 'CRN-2']);
    expect(totalCount).toBe(3);
    expect(queries).toHaveLength(1);
    expect(Object.fromEntries(queries[0]!)).toEqual({
      customerId: 'C1',
      Status: 'All',
      OrderBy: 'createdDate desc',
      Limit: '1000',
      Skip: '0',
    });
  });

  it('chains Skip 1000, 2000 while the total is larger than what arrived, keeping the order', async () => {
    const { client, queries } = gatewayWith(2 * CASE_BATCH + 5);
    const { cases } = await fetchAllCases(client, { ...query, SearchText: 'fob' });
    expect(queries.map((q) => [q.get('Skip'), q.get('Limit'), q.get('SearchText')])).toEqual([
      ['0', '1000', 'fob'],
      ['1000', '1000', 'fob'],
      ['2000', '1000', 'fob'],
    ]);
    expect(cases).toHaveLength(2005);
    expect(cases[1000]!.caseReferenceNumber).toBe('CRN-1000');
    expect(cases.at(-1)!.caseReferenceNumber).toBe('CRN-2004');
  });

  it('asks no further batch when exactly 1000 match', async () => {
    const { client, queries } = gatewayWith(CASE_BATCH);
    expect((await fetchAllCases(client, query)).cases).toHaveLength(1000);
    expect(queries).toHaveLength(1);
  });

  it('stops when a batch brings nothing, even if the total says more', async () => {
    const { client, queries } = gatewayWith(0, (skip) => ({
      cases: skip === 0 ? [caseItem(1)] : [],
      total: 5000,
    }));
    const { cases } = await fetchAllCases(client, query);
    expect(cases).toHaveLength(1);
    expect(queries.map((q) => q.get('Skip'))).toEqual(['0', '1000']);
  });
});
