import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { isHandledByApp } from '../../../gateway/client';
import { completeLoginReturn, type LoginReturnOutcome } from '../../auth/complete-login-return';
import { usePortalConfig } from '../../config/portal-config-context';
import { useGateway } from '../../gateway/gateway-context';
import type { RouteNotice } from './route-notice';

/** Route state the dashboard reads after a return: the registration success message. */
export interface DashboardRouteState {
  registered?: boolean;
}

/**
 * The spec's return handling on /customer360View. Returns 'pending' while a code is redeemed,
 * then what to show; a return with a code is replaced by the plain address (no code in history).
 * With state changeusername or changepassword the customer is loaded afresh on the dashboard; a
 * change of sign-in email is confirmed in its banner (RouteNoticeBanner).
 */
export function useLoginReturn(): LoginReturnOutcome | 'pending' {
  const { search } = useLocation();
  const navigate = useNavigate();
  const { client } = useGateway();
  const { identityProvider } = usePortalConfig();
  const [outcome, setOutcome] = useState<LoginReturnOutcome | 'pending'>(search ? 'pending' : { type: 'dashboard' });

  useEffect(() => {
    if (!search) return;
    let current = true;
    completeLoginReturn(search, client, identityProvider, window.location.origin).then(
      (result) => {
        if (!current) return;
        if (result.type === 'errorPage') {
          navigate('/genericerror', { replace: true, state: { messageKey: 'auth_Password_Reset' } });
          return;
        }
        if (result.type === 'dashboard') {
          const state: DashboardRouteState & RouteNotice = { registered: result.kind === 'registration' };
          // After a change of sign-in email the dashboard says it is done.
          if (result.kind === 'changeusername') state.noticeKey = 'signIn.changed.changeusername';
          navigate('/customer360View', { replace: true, state });
        }
        setOutcome(result);
      },
      (error: unknown) => {
        // A 400 (bad or used code) already went to the error page through the client's policy.
        if (current && !isHandledByApp(error)) {
          navigate('/customerApiErrorPage', { replace: true });
        }
      },
    );
    return () => {
      current = false;
    };
  }, [search, client, identityProvider, navigate]);

  return outcome;
}
