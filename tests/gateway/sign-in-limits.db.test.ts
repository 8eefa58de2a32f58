import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hashesStarted } from '../../gateway/server/identity/hash-slots';
import { codeHash } from '../../gateway/server/identity/registration';
import { secretThrottle } from '../../gateway/server/identity/secret-throttle';
import { loadIdentityKeys } from '../../gateway/server/identity/stored-keys';
import { manualClock } from '../../gateway/server/common/clock';
import { DEMO_PASSWORD, PERSONA } from '../../gateway/server/seed/personas';
import {
  authorizationRequest,
  injectSender,
  interactionPath,
  OidcBrowser,
  type HttpAnswer,
} from '../support/oidc-browser';
import { newRegistrationCode, registrationCodes } from '../support/registration-code';
import { DEFAULT_REDIRECT_URI } from '../support/sign-in';
import { gatewayOn, startTestGateway, type TestGateway } from './gateway-harness';

/**
 * One throttle in front of every check of a secret (identity/secret-throttle.ts, SECURITY.md):
 * login, change password, change sign-in email, registration's date of birth and its code. It is
 * claimed before anything is hashed, atomically (parallel guesses cannot slip past it), by
 * account, by account and address, and by address, with waits that grow (30 s after five wrong
 * tries from one address, doubling to 15 minutes), and it is kept in the database.
 */
describe('the secret throttle of the sign-in pages', () => {
  let gateway: TestGateway;
  const clock = manualClock(new Date('2026-03-18T10:00:00Z'));
  let nextAddress = 1;
  /** A client address no other test used. */
  const freshAddress = () => `198.51.100.${nextAddress++}`;

  beforeAll(async () => {
    gateway = await startTestGateway({ repairs: { clock } });
  });
  afterAll(async () => gateway?.close());
  // Every test starts with a throttle that has forgotten the others' attempts.
  beforeEach(async () => {
    clock.advance(2 * 24 * 60 * 60_000);
  });

  type Policy = 'login' | 'changepassword' | 'changeusername' | 'registration';
  const POLICY_NAMES: Record<Policy, string> = {
    login: 'B2C_1_login',
    changepassword: 'B2C_1_changepassword',
    changeusername: 'B2C_1_changesigninname',
    registration: 'B2C_1_registration',
  };

  /** A browser at an address with an interaction of the policy open: its page path. */
  async function openPage(
    address: string,
    policy: Policy,
    browser = new OidcBrowser(injectSender(gateway.app, address)),
  ) {
    const start = await authorizationRequest(DEFAULT_REDIRECT_URI, policy, POLICY_NAMES[policy]);
    const page = interactionPath(await browser.request('GET', start.path));
    return { browser, page, start };
  }

  /** `count` interactions opened first, then their forms sent all at once (as parallel guessers do). */
  async function inParallel(
    count: number,
    address: (i: number) => string,
    policy: Policy,
    send: (open: { browser: OidcBrowser; page: string }, i: number) => Promise<HttpAnswer>,
  ): Promise<HttpAnswer[]> {
    const opened = await Promise.all(Array.from({ length: count }, (_, i) => openPage(address(i), policy)));
    return Promise.all(opened.map((open, i) => send(open, i)));
  }

  const statuses = (answers: HttpAnswer[]) =>
    answers.reduce<Record<number, number>>((counts, a) => ({ ...counts, [a.status]: (counts[a.status] ?? 0) + 1 }), {});

  const login = (open: { browser: OidcBrowser; page: string }, email: string, password: string) =>
    open.browser.request('POST', `${open.page}/login`, { email, password });

  const changePassword = (open: { browser: OidcBrowser; page: string }, email: string, current: string, next: string) =>
    open.browser.request('POST', `${open.page}/change-password`, {
      email,
      currentPassword: current,
      newPassword: next,
      confirmPassword: next,
    });

  it('item 1: the signed-out change-password page checks 5 of 40 parallel guesses, refuses the rest with 429, and holds the login form too', async () => {
    const { email } = PERSONA.chloe;
    const attacker = freshAddress();
    const guesses = await inParallel(
      40,
      () => attacker,
      'changepassword',
      (open, i) => changePassword(open, email, `Wrong-guess-${i}`, 'Taken-over-password-1'),
    );
    expect(statuses(guesses)).toEqual({ 401: 5, 429: 35 });
    for (const refused of guesses.filter((g) => g.status === 429)) {
      expect(refused.body).toMatch(/Too many attempts\. Try again in \d+ seconds\./);
    }
    // The login form shares the throttle: the attacker's address is held for that account there too,
    const held = await login(await openPage(attacker, 'login'), email, DEMO_PASSWORD);
    expect(held.status).toBe(429);
    // and the right guess while held changes nothing.
    const right = await changePassword(
      await openPage(attacker, 'changepassword'),
      email,
      DEMO_PASSWORD,
      'Taken-over-password-1',
    );
    expect(right.status).toBe(429);
    const owner = await login(await openPage(freshAddress(), 'login'), email, DEMO_PASSWORD);
    expect(owner.status).toBe(303);
  });

  it('item 5: 16 parallel wrong passwords on the login form are checked 5 times, and hash 5 times, not 16', async () => {
    const { email } = PERSONA.dev;
    const attacker = freshAddress();
    const hashesBefore = hashesStarted();
    const answers = await inParallel(
      16,
      () => attacker,
      'login',
      (open, i) => login(open, email, `wrong-${i}-password`),
    );
    expect(statuses(answers)).toEqual({ 401: 5, 429: 11 });
    expect(hashesStarted() - hashesBefore).toBe(5);
    const refused = answers.find((a) => a.status === 429);
    expect(refused?.body).toContain('Too many attempts. Try again in 30 seconds.');
  });

  it('item 5: login, change password and change sign-in email share one count for an account', async () => {
    const { email } = PERSONA.amara;
    const attacker = freshAddress();
    for (let i = 0; i < 2; i += 1)
      expect((await login(await openPage(attacker, 'login'), email, `wrong-${i}-pw`)).status).toBe(401);
    for (let i = 0; i < 2; i += 1) {
      const open = await openPage(attacker, 'changepassword');
      expect((await changePassword(open, email, `wrong-${i}-pw`, 'Another-password-1')).status).toBe(401);
    }
    const rename = await openPage(attacker, 'changeusername');
    const renamed = await rename.browser.request('POST', `${rename.page}/change-username`, {
      email,
      newEmail: 'amara.new@example.org',
      currentPassword: 'wrong-4-pw',
    });
    expect(renamed.status).toBe(401);
    expect((await login(await openPage(attacker, 'login'), email, DEMO_PASSWORD)).status).toBe(429);
  });

  it("item 5: five guesses never lock the owner out, and the guesser's waits grow from 30 seconds to 15 minutes", async () => {
    const { email } = PERSONA.ben;
    const attacker = freshAddress();
    for (let i = 0; i < 5; i += 1)
      expect((await login(await openPage(attacker, 'login'), email, `wrong-${i}-pw`)).status).toBe(401);
    // The owner, at home, is not held by an attacker's five guesses: the account-wide count allows more.
    const owner = await login(await openPage(freshAddress(), 'login'), email, DEMO_PASSWORD);
    expect(owner.status).toBe(303);
    const waits: number[] = [];
    for (let round = 0; round < 7; round += 1) {
      const held = await login(await openPage(attacker, 'login'), email, 'still-wrong-1');
      expect(held.status).toBe(429);
      const wait = Number(held.retryAfter);
      waits.push(wait);
      clock.advance(wait * 1000);
      expect((await login(await openPage(attacker, 'login'), email, `wrong-again-${round}`)).status).toBe(401);
    }
    expect(waits).toEqual([30, 60, 120, 240, 480, 900, 900]);
  });

  it("item 5: a guesser spread over many addresses holds the account for strangers, but not for its owner's browser", async () => {
    const { email } = PERSONA.chloe;
    const home = freshAddress();
    // Chloe signed in from her browser before: it is a known device for her account.
    const chloe = new OidcBrowser(injectSender(gateway.app, home));
    expect((await login(await openPage(home, 'login', chloe), email, DEMO_PASSWORD)).status).toBe(303);
    for (let i = 0; i < 12; i += 1) {
      const answer = await login(await openPage(freshAddress(), 'login'), email, `spread-guess-${i}`);
      expect(answer.status).toBe(i < 10 ? 401 : 429);
    }
    const stranger = await login(await openPage(freshAddress(), 'login'), email, DEMO_PASSWORD);
    expect(stranger.status).toBe(429);
    const owner = await login(await openPage(home, 'login', chloe), email, DEMO_PASSWORD);
    expect(owner.status).toBe(303);
  });

  it('item 5: the change-username page cannot list registered e-mails: an address in use counts as a failed try', async () => {
    const address = freshAddress();
    const ben = new OidcBrowser(injectSender(gateway.app, address));
    const signedIn = await login(await openPage(address, 'login', ben), PERSONA.ben.email, DEMO_PASSWORD);
    expect(signedIn.status).toBe(303);
    await ben.follow(signedIn);
    const taken = [PERSONA.amara.email, PERSONA.chloe.email, PERSONA.dev.email];
    const answers: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      const open = await openPage(address, 'changeusername', ben);
      const answer = await open.browser.request('POST', `${open.page}/change-username`, {
        newEmail: taken[i % taken.length] ?? '',
        currentPassword: DEMO_PASSWORD,
      });
      answers.push(answer.status);
    }
    expect(answers).toEqual([409, 409, 409, 409, 409, 429, 429]);
  });

  it('item 2: registration checks 5 of 30 parallel date-of-birth guesses for a tenancy, and signs nobody in', async () => {
    const erin = PERSONA.erin;
    const attacker = freshAddress();
    const codesBefore = await registrationCodes(gateway.db, erin.customerId);
    const answers = await inParallel(
      30,
      () => attacker,
      'registration',
      (open, i) =>
        open.browser.request('POST', `${open.page}/register`, {
          email: `guesser${i}@example.org`,
          password: 'Guessed-password-1',
          confirmPassword: 'Guessed-password-1',
          paymentReference: erin.paymentReference,
          dobDay: String((i % 28) + 1),
          dobMonth: '3',
          dobYear: '1992',
        }),
    );
    expect(statuses(answers)).toEqual({ 303: 5, 429: 25 });
    for (const answer of answers.filter((a) => a.status === 303)) expect(answer.location).toMatch(/\/register\/code$/);
    // One guess (the 14th) is right: if it was among the five checked, its code went to Erin's own
    // inbox, and only that code could link a login; the form itself links nothing.
    expect((await registrationCodes(gateway.db, erin.customerId)).length - codesBefore.length).toBeLessThanOrEqual(1);
    expect(
      await gateway.db.selectFrom('resident_logins').select('id').where('customer_id', '=', erin.customerId).execute(),
    ).toEqual([]);
  });

  it('item 2: a code gets five tries, then the registration must start again', async () => {
    const erin = PERSONA.erin;
    const address = freshAddress();
    const before = await registrationCodes(gateway.db, erin.customerId);
    const open = await openPage(address, 'registration');
    const sent = await open.browser.request('POST', `${open.page}/register`, {
      email: 'erin.tries@example.org',
      password: 'Erin-password-22',
      confirmPassword: 'Erin-password-22',
      paymentReference: erin.paymentReference,
      dobDay: '14',
      dobMonth: '3',
      dobYear: '1992',
    });
    expect(sent.status).toBe(303);
    const code = await newRegistrationCode(gateway.db, erin.customerId, before);
    const wrong = code === '111111' ? '222222' : '111111';
    for (let i = 0; i < 5; i += 1) {
      const answer = await open.browser.request('POST', `${open.page}/register/code`, { code: wrong });
      expect(answer.status).toBe(400);
      expect(answer.body).toContain('The code is not right');
    }
    // The sixth try waits like any other guess; after the wait the registration has run out.
    const held = await open.browser.request('POST', `${open.page}/register/code`, { code });
    expect(held.status).toBe(429);
    clock.advance(Number(held.retryAfter) * 1000);
    const late = await open.browser.request('POST', `${open.page}/register/code`, { code });
    expect(late.status).toBe(400);
    expect(late.body).toContain('Start again to get a new code');
  });

  it('item 6: eight simultaneous registrations of one tenancy answer no 500, and their codes link one login', async () => {
    const erin = PERSONA.erin;
    const opened = await Promise.all(Array.from({ length: 8 }, () => openPage(freshAddress(), 'registration')));
    const sent = await Promise.all(
      opened.map((open, i) =>
        open.browser.request('POST', `${open.page}/register`, {
          email: `erin.race${i}@example.org`,
          password: 'Erin-password-33',
          confirmPassword: 'Erin-password-33',
          paymentReference: erin.paymentReference,
          dobDay: '14',
          dobMonth: '3',
          dobYear: '1992',
        }),
      ),
    );
    expect(sent.map((answer) => answer.status)).toEqual(Array(8).fill(303));
    // At most five codes an hour go to one tenancy's address; each belongs to one registration.
    const codes = await registrationCodes(gateway.db, erin.customerId);
    const codeKey = (await loadIdentityKeys(gateway.db)).cookieKeys[0] ?? '';
    const pending = await gateway.db
      .selectFrom('pending_registrations')
      .select(['id', 'interaction_uid', 'code_hash'])
      .where('customer_id', '=', erin.customerId)
      .execute();
    const withCodes = opened.flatMap((open) => {
      const mine = pending.find((p) => open.page.endsWith(`/${p.interaction_uid}`));
      const code = codes.find((c) => mine && codeHash(codeKey, mine.id, c) === mine.code_hash);
      return code ? [{ ...open, code }] : [];
    });
    expect(withCodes).toHaveLength(5);
    const answers = await Promise.all(
      withCodes.map((open) => open.browser.request('POST', `${open.page}/register/code`, { code: open.code })),
    );
    expect(statuses(answers)).toEqual({ 303: 1, 409: 4 });
    for (const answer of answers.filter((a) => a.status === 409)) {
      expect(answer.body).toContain('Your tenancy already has an account');
    }
    const logins = await gateway.db
      .selectFrom('resident_logins')
      .select('id')
      .where('customer_id', '=', erin.customerId)
      .execute();
    expect(logins).toHaveLength(1);
  });

  it('item 5: refuses no free try whose clock read a moment before another try was counted (parallel requests, two gateways)', async () => {
    const at = clock.now().getTime();
    const later = secretThrottle(gateway.db, { now: () => new Date(at + 50) });
    const earlier = secretThrottle(gateway.db, { now: () => new Date(at) });
    const subject = { account: 'login:clock-skew@example.org', address: freshAddress() };
    expect(await later.claim(subject)).toEqual({ allowed: true });
    for (let i = 0; i < 4; i += 1) expect(await earlier.claim(subject), `try ${i + 2}`).toEqual({ allowed: true });
    // The fifth try set a wait of 30 seconds: it holds for both clocks.
    expect(await later.claim(subject)).toEqual({ allowed: false, retryAfterSeconds: 30 });
  });

  it('keeps the counts, the sessions and the signing keys across a restart on the same database', async () => {
    const { email } = PERSONA.dev;
    const attacker = freshAddress();
    for (let i = 0; i < 5; i += 1)
      expect((await login(await openPage(attacker, 'login'), email, `wrong-${i}-pw`)).status).toBe(401);
    const amara = await gateway.signIn('amara');
    const restarted = await gatewayOn(gateway.database, { repairs: { clock } });
    try {
      const read = await restarted.inject({
        url: `/api/customers/${PERSONA.amara.customerId}`,
        headers: amara.headers,
      });
      expect(read.statusCode).toBe(200);
      const browser = new OidcBrowser(injectSender(restarted, attacker));
      const start = await authorizationRequest(DEFAULT_REDIRECT_URI, 'login', 'B2C_1_login');
      const page = interactionPath(await browser.request('GET', start.path));
      expect((await browser.request('POST', `${page}/login`, { email, password: DEMO_PASSWORD })).status).toBe(429);
      const stored = await gateway.db.selectFrom('oidc_payloads').select('model').distinct().execute();
      expect(stored.map((row) => row.model)).toEqual(expect.arrayContaining(['Session', 'Grant', 'AuthorizationCode']));
    } finally {
      await restarted.close();
    }
  });
});
