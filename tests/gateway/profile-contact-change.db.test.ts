import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommunicationSend, Customer, ErrorBody } from '../../schemas/generated/types';
import { PERSONA } from '../../gateway/server/seed/personas';
import { json, startTestGateway, TEST_SUBSCRIPTION_KEY, type TestGateway } from './gateway-harness';
import { startMoneyGateway } from './money-fixtures';

const { amara, dev } = PERSONA;
const MAILBOX = 'customer.records@example.org';
/** The sender of every e-mail when MAIL_FROM is not set: the demo association's no-reply address. */
const DEFAULT_MAIL_FROM = 'Thameside Homes <no-reply@example.org>';
const HOUR_MS = 3_600_000;

/** Dev's contact-change e-mail as the portal sends it, with changes. */
function contactChange(changes: Partial<CommunicationSend> = {}): CommunicationSend {
  return {
    sender: 'my.account@example.org',
    recipients: [MAILBOX],
    communicationTemplateIdentifier: 'catalyst-profile-update',
    communicationType: 'Email',
    content: [
      { key: 'insert_date', value: '15/03/2026' },
      { key: 'insert_time', value: '14:05' },
      { key: 'email_address', value: dev.email },
      { key: 'mobile_phone', value: '07700900999' },
      { key: 'home_phone', value: '' },
      { key: 'business_phone', value: '' },
    ],
    ...changes,
  };
}

describe('profile: PUT /customers/{id} by the contact formats, and the contact-change e-mail', () => {
  let gateway: TestGateway;

  beforeAll(async () => {
    gateway = await startTestGateway();
  });
  afterAll(async () => {
    await gateway?.close();
  });

  const storedRow = (id: string) =>
    gateway.db.selectFrom('customers').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const outbox = () => gateway.db.selectFrom('outbox').selectAll().where('kind', '=', 'contact-change').execute();
  const read = async () =>
    json<Customer>(await gateway.api({ as: 'amara', url: `/api/customers/${amara.customerId}` }));
  const put = (payload: unknown, eTag: string) =>
    gateway.api({
      as: 'amara',
      method: 'PUT',
      url: `/api/customers/${amara.customerId}`,
      payload: payload as object,
      headers: { 'if-match': eTag },
    });
  const send = (body: unknown, customerId: string = dev.customerId) =>
    gateway.api({
      as: 'dev',
      method: 'POST',
      url: `/api/customers/${customerId}/communications`,
      payload: body as object,
    });

  it('refuses contact details the formats refuse, with the SSCP code of each field, and writes nothing', async () => {
    const { eTag } = await read();
    const row = await storedRow(amara.customerId);
    const response = await put(
      {
        emailAddress: 'amara-@example.org',
        mobilePhone: '7700900123',
        homePhone: '0207946012',
        workPhone: '+4420794601',
      },
      eTag,
    );
    expect(response.statusCode).toBe(400);
    const codes = json<ErrorBody>(response).errors.map((error) => [error.field, error.code]);
    expect(codes).toEqual(
      expect.arrayContaining([
        ['body.emailAddress', 'SSCP002'],
        ['body.mobilePhone', 'SSCP003a'],
        ['body.homePhone', 'SSCP003b'],
        ['body.workPhone', 'SSCP003c'],
      ]),
    );
    expect(json<ErrorBody>(response).errors.find((e) => e.code === 'SSCP003a')?.message).toContain(
      '11 digits starting with 0',
    );
    expect(await storedRow(amara.customerId)).toEqual(row);
  });

  it('saves valid details with empty optional phones, then refuses a stale If-Match with 412 and keeps them', async () => {
    const first = await read();
    const saved = await put(
      { emailAddress: 'amara.o@example.org', mobilePhone: '07700900321', homePhone: null },
      first.eTag,
    );
    expect(saved.statusCode).toBe(200);
    const row = await storedRow(amara.customerId);
    const stale = await put({ emailAddress: 'someone@example.org', mobilePhone: '07700900000' }, first.eTag);
    expect(stale.statusCode).toBe(412);
    expect(await storedRow(amara.customerId)).toEqual(row);
    const now = await read();
    expect(now.addresses.digitalAddresses[0]?.address).toBe('amara.o@example.org');
    expect(now.addresses.telecomsAddresses).toEqual([{ telecomsAddressType: 'mobilePhone', number: '07700900321' }]);
  });

  it('queues one contact-change e-mail to the mailbox and answers 202 with its identifier', async () => {
    const response = await send(contactChange());
    expect(response.statusCode).toBe(202);
    const { messageIdentifier } = json<{ messageIdentifier: string }>(response);
    const rows = await outbox();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: messageIdentifier,
      customer_id: dev.customerId,
      sender: DEFAULT_MAIL_FROM,
      recipient: MAILBOX,
      subject: `Contact details changed by customer ${dev.customerId}`,
    });
    expect(rows[0]?.text_body).toContain('on 15/03/2026 at 14:05');
    expect(rows[0]?.text_body).toContain('Mobile phone: 07700900999');
    expect(rows[0]?.text_body).toContain('Home phone: -');
  });

  it('sends from the configured sender, whatever sender the request names', async () => {
    const response = await send(contactChange({ sender: 'rent-team@thameside-homes.example' }));
    expect(response.statusCode, response.body).toBe(202);
    const { messageIdentifier } = json<{ messageIdentifier: string }>(response);
    const row = (await outbox()).find((candidate) => candidate.id === messageIdentifier);
    expect(row).toMatchObject({ sender: DEFAULT_MAIL_FROM, recipient: MAILBOX });
  });

  it.each([
    ['another recipient', contactChange({ recipients: ['someone@elsewhere.example'] }), 'contact-change mailbox'],
    ['the mailbox and another', contactChange({ recipients: [MAILBOX, 'x@elsewhere.example'] }), 'x@elsewhere.example'],
    ['a text message', { ...contactChange(), communicationType: 'SMS' }, 'must be one of: Email'],
    [
      'a mobile the rule refuses',
      contactChange({
        content: contactChange().content.map((item) =>
          item.key === 'mobile_phone' ? { ...item, value: '7700900999' } : item,
        ) as CommunicationSend['content'],
      }),
      'mobile_phone',
    ],
    [
      'content without the date',
      contactChange({ content: contactChange().content.slice(1) as CommunicationSend['content'] }),
      'insert_date',
    ],
  ])('refuses %s with 400 and queues nothing', async (_name, body, says) => {
    const before = (await outbox()).length;
    const response = await send(body);
    expect(response.statusCode).toBe(400);
    expect(
      json<ErrorBody>(response)
        .errors.map((error) => error.message)
        .join(' '),
    ).toContain(says);
    expect(await outbox()).toHaveLength(before);
  });

  it("refuses another customer's e-mail (403) and a caller without a session (401)", async () => {
    const before = (await outbox()).length;
    const other = await send(contactChange(), amara.customerId);
    expect(other.statusCode).toBe(403);
    const anonymous = await gateway.app.inject({
      method: 'POST',
      url: `/api/customers/${dev.customerId}/communications`,
      payload: contactChange(),
      headers: { 'ocp-apim-subscription-key': TEST_SUBSCRIPTION_KEY },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await outbox()).toHaveLength(before);
  });
});

describe('how many contact-change e-mails a customer may send', () => {
  let gateway: TestGateway;
  let clock: Awaited<ReturnType<typeof startMoneyGateway>>['clock'];
  const post = () =>
    gateway.api({
      as: 'dev',
      method: 'POST',
      url: `/api/customers/${dev.customerId}/communications`,
      payload: contactChange(),
    });

  beforeAll(async () => {
    ({ gateway, clock } = await startMoneyGateway());
  });
  afterAll(async () => {
    await gateway?.close();
  });

  it('queues 5 an hour: of 8 sent at once 3 are answered 429 with Retry-After and a plain-English message', async () => {
    const responses = await Promise.all(Array.from({ length: 8 }, () => post()));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([202, 202, 202, 202, 202, 429, 429, 429]);
    const rows = await gateway.db.selectFrom('outbox').select('id').where('kind', '=', 'contact-change').execute();
    expect(rows).toHaveLength(5);
    const refused = responses.find((response) => response.statusCode === 429)!;
    expect(refused.headers['retry-after']).toBe('3600');
    expect(json<ErrorBody>(refused).errors[0]?.message).toBe(
      'You have sent 5 changes of contact details in the last hour, the most we pass on in an hour. Please try again in 60 minutes.',
    );
    clock.advance(HOUR_MS);
    expect((await post()).statusCode).toBe(202);
  });
});
