import { MessageWithPhone } from '../errors/message-with-phone';
import { useRepairsWords } from '../repairs/repairs-words';

/**
 * What another page may ask the dashboard to say on arrival (route state), for example the
 * scheduler's "Your appointment is booked for …". The key may name a namespace (repairs:…).
 */
export interface RouteNotice {
  noticeKey?: string;
  noticeValues?: Record<string, string>;
}

/** The confirmation banner of a notice handed over in route state. */
export function RouteNoticeBanner({ notice }: { notice: RouteNotice }) {
  useRepairsWords(); // the repairs pages' notices are worded in their namespace
  if (!notice.noticeKey) return null;
  return (
    <div className="alert alert--success" role="status">
      <p>
        <MessageWithPhone messageKey={notice.noticeKey} values={notice.noticeValues} />
      </p>
    </div>
  );
}
