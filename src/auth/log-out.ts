import { logout, type GatewayClient } from '../../gateway/client';
import { START_PAGE_PATH } from '../gateway/portal-gateway';
import { clearAllState } from '../storage/root-store';
import { LOGGED_OUT_FOR_SECURITY, LOGOUT_NOTICE_KEY } from './logout-notice';
import { isSignedIn } from './session';

/**
 * Logs out: DELETE /logout (ends the gateway and provider sessions; a failure does not keep the
 * resident signed in), then clears ALL saved state and loads the start page. With `forSecurity`
 * the start page says the resident was logged out for their security.
 */
export async function logOut(
  quietClient: GatewayClient,
  leave: (path: string) => void,
  { forSecurity = false }: { forSecurity?: boolean } = {},
): Promise<void> {
  // Said first: whichever sign-out reaches the start page (this one, or a 401 of a call in flight
  // once the session has ended), the resident is told why.
  if (forSecurity) {
    try {
      sessionStorage.setItem(LOGOUT_NOTICE_KEY, LOGGED_OUT_FOR_SECURITY);
    } catch {
      // No sessionStorage: the notice is not shown.
    }
  }
  if (isSignedIn()) {
    try {
      await logout(quietClient);
    } catch {
      // The gateway session dies on its own within 30 minutes; the browser forgets it now.
    }
  }
  clearAllState();
  leave(START_PAGE_PATH);
}
