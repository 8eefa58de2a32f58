import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { type GatewayClient, getCommunications, isHandledByApp } from '../../../gateway/client';
import type { CommunicationList } from '../../../schemas/generated/types';
import { formatDate } from '../../dates/date-format';
import { noteUnreadMessages, useMessagesItem } from '../../layout/messages-item';
import {
  MESSAGE_HISTORY_PATH,
  messageDetailsPath,
  messageSubject,
  rememberOpenedMessage,
  senderName,
} from './message-text';
import { useMessagesWords } from './messages-words';
import { StatusTag } from '../../lists/status-tag';
import { CardLatest, DashboardCard } from '../../cards/dashboard-card';
import './messages.css';

/** Messages the card shows (ACC-DSH-06: the 2 latest, limit 2, skip 0). */
export const MESSAGE_CARD_LIMIT = 2;

/** The 2 latest messages with the unread count; 'error' when they cannot be read, undefined while loading. */
function useLatestMessages(client: GatewayClient, customerId: string): CommunicationList | 'error' | undefined {
  const [latest, setLatest] = useState<CommunicationList | 'error'>();
  useEffect(() => {
    const abort = new AbortController();
    getCommunications(client, customerId, { limit: MESSAGE_CARD_LIMIT, skip: 0 }, { signal: abort.signal }).then(
      ({ data }) => {
        if (abort.signal.aborted) return;
        setLatest(data ?? 'error');
        if (data) noteUnreadMessages(client, customerId, data['total-unread']);
      },
      (error: unknown) => {
        if (abort.signal.aborted || isHandledByApp(error)) return;
        console.warn('Could not read the messages for the dashboard card', error);
        setLatest('error');
      },
    );
    return () => abort.abort();
  }, [client, customerId]);
  return latest;
}

/**
 * The dashboard's messages card (ACC-DSH-06), shown when IsMyMessagesRequired is 'true': how
 * many messages are unread, the 2 latest (each opening its message, which marks it read) and
 * View all messages; message_Card_Alert_Message with the phone number when they cannot be read.
 */
export function MessagesCard({ client, customerId }: { client: GatewayClient; customerId: string }) {
  const item = useMessagesItem(client, customerId);
  if (!item?.shown) return null;
  return <LatestMessages client={client} customerId={customerId} />;
}

function LatestMessages({ client, customerId }: { client: GatewayClient; customerId: string }) {
  const words = useMessagesWords();
  const latest = useLatestMessages(client, customerId);
  return (
    <DashboardCard
      heading={words('card.heading')}
      read={latest}
      loading={words('card.loading')}
      failureKey="message_Card_Alert_Message"
      actions={
        <Link className="button button--secondary" to={MESSAGE_HISTORY_PATH}>
          {words('card.viewAll')}
        </Link>
      }
    >
      {(ready) => (
        <>
          <p className="message-card-count">
            {ready['total-unread'] > 0
              ? words('card.unread', { count: ready['total-unread'] })
              : words('card.noneUnread')}
          </p>
          <CardLatest count={ready.communications.length} none={words('SSC016')} heading={words('card.latest')}>
            <>
              {ready.communications.map((message) => (
                <li key={message.identifier}>
                  <Link to={messageDetailsPath(message.identifier)} onClick={() => rememberOpenedMessage(message)}>
                    {messageSubject(message)}
                  </Link>
                  <p>
                    {senderName(message, words)}, {formatDate(message.createdDate, 'shortMonth')}
                  </p>
                  <StatusTag
                    label={words(`status.${message.status}`)}
                    tone={message.status === 'UNREAD' ? 'yellow' : 'green'}
                  />
                </li>
              ))}
            </>
          </CardLatest>
        </>
      )}
    </DashboardCard>
  );
}
