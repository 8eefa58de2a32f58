import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorkOrderCreate } from '../../schemas/generated/types';
import type { DatabaseHandle } from '../../gateway/server/db/connection';
import { DEFAULT_MAIL_FROM, parseMailSender } from '../../gateway/server/outbox/mail-sender';
import { enqueueEmail } from '../../gateway/server/outbox/outbox-repository';
import { DEMO_PASSWORD, PERSONA, type PersonaName } from '../../gateway/server/seed/personas';
import { reportFigure } from '../support/figures';
import { startGatewayProcess, type GatewayProcess, type LogLine } from '../../scripts/gateway-process';
import { authorizationRequest, interactionPath, OidcBrowser, type HttpAnswer } from '../support/oidc-browser';
import { PIN_HEADER, startRoundRobinProxy, type RoundRobinProxy } from '../support/round-robin-proxy';
import { createSeededTestDatabase } from '../support/test-database';
import { amaraDraft, READY_TO_SUBMIT } from './repair-fixtures';

/**
 * Two gateway processes on one PostgreSQL database behind a round-robin proxy, as an association
 * runs them when one machine is not enough (README "Running several gateways"): nothing a
 * resident does depends on which gateway answers, and the background work (job numbers, the
 * sweep of expired drafts, the outbox) is done once between them and taken over when one dies.
 * PostgreSQL only: the embedded database allows one process.
 */

const SUBSCRIPTION_KEY = 'two-gateway-test-key';
const serverUrl = process.env.TEST_DATABASE_URL;
/** A job number is due this long after submission: time enough to kill the gateway that took it. */
const JOB_NUMBER_DELAY_MS = 4000;

type Pin = 'a' | 'b' | undefined;

describe.skipIf(!serverUrl)('two gateways on one PostgreSQL database, behind a round-robin proxy', () => {
  let database: DatabaseHandle;
  let proxy: RoundRobinProxy;
  let a: GatewayProcess;
  let b: GatewayProcess;
  let dataDir: string;
  let redirectUri: string;

  beforeAll(async () => {
    database = await createSeededTestDatabase();
    const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(database.db);
    const databaseUrl = new URL(serverUrl ?? '');
    databaseUrl.pathname = `/${rows[0]?.name ?? ''}`;
    proxy = await startRoundRobinProxy();
    redirectUri = `${proxy.baseUrl}/customer360View`;
    dataDir = mkdtempSync(join(tmpdir(), 'two-gateways-'));
    const env = {
      DATABASE_URL: databaseUrl.toString(),
      PUBLIC_ORIGIN: proxy.baseUrl,
      TRUST_PROXY: '127.0.0.1',
      GATEWAY_SUBSCRIPTION_KEY: SUBSCRIPTION_KEY,
      ADMIN_TOKEN: 'two-gateway-admin-token',
      DATA_DIR: dataDir,
      STATIC_DIR: join(dataDir, 'no-portal'),
      JOB_NUMBER_DELAY_MS: String(JOB_NUMBER_DELAY_MS),
      JOB_NUMBER_POLL_MS: '250',
      DRAFT_SWEEP_INTERVAL_MS: '250',
      TELEMETRY_SWEEP_INTERVAL_MS: '0',
      PAYMENT_SANDBOX: 'on',
    };
    [a, b] = await Promise.all([startGatewayProcess(env), startGatewayProcess(env)]);
    proxy.upstreams.set('a', a.baseUrl);
    proxy.upstreams.set('b', b.baseUrl);
  }, 240_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await proxy?.close();
    await database?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  /** An OIDC browser whose requests go through the proxy, to one gateway (pin) or in turn. */
  function browserVia(pinned: Pin | (() => Pin), extra: Record<string, string> = {}): OidcBrowser {
    return new OidcBrowser(async (method, path, headers, body): Promise<HttpAnswer> => {
      const pin = typeof pinned === 'function' ? pinned() : pinned;
      const response = await fetch(new URL(path, proxy.baseUrl), {
        method,
        headers: { ...headers, ...extra, ...(pin ? { [PIN_HEADER]: pin } : {}) },
        body,
        redirect: 'manual',
      });
      return {
        status: response.status,
        location: response.headers.get('location') ?? undefined,
        setCookies: response.headers.getSetCookie(),
        body: await response.text(),
      };
    });
  }

  /** Signs a resident in with the real code flow (login page, code, token exchange), through `pin`. */
  async function signIn(persona: PersonaName, pin: Pin): Promise<string> {
    const browser = browserVia(pin);
    const start = await authorizationRequest(redirectUri, 'login', 'B2C_1_login');
    const page = interactionPath(await browser.request('GET', start.path));
    const posted = await browser.request('POST', `${page}/login`, {
      email: PERSONA[persona].email,
      password: DEMO_PASSWORD,
    });
    const back = await browser.follow(posted);
    const code = new URL(back.location ?? '', redirectUri).searchParams.get('code');
    if (!code) throw new Error(`No code for ${persona}: ${back.status} ${back.location ?? back.body.slice(0, 300)}`);
    const exchange = await api('POST', '/api/auth/token', {
      pin,
      body: { code, state: start.state, codeVerifier: start.verifier, redirectUri },
    });
    expect(exchange.status, exchange.text).toBe(200);
    return (exchange.json as { accessToken: string }).accessToken;
  }

  interface Answer {
    status: number;
    text: string;
    json: unknown;
    etag: string | null;
    location: string | null;
  }

  async function api(
    method: string,
    path: string,
    options: { pin?: Pin; token?: string; body?: object; headers?: Record<string, string> } = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = { 'ocp-apim-subscription-key': SUBSCRIPTION_KEY, ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.pin) headers[PIN_HEADER] = options.pin;
    if (options.body) headers['content-type'] = 'application/json';
    const response = await fetch(new URL(path, proxy.baseUrl), {
      method,
      headers,
      body: options.body ? JSON.stringify(options.body) : undefined,
    });
    const text = await response.text();
    return {
      status: response.status,
      text,
      json: text ? (JSON.parse(text) as unknown) : undefined,
      etag: response.headers.get('etag'),
      location: response.headers.get('location'),
    };
  }

  async function createDraft(token: string, pin: Pin, body: WorkOrderCreate = amaraDraft()): Promise<Answer> {
    const created = await api('POST', '/api/works-orders', { pin, token, body });
    expect(created.status, created.text).toBe(201);
    return created;
  }

  const idOf = (created: Answer) => String(created.location).split('/')[4] ?? '';

  /**
   * The time by the database server. The gateway processes run on this machine's clock, as the
   * server does, so rows the test adds are due by theirs; the test itself never reads the clock.
   */
  async function databaseNow(): Promise<Date> {
    const { rows } = await sql<{ now: Date }>`select now() as now`.execute(database.db);
    return new Date(rows[0]!.now);
  }

  /** Waits (polling the database, never a fixed sleep) until `done` answers true. */
  async function waitFor(what: string, done: () => Promise<boolean>, withinMs = 60_000): Promise<void> {
    const started = performance.now();
    while (!(await done())) {
      if (performance.now() - started > withinMs) throw new Error(`Still waiting after ${withinMs} ms for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  async function jobNumbers(ids: string[]) {
    return database.db.selectFrom('work_orders').select(['id', 'job_no']).where('id', 'in', ids).execute();
  }

  /** How many log lines with this message each id appears in, across the gateways given. */
  function timesLogged(gateways: GatewayProcess[], message: string, idsOf: (line: LogLine) => unknown[]) {
    const counts = new Map<string, number>();
    for (const line of gateways.flatMap((gateway) => gateway.lines)) {
      if (line.msg !== message) continue;
      for (const id of idsOf(line)) counts.set(String(id), (counts.get(String(id)) ?? 0) + 1);
    }
    return counts;
  }

  it('lets a resident sign in through one gateway, save through the other and submit; job numbers, expired drafts, e-mails and sandbox callbacks are each handled once', async () => {
    for (const pin of ['a', 'b'] as const) {
      const health = await api('GET', '/health', { pin, headers: { 'ocp-apim-subscription-key': '' } });
      expect([health.status, health.json]).toEqual([200, { status: 'ok' }]);
    }
    const token = await signIn('amara', 'a');

    // The journey continues through the other gateway: the draft and its saves.
    const draft = await createDraft(token, 'b');
    const id = idOf(draft);
    const saved = await api('PATCH', `/api/works-orders/${id}`, {
      pin: 'b',
      token,
      headers: { 'if-match': String(draft.etag) },
      body: { repairLocation: 'Bathroom', repairLocationId: 4 },
    });
    expect(saved.status, saved.text).toBe(200);
    const read = await api('GET', `/api/works-orders/${id}`, { pin: 'a', token });
    expect(read.json).toMatchObject({ repairLocation: 'Bathroom', isDraft: true });
    const submitted = await api('PATCH', `/api/works-orders/${id}`, {
      pin: 'a',
      token,
      headers: { 'if-match': String(read.etag) },
      body: { ...READY_TO_SUBMIT, isSubmitted: true, isDraft: false },
    });
    expect(submitted.status, submitted.text).toBe(200);

    // More repairs submitted in turn through the proxy, so both gateways hold due requests.
    const more = await Promise.all(
      Array.from({ length: 5 }, () =>
        createDraft(token, undefined, { ...amaraDraft(), ...READY_TO_SUBMIT, isDraft: false, isSubmitted: true }),
      ),
    );
    const submittedIds = [id, ...more.map(idOf)];
    const assignedLines = () => timesLogged([a, b], 'Job number assigned', (line) => [line.workOrderId]);
    await waitFor(
      'every job number, and its log line',
      async () =>
        (await jobNumbers(submittedIds)).every((row) => row.job_no) &&
        submittedIds.every((each) => assignedLines().has(each)),
    );
    const assigned = assignedLines();
    const unappointed = await database.db
      .selectFrom('work_order_history')
      .select(['work_order_id', sql<string>`count(*)`.as('n')])
      .where('work_order_id', 'in', submittedIds)
      .where('sub_type', '=', 'Unappointed')
      .groupBy('work_order_id')
      .execute();
    const numbers = (await jobNumbers(submittedIds)).map((row) => row.job_no);

    // Drafts past their 48 hours, with both gateways sweeping every 250 ms.
    const drafts = (await Promise.all(Array.from({ length: 6 }, () => createDraft(token, undefined)))).map(idOf);
    await database.db
      .updateTable('work_orders')
      .set({ draft_expires_at: sql`now() - interval '1 minute'` })
      .where('id', 'in', drafts)
      .execute();
    const sweptLines = () => timesLogged([a, b], 'Expired drafts deleted', (line) => line.workOrders as unknown[]);
    await waitFor(
      'the expired drafts to go, and their log lines',
      async () =>
        (await database.db.selectFrom('work_orders').select('id').where('id', 'in', drafts).execute()).length === 0 &&
        drafts.every((each) => sweptLines().has(each)),
    );
    const swept = sweptLines();

    // E-mails queued in the outbox, which both gateways' workers poll.
    const emails: string[] = [];
    for (let n = 0; n < 8; n += 1) {
      emails.push(
        await enqueueEmail(
          database.db,
          {
            kind: 'two-gateway-test',
            customerId: null,
            sender: parseMailSender(DEFAULT_MAIL_FROM),
            recipient: 'resident@example.org',
            subject: `Test e-mail ${n}`,
            text: 'One of several gateways sends this once.',
            attachments: [],
          },
          await databaseNow(),
        ),
      );
    }
    const sentLines = () =>
      timesLogged([a, b], 'E-mail written to the log (no SMTP_URL set)', (line) => [line.outboxId]);
    await waitFor(
      'the e-mails to be sent, and their log lines',
      async () =>
        (await database.db.selectFrom('outbox').select('status').where('id', 'in', emails).execute()).every(
          (row) => row.status === 'sent',
        ) && emails.every((each) => sentLines().has(each)),
    );
    const sent = sentLines();

    // Callbacks the payment sandbox owes, two of them held by an expired claim (a gateway that died).
    const now = (await databaseNow()).getTime();
    await database.db
      .insertInto('payment_sandbox_payments')
      .values({
        provider_reference: 'SBX-TWO-GATEWAYS',
        token: 'pgt_unknown',
        customer_reference: PERSONA.amara.paymentReference,
        amount: '10.00',
        client_code: 'RESPORTAL01',
        status: 'authorised',
        created_at: new Date(now),
        updated_at: new Date(now),
      })
      .execute();
    const owed = [1, 2, 3, 4].map((n) => `evt_two_gateways_${n}`);
    await database.db
      .insertInto('payment_sandbox_events')
      .values(
        owed.map((eventId, n) => ({
          event_id: eventId,
          provider_reference: 'SBX-TWO-GATEWAYS',
          event: 'payment.settled',
          payload: JSON.stringify({ eventId, event: 'payment.settled', token: 'pgt_unknown' }),
          due_at: new Date(now - 1000),
          claimed_until: n < 2 ? new Date(now - 500) : null,
        })),
      )
      .execute();
    const callbackLines = () =>
      new Map(
        [
          ...timesLogged([a, b], 'Payment sandbox callback delivered', (line) => [line.eventId]),
          ...timesLogged([a, b], 'Payment sandbox callback refused', (line) => [line.eventId]),
        ].filter(([eventId]) => owed.includes(eventId)),
      );
    await waitFor('the owed sandbox callbacks, and their log lines', async () => {
      const rows = await database.db
        .selectFrom('payment_sandbox_events')
        .select('finished_at')
        .where('event_id', 'in', owed)
        .execute();
      return rows.every((row) => row.finished_at !== null) && callbackLines().size === owed.length;
    });
    const called = callbackLines();
    const { attempts } = await database.db
      .selectFrom('payment_sandbox_events')
      .select(sql<string>`sum(attempts)`.as('attempts'))
      .where('event_id', 'in', owed)
      .executeTakeFirstOrThrow();

    const twice = (ids: string[], counts: Map<string, number>) => ids.filter((each) => (counts.get(each) ?? 0) > 1);
    const never = (ids: string[], counts: Map<string, number>) => ids.filter((each) => (counts.get(each) ?? 0) === 0);
    reportFigure({
      name: 'two-gateway test: job numbers assigned twice',
      value: twice(submittedIds, assigned).length,
      target: '0',
      met: twice(submittedIds, assigned).length === 0,
      detail: `of ${submittedIds.length} repairs submitted through either gateway`,
    });
    reportFigure({
      name: 'two-gateway test: expired drafts deleted twice',
      value: twice(drafts, swept).length,
      target: '0',
      met: twice(drafts, swept).length === 0,
      detail: `of ${drafts.length} drafts, both gateways sweeping`,
    });
    reportFigure({
      name: 'two-gateway test: outbox e-mails sent twice',
      value: twice(emails, sent).length,
      target: '0',
      met: twice(emails, sent).length === 0,
      detail: `of ${emails.length} e-mails, both gateways polling`,
    });
    reportFigure({
      name: 'two-gateway test: payment sandbox callbacks sent twice',
      value: twice(owed, called).length,
      target: '0',
      met: twice(owed, called).length === 0,
      detail: `of ${owed.length} owed callbacks, 2 of them under a dead gateway's expired claim`,
    });
    expect(twice(submittedIds, assigned)).toEqual([]);
    expect(never(submittedIds, assigned)).toEqual([]);
    expect(unappointed.map((row) => Number(row.n))).toEqual(submittedIds.map(() => 1));
    expect(new Set(numbers).size).toBe(submittedIds.length);
    expect(twice(drafts, swept)).toEqual([]);
    expect(never(drafts, swept)).toEqual([]);
    expect(twice(emails, sent)).toEqual([]);
    expect(never(emails, sent)).toEqual([]);
    expect(twice(owed, called)).toEqual([]);
    expect(Number(attempts)).toBe(owed.length);
    expect(proxy.served.get('a')).toBeGreaterThan(3);
    expect(proxy.served.get('b')).toBeGreaterThan(3);
  }, 180_000);

  it('counts failed sign-ins spread over both gateways together: the limit holds on each', async () => {
    const { email } = PERSONA.ben;
    let pin: Pin = 'a';
    // The resident's own address, which the proxy passes on in X-Forwarded-For (TRUST_PROXY).
    const browser = browserVia(() => pin, { 'x-forwarded-for': '203.0.113.7' });
    const start = await authorizationRequest(redirectUri, 'login', 'B2C_1_login');
    const page = interactionPath(await browser.request('GET', start.path));
    // Five wrong passwords, alternately through each gateway: neither alone sees five.
    for (let attempt = 0; attempt < 5; attempt += 1) {
      pin = attempt % 2 === 0 ? 'a' : 'b';
      const failed = await browser.request('POST', `${page}/login`, { email, password: 'not-the-password-1' });
      expect(failed.status, failed.body.slice(0, 200)).toBe(401);
      expect(failed.body).not.toContain('Too many attempts');
    }
    const throttled = [];
    for (const gateway of ['a', 'b'] as const) {
      pin = gateway;
      const answer = await browser.request('POST', `${page}/login`, { email, password: DEMO_PASSWORD });
      throttled.push(answer.status);
      expect(answer.body).toContain('Too many attempts');
    }
    expect(throttled).toEqual([429, 429]);
    // Counted once each in the shared table, on every key of the one throttle (identity/secret-throttle.ts).
    const attempts = await database.db
      .selectFrom('secret_attempts')
      .select(['key', 'attempts'])
      .where('key', 'in', [`pair:login:${email}|203.0.113.7`, `account:login:${email}`, 'address:203.0.113.7'])
      .orderBy('key')
      .execute();
    expect(attempts.map((row) => [row.key, row.attempts])).toEqual([
      [`account:login:${email}`, 5],
      ['address:203.0.113.7', 5],
      [`pair:login:${email}|203.0.113.7`, 5],
    ]);
  }, 60_000);

  it('when one gateway is killed (kill -9), the other assigns the job numbers of repairs submitted through it', async () => {
    const token = await signIn('amara', undefined);
    const body = { ...amaraDraft(), ...READY_TO_SUBMIT, isDraft: false, isSubmitted: true };
    const submitted = (await Promise.all([1, 2, 3].map(() => createDraft(token, 'a', body)))).map(idOf);
    await a.kill9();
    proxy.upstreams.delete('a');
    const killedAt = performance.now();
    const assignedByA = timesLogged([a], 'Job number assigned', (line) => [line.workOrderId]);
    expect(
      submitted.filter((id) => assignedByA.has(id)),
      'assigned before the kill: make the delay longer',
    ).toEqual([]);

    await waitFor('the survivor to assign the job numbers', async () =>
      (await jobNumbers(submitted)).every((row) => row.job_no),
    );
    await waitFor('its log lines', async () => {
      const logged = timesLogged([b], 'Job number assigned', (line) => [line.workOrderId]);
      return submitted.every((id) => logged.has(id));
    });
    const tookOverMs = Math.round(performance.now() - killedAt);
    const assignedByB = timesLogged([b], 'Job number assigned', (line) => [line.workOrderId]);
    const left = submitted.filter((id) => assignedByB.get(id) !== 1);
    reportFigure({
      name: 'two-gateway test: job numbers of a killed gateway not taken over',
      value: left.length,
      target: '0',
      met: left.length === 0,
      detail: `of ${submitted.length} repairs submitted through the gateway killed with kill -9 (all assigned by the other ${(tookOverMs / 1000).toFixed(1)} s after the kill)`,
    });
    expect(left).toEqual([]);
    // The resident carries on through the survivor with the token the dead gateway signed.
    const read = await api('GET', `/api/works-orders/${submitted[0] ?? ''}`, { token });
    expect(read.status).toBe(200);
    expect(read.json).toMatchObject({ status: 'Unappointed' });
  }, 120_000);
});
