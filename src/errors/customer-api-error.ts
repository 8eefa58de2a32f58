import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

/** The page of a failed load of the customer, the sign-in or the settings; it offers Retry and Log out. */
export const CUSTOMER_API_ERROR_PATH = '/customerApiErrorPage';

/** What a page that sends the resident to /customerApiErrorPage hands it: the page Retry loads again. */
export interface CustomerApiErrorState {
  retryPath?: string;
}

/**
 * The page Retry loads: the failed page the route state names, when it is a path of this site
 * (never another site, whatever the state holds), else home.
 *
 * @example
 * retryPathOf({ retryPath: '/editprofile' }); // '/editprofile'
 * retryPathOf({ retryPath: '//elsewhere.example' }); // '/customer360View'
 */
export function retryPathOf(state: unknown): string {
  const retryPath = (state as CustomerApiErrorState | null)?.retryPath;
  return typeof retryPath === 'string' && /^\/(?![/\\])/.test(retryPath) ? retryPath : '/customer360View';
}

/**
 * Sends the resident to /customerApiErrorPage, naming the failed page so that Retry loads it again.
 *
 * @example
 * const toCustomerApiError = useToCustomerApiError();
 * toCustomerApiError('/customer360View');
 */
export function useToCustomerApiError(): (failedPath: string) => void {
  const navigate = useNavigate();
  return useCallback(
    (failedPath: string) => {
      const state: CustomerApiErrorState = { retryPath: failedPath };
      navigate(CUSTOMER_API_ERROR_PATH, { state });
    },
    [navigate],
  );
}
