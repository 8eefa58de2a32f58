import { useEffect, useState } from 'react';
import type { GatewayClient } from '../../gateway/client';
import { loadRequestsItemVisible } from './requests-item';

/** One answer per client and customer, so that navigating does not ask again (failures are not kept). */
const cache = new WeakMap<GatewayClient, Map<string, Promise<boolean>>>();

/** Whether to show Requests in the header (false while loading or when the facts cannot be read). */
export function useRequestsItemVisible(client: GatewayClient, customerId: string | undefined): boolean {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!customerId) return;
    let current = true;
    const known = cache.get(client) ?? new Map<string, Promise<boolean>>();
    cache.set(client, known);
    let pending = known.get(customerId);
    if (!pending) {
      const asked: Promise<boolean> = loadRequestsItemVisible(client, customerId).catch((error: unknown) => {
        // A failure is not kept: the next page that asks (the dashboard) reads the facts again.
        if (known.get(customerId) === asked) known.delete(customerId);
        console.warn('Could not work out whether to show Requests', error);
        return false;
      });
      pending = asked;
      known.set(customerId, pending);
    }
    void pending.then((shown) => current && setVisible(shown));
    return () => {
      current = false;
    };
  }, [client, customerId]);
  return Boolean(customerId) && visible;
}
