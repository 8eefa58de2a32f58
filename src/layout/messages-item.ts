import { useEffect, useSyncExternalStore } from 'react';
import { getCommunications, getConfigurationValue, type GatewayClient } from '../../gateway/client';
import { isSettingNotSet, noteSettingFailure } from '../config/unreadable-settings';

/**
 * Messages for this resident: hidden (IsMyMessagesRequired is not 'true', or cannot be read), or
 * shown with the unread count (null when it cannot be read).
 */
export type MessagesItem = { shown: false } | { shown: true; unread: number | null };

let known: { client: GatewayClient; customerId: string; item?: MessagesItem; toggleUnread?: boolean } | undefined;
/** The latest read asked for: an older answer arriving later is dropped. */
let latestRead = 0;
const listeners = new Set<() => void>();

function publish(item: MessagesItem, client: GatewayClient, customerId: string, toggleUnread = false) {
  if (known?.client !== client || known.customerId !== customerId) return;
  known = { client, customerId, item, ...(toggleUnread ? { toggleUnread } : {}) };
  for (const listener of listeners) listener();
}

/** The toggle that shows Messages (ACC-MSG-10: 'true' shows). */
export const MESSAGES_TOGGLE = 'IsMyMessagesRequired';

/**
 * Reads the toggle and, when it shows Messages, the unread count of the default range (the
 * server's two years back to today, as the list and the dashboard card ask), and tells the header
 * and the message pages. Called again after a message is marked read, so the count drops without
 * a reload (the server's count is the truth: a reload shows the same). A toggle that cannot be
 * read hides Messages (a configuration failure is only logged, REP-TGL-03) and is reported
 * (noteSettingFailure: the dashboard goes to its error page, ACC-DSH-14); the next page that shows Messages
 * asks again. A count that cannot be read shows no badge.
 */
export async function refreshMessagesItem(client: GatewayClient, customerId: string): Promise<void> {
  if (known?.client !== client || known.customerId !== customerId) known = { client, customerId };
  const read = ++latestRead;
  let toggleUnread = false;
  const shown = await getConfigurationValue(client, MESSAGES_TOGGLE).then(
    ({ data }) => data?.value.trim().toLowerCase() === 'true',
    (error: unknown) => {
      console.warn(`Configuration value ${MESSAGES_TOGGLE} could not be read`, error);
      noteSettingFailure(MESSAGES_TOGGLE, error);
      toggleUnread = !isSettingNotSet(error);
      return false;
    },
  );
  const unread = shown
    ? await getCommunications(client, customerId, { limit: 1 }).then(
        ({ data }) => data?.['total-unread'] ?? null,
        () => null,
      )
    : null;
  if (read === latestRead) publish(shown ? { shown, unread } : { shown }, client, customerId, toggleUnread);
}

/** A newer unread count read elsewhere (the dashboard card's list), so the header agrees with the page. */
export function noteUnreadMessages(client: GatewayClient, customerId: string, unread: number): void {
  if (known?.item?.shown) publish({ shown: true, unread }, client, customerId);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * The resident's Messages item, undefined while it loads (read once per client and customer).
 *
 * @example
 * const messages = useMessagesItem(client, session?.customerId);
 * messages?.shown && messages.unread; // the header's badge
 */
export function useMessagesItem(client: GatewayClient, customerId: string | undefined): MessagesItem | undefined {
  const item = useSyncExternalStore(subscribe, () =>
    known?.client === client && known.customerId === customerId ? known.item : undefined,
  );
  useEffect(() => {
    // A toggle that could not be read is asked again by the next page that shows Messages.
    if (customerId && (known?.client !== client || known.customerId !== customerId || known.toggleUnread)) {
      void refreshMessagesItem(client, customerId);
    }
  }, [client, customerId]);
  return item;
}
