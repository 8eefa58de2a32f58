import { useEffect, useSyncExternalStore } from 'react';
import { getCommunications, getConfigurationValue, isHandledByApp, type GatewayClient } from '../../gateway/client';
import type { CommunicationList } from '../../schemas/generated/types';
import { isSettingNotSet, noteSettingFailure } from '../config/unreadable-settings';

/**
 * Messages for this resident: hidden (IsMyMessagesRequired is not 'true', or cannot be read), or
 * shown with the unread count (null when it cannot be read) and the latest messages the count came
 * with (null when they cannot be read).
 */
export type MessagesItem = { shown: false } | { shown: true; unread: number | null; latest: CommunicationList | null };

/**
 * The one read of the messages a signed-in page makes: the 2 latest (limit 2, skip 0, as the
 * dashboard's messages card shows them, ACC-DSH-06), which carry the unread count the header shows
 * and the unread categories the safety cards look for (ACC-CMP-05). The header, the messages card
 * and the safety cards share it instead of asking three times (issue 29 item 2).
 */
export const LATEST_MESSAGES_LIMIT = 2;

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
 * Reads the toggle and, when it shows Messages, the latest messages with the unread count of the
 * default range (the server's two years back to today, as the list asks), and tells the header,
 * the dashboard's cards and the message pages. Called again after a message is marked read, so the count drops without
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
  const latest = shown
    ? await getCommunications(client, customerId, { limit: LATEST_MESSAGES_LIMIT, skip: 0 }).then(
        ({ data }) => data ?? null,
        (error: unknown) => {
          if (!isHandledByApp(error)) console.warn('Could not read the latest messages', error);
          return null;
        },
      )
    : null;
  if (read === latestRead)
    publish(
      shown ? { shown, unread: latest?.['total-unread'] ?? null, latest } : { shown },
      client,
      customerId,
      toggleUnread,
    );
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * The resident's Messages item, undefined while it loads (read once per client and customer,
 * however many components ask: the first to ask starts the read, the others wait for it).
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
