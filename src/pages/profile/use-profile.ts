import { useCallback, useEffect, useState } from 'react';
import { getCustomer, type GatewayClient } from '../../../gateway/client';
import { profileDetails, type ProfileDetails } from './profile-rules';

/** The profile as loaded: its details and the entity tag to save against. */
export interface LoadedProfile {
  details: ProfileDetails;
  /** The customer's eTag, sent as If-Match when saving. */
  eTag: string;
}

export type ProfileState = { state: 'loading' } | { state: 'error' } | ({ state: 'ready' } & LoadedProfile);

/**
 * Reads the profile once (GET /customers/{id}); `reload` reads it again and answers it, or throws
 * when it cannot be read (the caller decides what a failed refetch means).
 *
 * @example
 * const { profile, reload } = useProfile(client, customerId);
 */
export function useProfile(client: GatewayClient, customerId: string) {
  const [profile, setProfile] = useState<ProfileState>({ state: 'loading' });
  const read = useCallback(async (): Promise<LoadedProfile> => {
    const { data: customer, etag } = await getCustomer(client, customerId);
    if (!customer) throw new Error(`GET /customers/${customerId} answered without a customer.`);
    return { details: profileDetails(customer), eTag: etag ?? customer.eTag };
  }, [client, customerId]);
  useEffect(() => {
    let current = true;
    read().then(
      (loaded) => current && setProfile({ state: 'ready', ...loaded }),
      (error: unknown) => {
        console.warn('The profile could not be read', error);
        if (current) setProfile({ state: 'error' });
      },
    );
    return () => {
      current = false;
    };
  }, [read]);
  const reload = useCallback(async () => {
    const loaded = await read();
    setProfile({ state: 'ready', ...loaded });
    return loaded;
  }, [read]);
  return { profile, reload };
}
