import messages from '../../i18n/locales/en-GB/messages.json';
import { useAreaWords, type AreaWords } from '../../i18n/use-area-words';

/** The namespace of the message pages' own wording (locales/en-GB/messages.json). */
export const MESSAGES_NAMESPACE = 'messages';

/** Turns a message key into words: the messages namespace first, then common (the spec's codes). */
export type MessagesWords = AreaWords;

/**
 * Loads the messages namespace (once, when the first message page or the dashboard's messages
 * card renders) and answers a translate function that reads it before the common namespace, so
 * the spec's codes (SSC016, SSC021, message_Card_Alert_Message, ...) stay in common.json, as the
 * money pages do (money-words.ts).
 *
 * @example
 * const words = useMessagesWords();
 * words('heading'); // 'Your messages'
 * words('SSC016');  // from common.json
 */
export function useMessagesWords(): MessagesWords {
  return useAreaWords(MESSAGES_NAMESPACE, messages);
}
