import type { Communication } from '../../../schemas/generated/types';
import { readSlice, writeSlice } from '../../storage/root-store';
import type { MessagesWords } from './messages-words';

/** Where a resident goes when Messages is switched off (IsMyMessagesRequired). */
export const HOME_PATH = '/customer360View';

/** Where the list of messages opens. */
export const MESSAGE_HISTORY_PATH = '/mymessageshistory';

/** The slice of the root key that holds the message last opened (the message data of the saved state, REP-CON-05). */
const OPENED_SLICE = 'openedMessage';

/**
 * Where a message's details open. The gateway has no call for one message, so the message is
 * kept under the root key as it opens (rememberOpenedMessage) and the address names it: a reload
 * shows it again.
 */
export function messageDetailsPath(messageId: string): string {
  return `/messagedetails?id=${encodeURIComponent(messageId)}`;
}

/** Keeps the message being opened (from the list or the dashboard card) for /messagedetails. */
export function rememberOpenedMessage(message: Communication): void {
  writeSlice(OPENED_SLICE, message);
}

/** The kept message when it is the one named, else undefined. */
export function readOpenedMessage(messageId: string | null): Communication | undefined {
  const kept = readSlice<Communication>(OPENED_SLICE);
  return kept && messageId && kept.identifier === messageId && Array.isArray(kept.message?.content) ? kept : undefined;
}

/** The subject (content 0). */
export function messageSubject(message: Communication): string {
  return message.message.content[0]?.value ?? '';
}

/** The body split into its lines (content 1, on line breaks), blank lines left out. */
export function messageLines(message: Communication): string[] {
  return (message.message.content[1]?.value ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** The statement document a message carries (content 2), or undefined. */
export function messageDocument(message: Communication): string | undefined {
  return message.message.content[2]?.value || undefined;
}

/**
 * Whether the message is a statement notification (ACC-MSG-08: View Statement shows when a
 * notification type exists): a Statement message, or any message carrying a document identifier.
 */
export function hasStatement(message: Communication): boolean {
  return message.communicationCategoryType === 'Statement' || messageDocument(message) !== undefined;
}

/** The sender as residents read it: title, given name and surname held, or the association's name. */
export function senderName(message: Communication, words: MessagesWords): string {
  const { personName, organisation } = message.sender;
  const name = [personName.title, personName.givenName, personName.surname]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return name || organisation.name || words('noSender');
}
