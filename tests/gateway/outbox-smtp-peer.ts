import { SMTPServer } from 'smtp-server';
import { freePort } from '../support/free-port';

/** One message an SMTP peer accepted. */
export interface ReceivedMail {
  from: string;
  to: string[];
  /** The message as sent (headers and MIME body). */
  raw: string;
}

/** A real SMTP server on 127.0.0.1 for the outbox tests (smtp-server, no TLS, no login). */
export interface SmtpPeer {
  url: string;
  received: ReceivedMail[];
  /**
   * accept: take every message; reject: answer 451 (try again later) to the DATA of every
   * message; 'reject once': 451 to the next message only, then accept.
   */
  mode: 'accept' | 'reject' | 'reject once';
  /** How many messages were refused so far. */
  refused: number;
  /** Resolves when `count` messages in all have been accepted. */
  waitForMessages(count: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

export async function startSmtpPeer(): Promise<SmtpPeer> {
  const port = await freePort();
  const waiters: { count: number; resolve: (mails: ReceivedMail[]) => void }[] = [];
  const peer: SmtpPeer = {
    url: `smtp://127.0.0.1:${port}`,
    received: [],
    mode: 'accept',
    refused: 0,
    waitForMessages: (count) =>
      new Promise((resolve) => {
        if (peer.received.length >= count) resolve(peer.received.slice());
        else waiters.push({ count, resolve });
      }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (peer.mode !== 'accept') {
          if (peer.mode === 'reject once') peer.mode = 'accept';
          peer.refused += 1;
          const busy = Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 });
          callback(busy);
          return;
        }
        const mailFrom = session.envelope.mailFrom;
        peer.received.push({
          from: mailFrom ? mailFrom.address : '',
          to: session.envelope.rcptTo.map((address) => address.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        for (const waiter of [...waiters]) {
          if (peer.received.length >= waiter.count) {
            waiters.splice(waiters.indexOf(waiter), 1);
            waiter.resolve(peer.received.slice());
          }
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return peer;
}

/** One MIME part: its headers (names lower-cased, folded lines joined) and its body. */
interface MimePart {
  headers: Map<string, string>;
  body: string;
}

function splitPart(text: string): MimePart {
  const end = text.indexOf('\r\n\r\n');
  const head = end === -1 ? text : text.slice(0, end);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: end === -1 ? '' : text.slice(end + 4) };
}

/** The attachments of a multipart message (base64 parts with a file name), decoded. */
export function attachmentsOf(raw: string): { filename: string; contentType: string; content: Buffer }[] {
  const message = splitPart(raw);
  const boundary = /boundary="?([^";]+)"?/i.exec(message.headers.get('content-type') ?? '')?.[1];
  if (!boundary) return [];
  return message.body
    .split(`--${boundary}`)
    .slice(1)
    .map((text) => splitPart(text.replace(/^\r\n/, '')))
    .filter((part) => /filename=/i.test(part.headers.get('content-disposition') ?? ''))
    .map((part) => ({
      filename: /filename="?([^";]+)"?/i.exec(part.headers.get('content-disposition') ?? '')?.[1] ?? '',
      contentType: (part.headers.get('content-type') ?? '').split(';')[0]?.trim() ?? '',
      content: Buffer.from(part.body.replace(/--\s*$/, '').replace(/\s+/g, ''), 'base64'),
    }));
}

/** The header of a message, e.g. subject. */
export function headerOf(raw: string, name: string): string | undefined {
  return splitPart(raw).headers.get(name.toLowerCase());
}
