import type { Communication, CommunicationList } from '../../../../schemas/generated/types';
import type { Reply, UrlRoute } from '../../../testing/repairs-harness';

/** A message as the gateway answers it; `overrides` change any part. */
export function testMessage(identifier: string, overrides: Partial<Communication> = {}): Communication {
  return {
    identifier,
    status: 'READ',
    createdDate: '2026-02-01T10:00:00.000Z',
    communicationCategoryType: 'General',
    assetIdentifier: 'P1',
    message: {
      content: [{ value: `Subject of ${identifier}` }, { value: `First line of ${identifier}\nSecond line` }],
    },
    sender: {
      organisation: { name: 'Eastside Homes' },
      personName: { title: null, givenName: 'Income', surname: 'Services' },
    },
    recipients: [{ customerIdentifier: 'C-AMARA' }],
    ...overrides,
  };
}

/**
 * A small gateway of one customer's messages: GET /customers/{id}/communications filters them by
 * the query (dates, search, status, order, skip, limit) and PATCH .../{msgId} marks one read (they
 * are changed in place, so a later list shows it). `fail` answers every list call 500.
 */
export function messageGateway(customerId: string, messages: Communication[], fail = false): UrlRoute {
  const base = `/api/customers/${customerId}/communications`;
  return (method, url): Reply | undefined => {
    if (method === 'PATCH' && url.pathname.startsWith(`${base}/`)) {
      const id = decodeURIComponent(url.pathname.slice(base.length + 1));
      const message = messages.find((m) => m.identifier === id);
      if (!message) return { status: 404, body: { status: 404, title: 'Not Found', errors: [] } };
      message.status = 'READ';
      return { status: 200, body: message };
    }
    if (method !== 'GET' || url.pathname !== base) return undefined;
    if (fail) return { status: 500, body: { status: 500, title: 'Server Error', errors: [] } };
    const query = url.searchParams;
    const from = query.get('fromDate') ?? '0000-01-01';
    const to = query.get('toDate') ?? '9999-12-31';
    const text = query.get('searchText')?.toLowerCase();
    const status = query.get('status');
    const inRange = messages.filter((m) => m.createdDate.slice(0, 10) >= from && m.createdDate.slice(0, 10) <= to);
    const found = inRange
      .filter(
        (m) =>
          (!status || m.status === status) &&
          (!text || m.message.content.some((part) => part.value.toLowerCase().includes(text))),
      )
      .sort((a, b) => (a.createdDate < b.createdDate ? 1 : -1));
    if (query.get('orderBy') === 'createdDate asc') found.reverse();
    const skip = Number(query.get('skip') ?? 0);
    const limit = Number(query.get('limit') ?? 10);
    const unread = inRange.filter((m) => m.status === 'UNREAD');
    const body: CommunicationList = {
      communications: found.slice(skip, skip + limit),
      'total-count': found.length,
      'total-unread': unread.length,
      unreadCatagoryTypes: [...new Set(unread.map((m) => m.communicationCategoryType))],
    };
    return { status: 200, body };
  };
}
