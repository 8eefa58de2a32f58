import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { MailSender } from './mail-sender';
import type { QueuedEmail } from './outbox-repository';

/** Where queued e-mails go: an SMTP server, or the log when none is configured. */
export interface MailTransport {
  readonly kind: 'smtp' | 'log';
  /** Sends one e-mail; rejects when the peer refuses it or cannot be reached. */
  send(email: QueuedEmail): Promise<void>;
  close(): void;
}

/**
 * Sends over SMTP with nodemailer to the server `SMTP_URL` names, e.g.
 * smtp://user:password@mail.example.org:587 or smtps://mail.example.org:465. Every e-mail goes
 * from `sender`, the configured MAIL_FROM, whatever its row says (docs/adr/0005-outgoing-mail.md).
 */
export function smtpTransport(url: string, sender: MailSender): MailTransport {
  const transporter = nodemailer.createTransport(url);
  const from = sender.name ? { name: sender.name, address: sender.address } : sender.address;
  return {
    kind: 'smtp',
    send: async (email) => {
      await transporter.sendMail({
        from,
        to: email.recipient,
        subject: email.subject,
        text: email.text,
        attachments: email.attachments.map((attachment) => ({
          filename: attachment.filename,
          contentType: attachment.contentType,
          content: attachment.content,
        })),
      });
    },
    close: () => transporter.close(),
  };
}

/**
 * Without SMTP_URL: writes one structured log line per e-mail (sender, recipient, subject, text,
 * and each attachment's file name, type and size in bytes, never its bytes) and counts it as sent,
 * so a development gateway shows what it would have sent (a demo registration's code, say). The
 * sender is the configured one, as over SMTP. Production sets SMTP_URL (SECURITY.md).
 */
export function logTransport(log: FastifyBaseLogger, sender: MailSender): MailTransport {
  return {
    kind: 'log',
    send: async (email) => {
      log.info(
        {
          outboxId: email.id,
          kind: email.kind,
          sender: sender.text,
          recipient: email.recipient,
          subject: email.subject,
          text: email.text,
          attachments: email.attachments.map((attachment) => ({
            filename: attachment.filename,
            contentType: attachment.contentType,
            bytes: attachment.content.length,
          })),
        },
        'E-mail written to the log (no SMTP_URL set)',
      );
    },
    close: () => undefined,
  };
}

/** A URL's text without its password, for log lines. */
export function redactUrl(url: string): string {
  return url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
}
