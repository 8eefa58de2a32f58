import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { logPageView, newCorrelationId, type GatewayClient } from '../../gateway/client';
import type { Channel } from '../../schemas/generated/types';
import { readSession } from '../auth/session';
import { START_PAGE_PATH } from '../gateway/portal-gateway';

/**
 * The path a location's page view is logged under (ACC-GWY-37, page-view
 * logging): its pathname only, as a query may hold personal data; undefined while the identity
 * provider's return is read (its query holds the sign-in code), so the view is logged once the
 * plain address replaces it, with the signed-in customer; undefined for the start page too, which
 * the app only passes through on its way to the pre-rendered page (that page logs its own view).
 *
 * @example
 * pageViewPath({ pathname: '/viewaccount', search: '?page=2' }); // '/viewaccount'
 * pageViewPath({ pathname: '/customer360View', search: '?code=abc&state=login.x' }); // undefined
 */
export function pageViewPath(location: { pathname: string; search: string }): string | undefined {
  const query = new URLSearchParams(location.search);
  const path = location.pathname.slice(0, 500) || '/';
  if (query.has('code') || query.has('error') || path === '/' || path === START_PAGE_PATH) return undefined;
  return path;
}

/**
 * Logs a page view each time the route (pathname) changes, with the signed-in customer if any,
 * through `client` (one that never reports its own failures), without waiting for the answer.
 */
export function usePageViews(client: GatewayClient, channel: Channel): void {
  const { pathname, search } = useLocation();
  const path = pageViewPath({ pathname, search });
  const logged = useRef<string | undefined>(undefined);
  useEffect(() => {
    // Once per route: React may run the effect twice, and a query change is the same page.
    if (logged.current === path) return;
    logged.current = path;
    if (path === undefined) return;
    const customerId = readSession()?.customerId ?? null;
    logPageView(client, { path, channel, customerId, correlationId: newCorrelationId() }).catch(() => undefined);
  }, [client, channel, path]);
}
