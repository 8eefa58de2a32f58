import { isValidEmailAddress } from '../../../schemas/email-address';

declare const configured: unique symbol;

/**
 * The From of every e-mail the gateway sends: the MAIL_FROM setting, read once at start
 * (docs/adr/0005-outgoing-mail.md). Only {@link parseMailSender} makes one, so no code can queue
 * an e-mail from an address a request named without saying so in a cast.
 */
export interface MailSender {
  /** The display name, when the setting gives one ("Thameside Homes"). */
  readonly name?: string;
  /** The address, also the SMTP envelope's sender. */
  readonly address: string;
  /** As the From header and the outbox row show it: `Name <address>`, or the address alone. */
  readonly text: string;
  readonly [configured]: true;
}

/** The sender when MAIL_FROM is not set: the demo association's no-reply mailbox. */
export const DEFAULT_MAIL_FROM = 'Thameside Homes <no-reply@example.org>';

export class MailSenderError extends Error {}

/** Whether a display name holds a character that would end or split the From header. */
function unsafeInName(name: string): boolean {
  return [...name].some((character) => '<>"\\'.includes(character) || character < ' ' || character === '\u007f');
}

/**
 * Reads a MAIL_FROM value: an address the association accepts (the e-mail rule of
 * schemas/email-address.ts), alone or after a display name as `Name <address>`. Throws
 * MailSenderError, naming the setting, for anything else.
 *
 * @example
 * parseMailSender('Thameside Homes <no-reply@example.org>').address; // 'no-reply@example.org'
 * parseMailSender('no-reply@example.org').text; // 'no-reply@example.org'
 */
export function parseMailSender(value: string): MailSender {
  const trimmed = value.trim();
  const named = /^(.*?)\s*<([^<>]*)>$/su.exec(trimmed);
  const name = named ? (named[1] ?? '').trim() : undefined;
  const address = (named ? (named[2] ?? '') : trimmed).trim();
  if (!isValidEmailAddress(address)) {
    throw new MailSenderError(
      `MAIL_FROM must be an e-mail address, alone or as "Name <address>", e.g. ${DEFAULT_MAIL_FROM} (got "${value.slice(0, 120)}").`,
    );
  }
  if (name !== undefined && (name.length > 100 || unsafeInName(name))) {
    throw new MailSenderError(
      'The name in MAIL_FROM must be at most 100 characters, without quotes, angle brackets, backslashes or line breaks.',
    );
  }
  const text = name ? `${name} <${address}>` : address;
  return { ...(name ? { name } : {}), address, text } as MailSender;
}
