import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERSONA } from '../../gateway/server/seed/personas';
import { reportFigure } from '../support/figures';
import { signInAs, type SignedIn } from '../support/sign-in';
import { customerIds } from './customer-identities';
import { TEST_SUBSCRIPTION_KEY, type TestGateway } from './gateway-harness';
import { startMoneyGateway } from './money-fixtures';
import { openApiOperations, urlOf, type OpenApiOperations, type Operation, type Schema } from './openapi-operations';
import { sampleOf } from './schema-values';

/**
 * Whether a resident can make the gateway send an e-mail from a sender or to a recipient of their
 * choosing, or greet someone with their words (docs/adr/0005-outgoing-mail.md). Every POST, PUT
 * and PATCH of the OpenAPI document is sent as Amara with a valid body, then once for each string
 * field with an attacker's value in it (several values in fields whose name suggests an address or
 * a name); every e-mail the outbox then holds is checked. Routes added later are covered as they
 * come, and so is any e-mail queued by any code: the check reads the outbox, not the routes.
 */

const { amara } = PERSONA;

/** The sender this gateway is configured with (MAIL_FROM). */
const MAIL_FROM = 'Thameside Homes <statements@thameside.example>';
/** Where a contact change goes when the ContactChangeMailbox setting is absent. */
const DEFAULT_MAILBOX = 'customer.records@example.org';

/** What an attacker puts into a field: an outside address, a look-alike sender, a named one, bait. */
const ATTACKS = [
  'attacker@evil.example',
  'rent-team@thameside-homes.example',
  'Rent Team <rent-team@thameside-homes.example>',
  'Rent Team: pay your arrears at https://evil.example/pay',
];
/** Words of the attacks, any of which in a greeting or subject shows the attacker wrote it. */
const ATTACK_WORDS = ['evil.example', 'thameside-homes.example', 'Rent Team'];
/** Field names that suggest an address, a sender, a recipient or a name: they get every attack. */
const ADDRESS_LIKE = /mail|sender|from|recipient|reply|address|name|(^|_)to$|cc$/i;

/** Values a valid body holds about Amara, by field name (or by the key of a key/value entry). */
const AMARA_VALUES: Record<string, string> = {
  payment_ref: amara.paymentReference,
  paymentReference: amara.paymentReference,
  customerReference: amara.paymentReference,
  customer_email: amara.email,
  email_address: amara.email,
  emailAddress: amara.email,
  customer_name: `${amara.givenName} ${amara.surname}`,
  customerId: amara.customerId,
  customerIdentifier: amara.customerId,
  userIdentifier: amara.customerId,
};

type PathPart = string | number;

interface StringLeaf {
  path: PathPart[];
  /** The field's name: its property, or the key of a {key, value} entry. */
  name: string;
  /** Whether the leaf is an item of an array of strings (an attack may also add one). */
  inList: boolean;
}

/** Every string in a JSON value, with where it is and what it is called. */
function stringLeaves(value: unknown, path: PathPart[] = [], name = '', inList = false): StringLeaf[] {
  if (typeof value === 'string') return [{ path, name, inList }];
  if (Array.isArray(value)) {
    return value.flatMap((item, index) => stringLeaves(item, [...path, index], name, typeof item === 'string'));
  }
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.key === 'string' && typeof record.value === 'string') {
      return [{ path: [...path, 'value'], name: record.key, inList: false }];
    }
    return Object.entries(record).flatMap(([key, inner]) => stringLeaves(inner, [...path, key], key));
  }
  return [];
}

function setAt(value: unknown, path: PathPart[], to: unknown): unknown {
  const copy = structuredClone(value);
  let at = copy as Record<PathPart, unknown>;
  for (const part of path.slice(0, -1)) at = at[part] as Record<PathPart, unknown>;
  at[path.at(-1) as PathPart] = to;
  return copy;
}

/** A body the operation accepts from Amara, as far as its schema and her values can make one. */
function validBody(operation: Operation, api: OpenApiOperations): unknown {
  const schema = api.resolve(operation.body);
  if (!schema) return undefined;
  const examples = schema.examples as unknown[] | undefined;
  let body = examples?.[0] ?? sampleOf(schema as Schema, api.resolve);
  for (const leaf of stringLeaves(body)) {
    const mine = AMARA_VALUES[leaf.name];
    if (mine !== undefined) body = setAt(body, leaf.path, mine);
  }
  // The body fields the route's access declaration names are Amara's things.
  const access = operation.access;
  if (access && typeof access === 'object') {
    for (const [kind, source] of Object.entries(access)) {
      const [where, ...parts] = String(source).split('.');
      const id = ownIds[kind as keyof typeof ownIds];
      if (where === 'body' && id && body && typeof body === 'object') body = setAt(body, parts, id);
    }
  }
  return body;
}

/** Amara's things by the kinds access declarations name (filled in beforeAll). */
const ownIds: Record<string, string> = {};

describe('outgoing e-mail: no sender, recipient or greeting of a resident’s choosing', () => {
  let gateway: TestGateway;
  let clock: Awaited<ReturnType<typeof startMoneyGateway>>['clock'];
  let api: OpenApiOperations;
  let session: SignedIn;
  let amaraRow: Record<string, unknown>;

  beforeAll(async () => {
    ({ gateway, clock } = await startMoneyGateway({ money: { mailFrom: MAIL_FROM } }));
    api = await openApiOperations(gateway);
    session = await signInAs(gateway.app, 'amara', { subscriptionKey: TEST_SUBSCRIPTION_KEY });
    const ids = await customerIds(gateway.db, amara.customerId);
    Object.assign(ownIds, {
      customer: amara.customerId,
      premises: amara.houseAssetId,
      asset: amara.houseAssetId,
      account: amara.rentAccountId,
      workOrder: amara.workOrders.draft,
      case: amara.cases.active,
      communication: amara.gasMessageId,
      document: ids.document[0] ?? 'x',
    });
    amaraRow = await gateway.db
      .selectFrom('customers')
      .selectAll()
      .where('id', '=', amara.customerId)
      .executeTakeFirstOrThrow();
  }, 60_000);
  afterAll(async () => gateway?.close());

  /** Sends as Amara; when her session has ended (a refresh or logout in the walk), signs her in again once. */
  async function send(operation: Operation, body: unknown): Promise<number> {
    const first = await gateway.app.inject(request(operation, body, session));
    if (first.statusCode !== 401) return first.statusCode;
    session = await signInAs(gateway.app, 'amara', { subscriptionKey: TEST_SUBSCRIPTION_KEY });
    return (await gateway.app.inject(request(operation, body, session))).statusCode;
  }

  function request(operation: Operation, body: unknown, signedIn: SignedIn): InjectOptions & { url: string } {
    const params = Object.fromEntries(operation.pathParams.map((name) => [name, 'x']));
    const access = operation.access;
    if (access && typeof access === 'object') {
      for (const [kind, source] of Object.entries(access)) {
        const [where, name] = String(source).split('.');
        if (where === 'params' && name && ownIds[kind]) params[name] = ownIds[kind];
      }
    }
    const headers: Record<string, string> = { ...signedIn.headers, 'if-match': '*' };
    if (operation.headers.includes('operation-key')) headers['operation-key'] = randomUUID();
    return {
      method: operation.method as 'POST',
      url: urlOf(operation, params),
      headers,
      // Not the address Amara signs in from: the walk's wrong codes to POST /api/auth/token are
      // throttled per address (SECURITY.md) and must not hold back her signing in again.
      remoteAddress: '198.18.0.77',
      ...(body === undefined ? {} : { payload: body as object }),
    };
  }

  it('sends every e-mail from the configured sender to the record or the configured mailbox, greeting no one with the attacker’s words', async () => {
    const writes = api.operations.filter(
      (operation) => ['POST', 'PUT', 'PATCH'].includes(operation.method) && operation.path.startsWith('/api/'),
    );
    const seen = new Set<string>();
    /** Operations that queued an e-mail with their valid body. */
    const mailing = new Set<string>();
    /** The e-mails found wrong, and what is wrong with each. */
    const wrongEmails = new Set<string>();
    const problems: string[] = [];
    let attempts = 0;
    let acceptedBases = 0;

    const mailbox =
      (
        await gateway.db
          .selectFrom('configuration_values')
          .select('value')
          .where('name', '=', 'ContactChangeMailbox')
          .executeTakeFirst()
      )?.value.trim() || DEFAULT_MAILBOX;
    const allowedRecipients = new Set([String(amaraRow.email).toLowerCase(), mailbox.toLowerCase()]);

    /**
     * Checks the e-mails queued since the last look and answers how many there were; then moves
     * the clock past every per-hour limit.
     */
    const inspect = async (what: string): Promise<number> => {
      const rows = await gateway.db.selectFrom('outbox').selectAll().execute();
      const fresh = rows.filter((candidate) => !seen.has(candidate.id));
      for (const row of fresh) {
        seen.add(row.id);
        const greeting = row.text_body.split('\n').find((line) => /^(dear|hello|hi)\b/i.test(line.trim())) ?? '';
        const wrong = [
          row.sender !== MAIL_FROM && `sender ${row.sender}`,
          !allowedRecipients.has(row.recipient.toLowerCase()) && `recipient ${row.recipient}`,
          ATTACK_WORDS.some((word) => greeting.includes(word)) && `greeting "${greeting}"`,
          ATTACK_WORDS.some((word) => row.subject.includes(word)) && `subject "${row.subject}"`,
        ].filter(Boolean);
        if (wrong.length > 0) {
          wrongEmails.add(row.id);
          problems.push(`${what}: ${wrong.join(', ')}`);
        }
      }
      // A change of Amara's own record (PUT /customers/{id}) is put back, so "the record" stays one address.
      await gateway.db
        .updateTable('customers')
        .set({
          email: amaraRow.email as string,
          title: amaraRow.title as string,
          given_name: amaraRow.given_name as string,
          surname: amaraRow.surname as string,
        })
        .where('id', '=', amara.customerId)
        .execute();
      clock.advance(3_600_000 + 1000);
      return fresh.length;
    };

    for (const operation of writes) {
      const base = validBody(operation, api);
      if ((await send(operation, base)) < 300) acceptedBases += 1;
      if ((await inspect(`${operation.name} (valid body)`)) > 0) mailing.add(operation.name);
      for (const leaf of stringLeaves(base)) {
        const values = ADDRESS_LIKE.test(leaf.name) ? ATTACKS : ATTACKS.slice(0, 1);
        const variants = values.map((value) => [value, setAt(base, leaf.path, value)] as const);
        if (leaf.inList) {
          const list = leaf.path.slice(0, -1);
          const items = list.reduce<unknown>((at, part) => (at as Record<PathPart, unknown>)[part], base) as unknown[];
          variants.push([`+${ATTACKS[0]}`, setAt(base, list, [...items, ATTACKS[0]])]);
        }
        for (const [value, body] of variants) {
          await send(operation, body);
          attempts += 1;
          await inspect(`${operation.name} [${leaf.path.join('.')}=${value}]`);
        }
      }
    }
    await gateway.app.outbox.drain();
    const sentFrom = gateway.logs.filter((line) => line.msg === 'E-mail written to the log (no SMTP_URL set)');
    for (const line of sentFrom) {
      if (line.sender !== MAIL_FROM) {
        wrongEmails.add(String(line.outboxId));
        problems.push(`e-mail ${String(line.outboxId)} went out from ${String(line.sender)}`);
      }
    }

    reportFigure({
      name: 'e-mails whose sender or recipient a resident chose',
      value: wrongEmails.size,
      target: '0',
      met: wrongEmails.size === 0,
      detail:
        `of ${attempts} attempts on ${writes.length} operations (${acceptedBases} took their valid body; ` +
        `${seen.size} e-mails queued, by ${[...mailing].join(' and ')})`,
    });
    expect(problems).toEqual([]);
    // The walk reached the operations that send e-mail, with bodies they accept.
    expect([...mailing]).toEqual(
      expect.arrayContaining(['POST /api/customers/{id}/custom-statements', 'POST /api/customers/{id}/communications']),
    );
    expect(acceptedBases).toBeGreaterThanOrEqual(5);
    expect(attempts).toBeGreaterThanOrEqual(100);
  }, 120_000);
});
