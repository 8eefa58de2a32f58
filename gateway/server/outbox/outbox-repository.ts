import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { claimRows } from '../db/claim-rows';
import type { Database, OutboxAttachment } from '../db/tables';
import type { MailSender } from './mail-sender';

/** An e-mail to queue: who from and to, what it says and what it carries. */
export interface NewEmail {
  /** What kind of e-mail it is, e.g. custom-statement; the per-customer limits count by it (mail-limits.ts). */
  kind: string;
  customerId: string | null;
  /** The configured sender, `app.outbox.sender` (MAIL_FROM): never a request's value (docs/adr/0005-outgoing-mail.md). */
  sender: MailSender;
  /** An address the gateway holds (the customer's record, a configured mailbox), never one a request named. */
  recipient: string;
  subject: string;
  text: string;
  attachments: { filename: string; contentType: string; content: Buffer }[];
}

/** A queued e-mail as the worker sends it. */
export interface QueuedEmail {
  id: string;
  kind: string;
  /** The sender configured when it was queued; the transport sends from the one configured now. */
  sender: string;
  recipient: string;
  subject: string;
  text: string;
  attachments: { filename: string; contentType: string; content: Buffer }[];
  /** Attempts so far, this one included. */
  attempts: number;
}

/**
 * Queues an e-mail: one pending outbox row, due at once, its attachments' bytes in the row. Call
 * it inside the transaction of the change the e-mail is about, so both happen or neither does.
 * Answers the e-mail's identifier.
 *
 * @example
 * const id = await enqueueEmail(trx, { kind: 'custom-statement', ... }, clock.now());
 */
export async function enqueueEmail(db: Kysely<Database>, email: NewEmail, now: Date): Promise<string> {
  const id = randomUUID();
  const attachments: OutboxAttachment[] = email.attachments.map((attachment) => ({
    filename: attachment.filename,
    contentType: attachment.contentType,
    size: attachment.content.length,
    contentBase64: attachment.content.toString('base64'),
  }));
  await db
    .insertInto('outbox')
    .values({
      id,
      kind: email.kind,
      customer_id: email.customerId,
      sender: email.sender.text,
      recipient: email.recipient,
      subject: email.subject,
      text_body: email.text,
      attachments: JSON.stringify(attachments),
      status: 'pending',
      attempts: 0,
      next_attempt_at: now,
      created_at: now,
    })
    .execute();
  return id;
}

/**
 * Claims up to `limit` due e-mails for sending: in one transaction (db/claim-rows.ts), SELECT ...
 * FOR UPDATE SKIP LOCKED (rows another gateway is claiming at this moment are skipped, never
 * waited for), then counts the attempt and moves each row's next attempt `leaseMs` ahead. Until then no other
 * worker sees it as due, so two gateways never send one e-mail twice; if this gateway stops
 * before it marks the row, the row becomes due again when the lease runs out and is not lost.
 */
export async function claimDueEmails(
  db: Kysely<Database>,
  now: Date,
  leaseMs: number,
  limit: number,
): Promise<QueuedEmail[]> {
  const claimed = await claimRows(
    db,
    (trx) =>
      trx
        .selectFrom('outbox')
        .select(['id', 'kind', 'sender', 'recipient', 'subject', 'text_body', 'attachments', 'attempts'])
        .where('status', '=', 'pending')
        .where('next_attempt_at', '<=', now)
        .orderBy('next_attempt_at')
        .orderBy('id')
        .limit(limit),
    async (trx, rows) => {
      await trx
        .updateTable('outbox')
        .set({ attempts: sql<number>`attempts + 1`, next_attempt_at: new Date(now.getTime() + leaseMs) })
        .where(
          'id',
          'in',
          rows.map((row) => row.id),
        )
        .execute();
      return rows;
    },
  );
  return (claimed ?? []).map((row) => {
    const stored = (typeof row.attachments === 'string' ? JSON.parse(row.attachments) : row.attachments) as
      OutboxAttachment[] | null;
    return {
      id: row.id,
      kind: row.kind,
      sender: row.sender,
      recipient: row.recipient,
      subject: row.subject,
      text: row.text_body,
      attachments: (stored ?? []).map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
        content: Buffer.from(a.contentBase64, 'base64'),
      })),
      attempts: row.attempts + 1,
    };
  });
}

/** Marks a claimed e-mail as sent. */
export async function markEmailSent(db: Kysely<Database>, id: string, now: Date): Promise<void> {
  await db.updateTable('outbox').set({ status: 'sent', sent_at: now, last_error: null }).where('id', '=', id).execute();
}

/**
 * Records a failed attempt: the error is kept, and the e-mail is tried again at `retryAt`, or
 * given up on ('failed') when `retryAt` is null.
 */
export async function markEmailFailed(
  db: Kysely<Database>,
  id: string,
  error: string,
  retryAt: Date | null,
): Promise<void> {
  await db
    .updateTable('outbox')
    .set(
      retryAt
        ? { status: 'pending', last_error: error, next_attempt_at: retryAt }
        : { status: 'failed', last_error: error },
    )
    .where('id', '=', id)
    .execute();
}
