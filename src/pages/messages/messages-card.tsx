import { Link } from 'react-router-dom';
import type { GatewayClient } from '../../../gateway/client';
import type { CommunicationList } from '../../../schemas/generated/types';
import { formatDate } from '../../dates/date-format';
import { useMessagesItem } from '../../layout/messages-item';
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

/**
 * The dashboard's messages card (ACC-DSH-06), shown when IsMyMessagesRequired is 'true': how
 * many messages are unread, the 2 latest (each opening its message, which marks it read) and
 * View all messages; message_Card_Alert_Message with the phone number when they cannot be read.
 */
export function MessagesCard({ client, customerId }: { client: GatewayClient; customerId: string }) {
  const item = useMessagesItem(client, customerId);
  if (item?.shown === false) return null;
  // The header's read of the latest messages, shared (one call per page, issue 29 item 2); the card
  // stands with its loading line until it arrives, so its space is kept (CLS, issue 29 item 2).
  return <LatestMessages latest={item ? (item.latest ?? 'error') : undefined} />;
}

function LatestMessages({ latest }: { latest: CommunicationList | 'error' | undefined }) {
  const words = useMessagesWords();
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
