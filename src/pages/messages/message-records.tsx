import type { Communication } from '../../../schemas/generated/types';
import { formatDate } from '../../dates/date-format';
import { RecordCards, RecordTable, type ListColumns, type ListRecord } from '../../lists/record-list';
import type { MessageSortOrder } from './message-filters';
import { messageDetailsPath, messageLines, messageSubject, rememberOpenedMessage, senderName } from './message-text';
import type { MessagesWords } from './messages-words';

/** The columns: Date, Sender, Subject, Message (ACC-MSG-01), and the read status written out. */
export function messageColumns(words: MessagesWords, sort: MessageSortOrder): ListColumns {
  return {
    caption: words('tableCaption', {
      order: words(sort === 'createdDate asc' ? 'list.sort.oldest' : 'list.sort.newest').toLowerCase(),
    }),
    reference: words('column.date'),
    title: words('column.sender'),
    details: [words('column.subject'), words('column.message')],
    status: words('column.status'),
  };
}

/**
 * A message as a record of the list views: its date (DD MMM YYYY) linking to the message, the
 * sender, the subject, the first line of the body and Unread or Read. Opening it keeps the message
 * for /messagedetails, which marks it read.
 */
export function messageRecord(message: Communication, words: MessagesWords): ListRecord {
  const subject = messageSubject(message);
  const date = formatDate(message.createdDate, 'shortMonth');
  const unread = message.status === 'UNREAD';
  return {
    id: message.identifier,
    to: messageDetailsPath(message.identifier),
    reference: date,
    title: senderName(message, words),
    details: [subject, messageLines(message)[0] ?? ''],
    status: words(`status.${message.status}`),
    tone: unread ? 'yellow' : 'green',
    headingDetail: 0,
    linkLabel: words('rowLink', { date, subject }),
    viewLabel: words('openNamed', { subject }),
    onOpen: () => rememberOpenedMessage(message),
  };
}

/** The desktop table of messages (RecordTable). */
export function MessageTable(props: { messages: Communication[]; sort: MessageSortOrder; words: MessagesWords }) {
  const { messages, sort, words } = props;
  return <RecordTable records={messages.map((m) => messageRecord(m, words))} columns={messageColumns(words, sort)} />;
}

/** The narrow screen's message cards: the next 100 load when the end scrolls into view (RecordCards). */
export function MessageCards(props: {
  messages: Communication[];
  sort: MessageSortOrder;
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
  words: MessagesWords;
}) {
  const { messages, sort, words } = props;
  return (
    <RecordCards
      {...props}
      records={messages.map((m) => messageRecord(m, words))}
      columns={messageColumns(words, sort)}
      words={{ viewDetails: words('open'), loadingMore: words('loadingMore'), showMore: words('showMore') }}
    />
  );
}
