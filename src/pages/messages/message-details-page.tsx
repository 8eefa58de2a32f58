import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { markCommunicationRead } from '../../../gateway/client';
import type { Communication } from '../../../schemas/generated/types';
import { useSession } from '../../auth/use-session';
import { formatDate } from '../../dates/date-format';
import { useGateway } from '../../gateway/gateway-context';
import { PageHeading } from '../../layout/page-heading';
import { refreshMessagesItem, useMessagesItem } from '../../layout/messages-item';
import {
  hasStatement,
  HOME_PATH,
  MESSAGE_HISTORY_PATH,
  messageLines,
  messageSubject,
  readOpenedMessage,
  rememberOpenedMessage,
  senderName,
} from './message-text';
import { useMessagesWords } from './messages-words';
import '../../lists/lists.css';
import './messages.css';

/** Where View statement goes (ACC-MSG-08). */
export const VIEW_STATEMENT_PATH = '/viewstatement';

/**
 * The message kept as it opened, marked read once if it was unread (ACC-MSG-09:
 * PATCH status READ): the read copy is kept for a reload and the header's count is read again.
 * A failure is only logged: the message still shows, and stays unread for next time.
 */
function useOpenedMessage(messageId: string | null, customerId: string): Communication | undefined {
  const { client } = useGateway();
  const [message, setMessage] = useState(() => readOpenedMessage(messageId));
  const asked = useRef(false);
  useEffect(() => {
    if (!message || message.status !== 'UNREAD' || asked.current) return;
    asked.current = true;
    markCommunicationRead(client, customerId, message.identifier).then(
      ({ data }) => {
        const read = { ...message, ...data, status: 'READ' as const };
        rememberOpenedMessage(read);
        setMessage(read);
        void refreshMessagesItem(client, customerId);
      },
      (error: unknown) => console.warn('Could not mark the message read', error),
    );
  }, [client, customerId, message]);
  return message;
}

/**
 * /messagedetails?id=<message id> (ACC-MSG-08): the subject, sender,
 * date and the body line by line, View statement when the message is a statement notification,
 * and a way back to the list. The message is the one kept as it was opened from the list or the
 * dashboard card; another address says so and offers the list.
 */
export function MessageDetailsPage() {
  const words = useMessagesWords();
  const { client } = useGateway();
  const customerId = useSession()?.customerId ?? '';
  const messagesItem = useMessagesItem(client, customerId);
  const message = useOpenedMessage(useSearchParams()[0].get('id'), customerId);
  const back = (
    <Link className="repairs-back" to={MESSAGE_HISTORY_PATH}>
      <span aria-hidden="true">← </span>
      {words('details.backToList')}
    </Link>
  );
  if (messagesItem && !messagesItem.shown) return <Navigate to={HOME_PATH} replace />;
  if (!message) {
    return (
      <>
        <title>{`${words('heading')} – ${words('site.name')}`}</title>
        {back}
        <PageHeading>{words('heading')}</PageHeading>
        <p>{words('details.missing')}</p>
      </>
    );
  }
  const subject = messageSubject(message);
  return (
    <>
      <title>{`${subject} – ${words('site.name')}`}</title>
      {back}
      <PageHeading>{subject}</PageHeading>
      <dl className="message-facts">
        <div>
          <dt>{words('details.from')}</dt>
          <dd>{senderName(message, words)}</dd>
        </div>
        <div>
          <dt>{words('details.sent')}</dt>
          <dd>{formatDate(message.createdDate, 'longMonth')}</dd>
        </div>
      </dl>
      <div className="message-body">
        {messageLines(message).map((line, at) => (
          <p key={at}>{line}</p>
        ))}
      </div>
      {hasStatement(message) && (
        <div className="button-group">
          <Link className="button" to={VIEW_STATEMENT_PATH}>
            {words('details.viewStatement')}
          </Link>
        </div>
      )}
    </>
  );
}
