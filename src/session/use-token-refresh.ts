import { useEffect } from 'react';
import { refreshAccessToken, type GatewayClient } from '../../gateway/client';
import { saveSession } from '../auth/session';
import { useSession } from '../auth/use-session';

/** How long before the access token runs out the portal asks for a new one. */
export const REFRESH_AHEAD_MS = 60_000;
/** Wait before trying again after a refresh failed for another reason than 401. */
export const REFRESH_RETRY_MS = 30_000;

/**
 * Keeps the short-lived gateway token fresh while the resident is signed in: POST /auth/refresh a
 * minute before it runs out. The idle rule bounds this: it logs the resident out after 30 minutes
 * without activity, and the gateway drops a session that nobody refreshed for 30 minutes. A 401
 * signs out through the client's policy.
 */
export function useTokenRefresh(client: GatewayClient): void {
  const session = useSession();
  const expiresAt = session?.expiresAt;
  useEffect(() => {
    if (expiresAt === undefined) return;
    let timer: ReturnType<typeof setTimeout>;
    let cancelled = false;
    const refresh = async () => {
      try {
        const { data } = await refreshAccessToken(client);
        if (data && !cancelled) saveSession(data);
      } catch (error) {
        const status = (error as { status?: number }).status;
        if (!cancelled && status !== 401) timer = setTimeout(refresh, REFRESH_RETRY_MS);
      }
    };
    timer = setTimeout(refresh, Math.max(0, expiresAt - Date.now() - REFRESH_AHEAD_MS));
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [client, expiresAt]);
}
