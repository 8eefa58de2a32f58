import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomStatementRequest, Customer, ErrorBody } from '../../schemas/generated/types';
import { PERSONA } from '../../gateway/server/seed/personas';
import { gatewayOn, json, type TestGateway } from './gateway-harness';
import { readPdf, startMoneyGateway, statementBalance } from './money-fixtures';
import { attachmentsOf, headerOf, startSmtpPeer, type SmtpPeer } from './outbox-smtp-peer';

const { amara, ben } = PERSONA;

/** The gateway's configured sender in these tests (MAIL_FROM). */
const MAIL_FROM = 'Thameside Homes <statements@thameside.example>';
/** A sender and a recipient a caller might try, and words for a greeting. */
const RENT_TEAM = 'rent-team@thameside-homes.example';
const ATTACKER = 'attacker@evil.example';
const BAIT = 'Rent Team: pay your arrears at https://evil.example/pay';
const HOUR_MS = 3_600_000;

type Content = Partial<Record<CustomStatementRequest['content'][number]['key'], string>>;

/** Amara's request for a statement from 1 April 2025 to today (18 March 2026), with changes. */
function statementRequest(changes: Content = {}): CustomStatementRequest {
  const values: Required<Content> = {
    payment_ref: amara.paymentReference,
    customer_name: 'Amara Okafor',
    statement_startdate: '01/04/2025',
    statement_enddate: '18/03/2026',
    customer_email: amara.email,
    ...changes,
  };
  return {
    sender: 'statements@example.org',
    communicationTemplateIdentifier: 'custom-statement',
    communicationType: 'Email',
    content: Object.entries(values).map(([key, value]) => ({
      key: key as keyof Content,
      value,
    })) as CustomStatementRequest['content'],
  };
}

async function outboxRows(gateway: TestGateway) {
  return gateway.db.selectFrom('outbox').selectAll().orderBy('created_at').orderBy('id').execute();
}

describe('custom statements (POST /customers/{id}/custom-statements) with the log transport', () => {
  let gateway: TestGateway;
  let tenancyStart: string;
  const send = (
    body: CustomStatementRequest,
    headers: Record<string, string> = {},
    customerId: string = amara.customerId,
  ) =>
    gateway.api({
      as: 'amara',
      method: 'POST',
      url: `/api/customers/${customerId}/custom-statements`,
      payload: body,
      headers,
    });

  beforeAll(async () => {
    ({ gateway } = await startMoneyGateway({ money: { mailFrom: MAIL_FROM } }));
    const tenancy = await gateway.db
      .selectFrom('tenancies')
      .select(sql<string>`to_char(start_date, 'DD/MM/YYYY')`.as('start'))
      .where('id', '=', amara.tenancyId)
      .executeTakeFirstOrThrow();
    tenancyStart = tenancy.start;
  });
  afterAll(async () => {
    await gateway?.close();
  });

  it('answers each broken rule as a 400 naming its field and code, and queues nothing', async () => {
    const dayBefore = (ddmmyyyy: string) => {
      const [d, m, y] = ddmmyyyy.split('/').map(Number);
      const date = new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, (d ?? 1) - 1));
      return `${String(date.getUTCDate()).padStart(2, '0')}/${String(date.getUTCMonth() + 1).padStart(2, '0')}/${date.getUTCFullYear()}`;
    };
    const cases: { name: string; content: Content; errors: [string, string][] }[] = [
      { name: 'from missing', content: { statement_startdate: '' }, errors: [['statement_startdate', 'SSC009']] },
      { name: 'to missing', content: { statement_enddate: ' ' }, errors: [['statement_enddate', 'SSC009']] },
      {
        name: 'from after to',
        content: { statement_startdate: '02/03/2026', statement_enddate: '01/03/2026' },
        errors: [['statement_startdate', 'SSC009']],
      },
      {
        name: 'from before the tenancy start',
        content: { statement_startdate: dayBefore(tenancyStart) },
        errors: [['statement_startdate', 'SSC012']],
      },
      {
        name: 'from in the future (and so after to)',
        content: { statement_startdate: '19/03/2026' },
        errors: [
          ['statement_startdate', 'SSC013'],
          ['statement_startdate', 'SSC009'],
        ],
      },
      {
        name: 'to in the future',
        content: { statement_enddate: '19/03/2026' },
        errors: [['statement_enddate', 'SSC014']],
      },
      {
        name: 'from not dd/mm/yyyy',
        content: { statement_startdate: '2025-04-01' },
        errors: [['statement_startdate', 'SSC020']],
      },
      {
        name: 'to not a real date',
        content: { statement_enddate: '30/02/2026' },
        errors: [['statement_enddate', 'SSC020']],
      },
      {
        name: 'e-mail with -@',
        content: { customer_email: 'amara-@example.org' },
        errors: [['customer_email', 'SSC011']],
      },
      { name: 'e-mail empty', content: { customer_email: '' }, errors: [['customer_email', 'SSC011']] },
    ];
    for (const { name, content, errors } of cases) {
      const response = await send(statementRequest(content));
      expect(response.statusCode, name).toBe(400);
      const body = json<ErrorBody>(response);
      expect(body.title, name).toBe('Bad Request');
      expect(
        body.errors.map((error) => [error.field, error.code]),
        name,
      ).toEqual(errors.map(([field, code]) => [`body.content.${field}`, code]));
      for (const error of body.errors) expect(error.message, name).toContain(error.code ?? 'no code');
    }
    expect(await outboxRows(gateway)).toEqual([]);
  });

  it("answers 404 for an account that is not the customer's, 403 for another customer and 412 for a stale eTag", async () => {
    expect((await send(statementRequest({ payment_ref: ben.paymentReference }))).statusCode).toBe(404);
    expect((await send(statementRequest({ payment_ref: '6009999999' }))).statusCode).toBe(404);
    expect((await send(statementRequest(), {}, ben.customerId)).statusCode).toBe(403);
    const stale = await send(statementRequest(), { 'if-match': '"not-the-current-etag"' });
    expect(stale.statusCode).toBe(412);
    expect(json<ErrorBody>(stale).title).toBe('Precondition Failed');
    const twice = statementRequest();
    twice.content[4] = { key: 'payment_ref', value: amara.paymentReference };
    expect((await send(twice)).statusCode).toBe(400);
    expect(await outboxRows(gateway)).toEqual([]);
  });

  it('queues exactly one e-mail with the PDF of the requested range, then writes it to the log', async () => {
    const customer = json<Customer>(await gateway.api({ as: 'amara', url: `/api/customers/${amara.customerId}` }));
    const response = await send(statementRequest(), { 'if-match': customer.eTag });
    expect(response.statusCode, response.body).toBe(202);
    const { messageIdentifier } = json<{ messageIdentifier: string }>(response);

    await gateway.app.outbox.drain();
    const rows = await outboxRows(gateway);
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row).toMatchObject({
      id: messageIdentifier,
      kind: 'custom-statement',
      customer_id: amara.customerId,
      sender: MAIL_FROM,
      recipient: amara.email,
      subject: 'Your statement from 01/04/2025 to 18/03/2026',
      status: 'sent',
      attempts: 1,
      last_error: null,
    });
    expect(row?.text_body).toContain('Dear Ms Amara Okafor,');
    const attachments = row?.attachments ?? [];
    expect(attachments).toHaveLength(1);
    expect(attachments[0]).toMatchObject({
      filename: `statement-${amara.paymentReference}-2025-04-01-to-2026-03-18.pdf`,
      contentType: 'application/pdf',
    });
    const bytes = Buffer.from(attachments[0]?.contentBase64 ?? '', 'base64');
    expect(bytes.length).toBe(attachments[0]?.size);

    const pdf = await readPdf(bytes);
    const text = pdf.pages.join(' ');
    expect(pdf.title).toBe('Statement 1 April 2025 to 18 March 2026');
    expect(text).toContain('Period: 1 April 2025 to 18 March 2026');
    const ledger = await gateway.db
      .selectFrom('transactions')
      .select(['running_balance', sql<string>`to_char(transaction_date, 'DD Mon YYYY')`.as('date')])
      .where('account_id', '=', amara.rentAccountId)
      .where('transaction_date', '>=', sql<Date>`'2025-04-01'::date`)
      .where('transaction_date', '<=', sql<Date>`'2026-03-18'::date`)
      .orderBy('transaction_date')
      .orderBy('id')
      .execute();
    const shown = text.match(/\d{2} [A-Z][a-z]{2} \d{4}/g) ?? [];
    expect(shown).toEqual(ledger.map((line) => line.date));
    expect(shown.length).toBeGreaterThan(60);
    expect(shown.at(-1)).toBe('18 Mar 2026');
    expect(text).toContain(`Closing balance: ${statementBalance(Number(ledger.at(-1)?.running_balance))}`);

    const logged = gateway.logs.filter((line) => line.msg === 'E-mail written to the log (no SMTP_URL set)');
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      outboxId: messageIdentifier,
      sender: MAIL_FROM,
      recipient: amara.email,
      subject: 'Your statement from 01/04/2025 to 18/03/2026',
      attachments: [
        {
          filename: `statement-${amara.paymentReference}-2025-04-01-to-2026-03-18.pdf`,
          contentType: 'application/pdf',
          bytes: bytes.length,
        },
      ],
    });
    // Never the PDF's bytes (base64 of "%PDF-" starts JVBERi0).
    expect(JSON.stringify(logged[0])).not.toContain('JVBERi0');
  });

  it('sends from the configured sender (MAIL_FROM), whatever sender the request names', async () => {
    const before = await outboxRows(gateway);
    const response = await send({ ...statementRequest(), sender: RENT_TEAM });
    expect(response.statusCode, response.body).toBe(202);
    const { messageIdentifier } = json<{ messageIdentifier: string }>(response);
    await gateway.app.outbox.drain();
    const row = (await outboxRows(gateway)).find((candidate) => candidate.id === messageIdentifier);
    expect(row?.sender).toBe(MAIL_FROM);
    const logged = gateway.logs.find((line) => line.outboxId === messageIdentifier);
    expect(logged).toMatchObject({ sender: MAIL_FROM });
    expect(await outboxRows(gateway)).toHaveLength(before.length + 1);
  });

  it("sends only to the e-mail address on the customer's record: another customer_email is 400 naming the field", async () => {
    const before = await outboxRows(gateway);
    for (const other of [ATTACKER, 'amara.okafor@example.org', RENT_TEAM]) {
      const response = await send(statementRequest({ customer_email: other }));
      expect(response.statusCode, other).toBe(400);
      const body = json<ErrorBody>(response);
      expect(body.errors.map((error) => error.field)).toEqual(['body.content.customer_email']);
      expect(body.errors[0]?.message).toContain('the e-mail address we hold for you');
    }
    expect(await outboxRows(gateway)).toHaveLength(before.length);

    // The same address in other letters is the one on record; the e-mail goes to the record's spelling.
    const response = await send(statementRequest({ customer_email: ' AMARA@Example.org ' }));
    expect(response.statusCode, response.body).toBe(202);
    const { messageIdentifier } = json<{ messageIdentifier: string }>(response);
    const row = (await outboxRows(gateway)).find((candidate) => candidate.id === messageIdentifier);
    expect(row?.recipient).toBe(amara.email);
  });

  it("greets the resident by the name on the record, never the request's customer_name", async () => {
    const response = await send(statementRequest({ customer_name: BAIT }));
    expect(response.statusCode, response.body).toBe(202);
    const { messageIdentifier } = json<{ messageIdentifier: string }>(response);
    const row = (await outboxRows(gateway)).find((candidate) => candidate.id === messageIdentifier);
    expect(row?.text_body.split('\n')[0]).toBe('Dear Ms Amara Okafor,');
    expect(row?.text_body).not.toContain('evil.example');
    expect(row?.subject).not.toContain('evil.example');
  });
});

describe('the outbox over SMTP (SMTP_URL)', () => {
  let gateway: TestGateway;
  let clock: Awaited<ReturnType<typeof startMoneyGateway>>['clock'];
  let peer: SmtpPeer;
  let closeLater: (() => Promise<void>) | undefined;
  const queue = async (app = gateway.app) => {
    const signedIn = await gateway.signIn('amara');
    const response = await app.inject({
      method: 'POST',
      url: `/api/customers/${amara.customerId}/custom-statements`,
      headers: signedIn.headers,
      payload: statementRequest({ statement_startdate: '01/02/2026', statement_enddate: '28/02/2026' }),
    });
    expect(response.statusCode, response.body).toBe(202);
    return json<{ messageIdentifier: string }>(response).messageIdentifier;
  };
  const row = async (id: string) =>
    gateway.db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  beforeAll(async () => {
    peer = await startSmtpPeer();
    ({ gateway, clock } = await startMoneyGateway({
      money: { smtpUrl: peer.url, mailFrom: MAIL_FROM, outbox: { maxAttempts: 3 } },
    }));
  });
  afterAll(async () => {
    if (closeLater) await closeLater();
    else await gateway?.close();
    await peer?.close();
  });

  it('sends the e-mail with the statement PDF attached to the SMTP peer', async () => {
    const id = await queue();
    const [mail] = await peer.waitForMessages(1);
    expect(mail?.from).toBe('statements@thameside.example');
    expect(headerOf(mail?.raw ?? '', 'from')).toBe(MAIL_FROM);
    expect(mail?.to).toEqual([amara.email]);
    expect(headerOf(mail?.raw ?? '', 'subject')).toBe('Your statement from 01/02/2026 to 28/02/2026');
    const [attachment] = attachmentsOf(mail?.raw ?? '');
    expect(attachment?.filename).toBe(`statement-${amara.paymentReference}-2026-02-01-to-2026-02-28.pdf`);
    expect(attachment?.contentType).toBe('application/pdf');
    expect((await readPdf(attachment?.content ?? new Uint8Array())).title).toBe('Statement February 2026');
    await gateway.app.outbox.drain();
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('keeps an e-mail the peer refuses, tries again after the backoff and gives up after the last attempt', async () => {
    peer.mode = 'reject once';
    const id = await queue();
    await gateway.app.outbox.drain();
    const waiting = await row(id);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect(waiting.last_error).toContain('Mailbox busy');
    expect(waiting.next_attempt_at.getTime()).toBe(clock.now().getTime() + 30_000);

    // Not yet due: nothing is sent before the backoff has passed.
    await gateway.app.outbox.drain();
    expect((await row(id)).attempts).toBe(1);
    clock.advance(30_000);
    await gateway.app.outbox.drain();
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(peer.received).toHaveLength(2);

    peer.mode = 'reject';
    const doomed = await queue();
    await gateway.app.outbox.drain();
    clock.advance(30_000);
    await gateway.app.outbox.drain();
    expect(await row(doomed)).toMatchObject({ status: 'pending', attempts: 2 });
    clock.advance(60_000);
    await gateway.app.outbox.drain();
    const failed = await row(doomed);
    expect(failed).toMatchObject({ status: 'failed', attempts: 3 });
    expect(failed.last_error).toContain('Mailbox busy');
    expect(peer.received).toHaveLength(2);
  });

  it('loses no queued e-mail when the gateway closes before sending it: a new gateway sends it', async () => {
    peer.mode = 'reject';
    const id = await queue();
    await gateway.app.outbox.drain();
    expect(await row(id)).toMatchObject({ status: 'pending', attempts: 1 });
    await gateway.app.close();

    peer.mode = 'accept';
    clock.advance(30_000);
    const restarted = await gatewayOn(gateway.database, {
      repairs: { clock },
      money: { smtpUrl: peer.url, mailFrom: MAIL_FROM },
    });
    closeLater = async () => {
      await restarted.close();
      await gateway.database.close();
    };
    const mails = await peer.waitForMessages(3);
    expect(headerOf(mails[2]?.raw ?? '', 'subject')).toBe('Your statement from 01/02/2026 to 28/02/2026');
    await restarted.outbox.drain();
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2 });
  });
});

describe('how many custom statements a customer may ask for', () => {
  let gateway: TestGateway;
  let clock: Awaited<ReturnType<typeof startMoneyGateway>>['clock'];
  let second: FastifyInstance | undefined;
  const post = async (app: FastifyInstance) =>
    app.inject({
      method: 'POST',
      url: `/api/customers/${amara.customerId}/custom-statements`,
      headers: (await gateway.signIn('amara')).headers,
      payload: statementRequest({ statement_startdate: '01/02/2026', statement_enddate: '28/02/2026' }),
    });
  const queued = async () =>
    (
      await gateway.db
        .selectFrom('outbox')
        .select('id')
        .where('customer_id', '=', amara.customerId)
        .where('kind', '=', 'custom-statement')
        .execute()
    ).length;

  beforeAll(async () => {
    ({ gateway, clock } = await startMoneyGateway());
  });
  afterAll(async () => {
    await second?.close();
    await gateway?.close();
  });

  it('queues 5 an hour: of 8 sent at once 3 are answered 429 with Retry-After and a plain-English message', async () => {
    const responses = await Promise.all(Array.from({ length: 8 }, () => post(gateway.app)));
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429, 429, 429]);
    expect(await queued()).toBe(5);
    const refused = responses.find((response) => response.statusCode === 429)!;
    expect(refused.headers['retry-after']).toBe('3600');
    const body = json<ErrorBody>(refused);
    expect(body.title).toBe('Too Many Requests');
    expect(body.errors[0]?.message).toBe(
      'You have asked for 5 statements by e-mail in the last hour, the most we send in an hour. Please try again in 60 minutes.',
    );

    clock.advance(HOUR_MS / 2);
    const later = await post(gateway.app);
    expect(later.statusCode).toBe(429);
    expect(later.headers['retry-after']).toBe('1800');
    clock.advance(HOUR_MS / 2);
    expect((await post(gateway.app)).statusCode).toBe(202);
    expect(await queued()).toBe(6);
  });

  it('holds the limit across two gateways on one database', async () => {
    clock.advance(HOUR_MS);
    second = await gatewayOn(gateway.database, { repairs: { clock } });
    const before = await queued();
    const apps = [gateway.app, second, gateway.app, second, gateway.app, second, gateway.app, second];
    const responses = await Promise.all(apps.map((app) => post(app)));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([202, 202, 202, 202, 202, 429, 429, 429]);
    expect((await queued()) - before).toBe(5);
  });
});
