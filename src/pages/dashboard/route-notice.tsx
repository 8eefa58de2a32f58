import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { MessageWithPhone } from '../../errors/message-with-phone';

/**
 * What another page may ask the dashboard to say on arrival (route state), for example the
 * scheduler's "Your appointment is booked for …" or Save and exit's "Your repair has been saved
 * as a draft". The key may name a namespace (repairs:…).
 */
export interface RouteNotice {
  noticeKey?: string;
  noticeValues?: Record<string, string>;
}

/**
 * The notice handed over in route state, once: it is taken out of the history entry as it is
 * shown, so a reload (or Back to this entry) does not say it again. It arrives after the first
 * render, so the live region around it is already on the page and announces it.
 */
function useRouteNotice(): RouteNotice | null {
  const location = useLocation();
  const navigate = useNavigate();
  const [shown, setShown] = useState<RouteNotice | null>(null);
  const state = location.state as (RouteNotice & Record<string, unknown>) | null;
  useEffect(() => {
    if (!state?.noticeKey) return;
    const { noticeKey, noticeValues, ...rest } = state;
    setShown({ noticeKey, ...(noticeValues ? { noticeValues } : {}) });
    navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { replace: true, state: Object.keys(rest).length > 0 ? rest : null },
    );
  }, [state, location.pathname, location.search, location.hash, navigate]);
  return shown;
}

/**
 * The confirmation banner of a notice handed over in route state, announced as a status. A notice
 * worded in a feature's namespace (repairs:…) needs that namespace loaded: the top loads it
 * (src/dashboard-route.tsx), as the dashboard does not import features.
 */
export function RouteNoticeBanner() {
  const notice = useRouteNotice();
  return (
    <div role="status">
      {notice?.noticeKey ? (
        <div className="alert alert--success">
          <p>
            <MessageWithPhone messageKey={notice.noticeKey} values={notice.noticeValues} />
          </p>
        </div>
      ) : null}
    </div>
  );
}
