import { randomBytes } from 'node:crypto';
import type { FastifySchema } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THROTTLE_RULES } from '../../gateway/server/identity/secret-throttle';
import { PERSONA } from '../../gateway/server/seed/personas';
import { reportFigure } from '../support/figures';
import {
  authorizationRequest,
  injectSender,
  interactionPath,
  OidcBrowser,
  type HttpAnswer,
} from '../support/oidc-browser';
import { DEFAULT_REDIRECT_URI } from '../support/sign-in';
import { startTestGateway, TEST_SUBSCRIPTION_KEY, type TestGateway } from './gateway-harness';

/** Guesses sent at once at one secret from one address; at most the throttle's first free ones may be checked. */
const PARALLEL_GUESSES = 30;
const CHECKED_AT_MOST = THROTTLE_RULES.pair.free;

/** Field names that carry a secret a route checks: a password, a date of birth, a code, a signature. */
const SECRET_FIELD =
  /^(password|currentpassword|newpassword|passcode|pin|otp|code|codeverifier|secret|dateofbirth|dob\w*)$|signature$/i;

/**
 * Fields named like a secret that no route checks, each with the reason. A field added to this
 * list is a decision someone reviewed, not a way round the test.
 */
const NOT_CHECKED: Record<string, string> = {};

/**
 * Routes whose secret is checked before the throttle, each with the reason; the test of each holds
 * what it does instead. Reviewed decisions, as above.
 */
const CHECKED_FIRST: Record<string, string> = {
  'POST /api/payments/callback':
    'a 256-bit HMAC nobody can guess; a valid one always goes through, so that wrong ones sent through the ' +
    "provider's own servers cannot hold back real callbacks; wrong ones are counted per address and answered " +
    '429 past five (payments-callback.db.test.ts)',
};

/** A route that checks a secret: how it was found, and what it takes. */
interface SecretRoute {
  /** "POST /idp/interaction/:uid/login" */
  route: string;
  secret: 'password' | 'date of birth' | 'code' | 'token' | 'signature';
  foundBy: string;
}

/**
 * Every check of a secret is throttled (SECURITY.md, "Guessing secrets"): each route that checks a
 * password, a date of birth, a code or a token is found from the gateway's route table (its
 * schemas, the forms of the provider's pages, the provider's published endpoints, and a request
 * without credentials to every other route), then guessed at 30 times at once from one address.
 */
describe('every route that checks a secret is throttled', () => {
  let gateway: TestGateway;
  let nextAddress = 1;
  const freshAddress = () => `203.0.113.${nextAddress++}`;

  beforeAll(async () => {
    gateway = await startTestGateway();
  });
  afterAll(async () => gateway?.close());

  /** A schema with its $refs to the app's shared schemas followed. */
  function resolve(schema: unknown): Record<string, unknown> | undefined {
    if (!schema || typeof schema !== 'object') return undefined;
    const ref = (schema as { $ref?: unknown }).$ref;
    if (typeof ref !== 'string') return schema as Record<string, unknown>;
    const shared = gateway.app.getSchemas() as Record<string, unknown>;
    return resolve(shared[ref.split('#')[0] ?? '']);
  }

  /** Every property name a schema accepts, nested ones included. */
  function fieldNames(schema: unknown, seen = new Set<unknown>()): string[] {
    const s = resolve(schema);
    if (!s || seen.has(s)) return [];
    seen.add(s);
    const names: string[] = [];
    for (const [name, inner] of Object.entries((s.properties as Record<string, unknown> | undefined) ?? {})) {
      names.push(name, ...fieldNames(inner, seen));
    }
    for (const key of ['items', 'additionalProperties']) names.push(...fieldNames(s[key], seen));
    for (const key of ['allOf', 'anyOf', 'oneOf']) {
      for (const part of (s[key] as unknown[] | undefined) ?? []) names.push(...fieldNames(part, seen));
    }
    return names;
  }

  /** The forms of the provider's pages, by the route they post to: which inputs each has. */
  async function providerForms(): Promise<Map<string, { policy: string; inputs: string[] }>> {
    const forms = new Map<string, { policy: string; inputs: string[] }>();
    const pageRoutes = gateway.app.routeList
      .filter((r) => r.methods.includes('GET') && r.url.startsWith('/idp/interaction/:uid'))
      .map((r) => r.url)
      .filter((url) => !url.endsWith('/forgot'));
    for (const policy of ['B2C_1_login', 'B2C_1_registration', 'B2C_1_changepassword', 'B2C_1_changesigninname']) {
      for (const pageRoute of pageRoutes) {
        const browser = new OidcBrowser(injectSender(gateway.app, freshAddress()));
        const start = await authorizationRequest(DEFAULT_REDIRECT_URI, 'login', policy);
        const page = interactionPath(await browser.request('GET', start.path));
        const uid = page.split('/').pop() ?? '';
        const html = (await browser.request('GET', pageRoute.replace(':uid', uid))).body;
        for (const [, action = '', body = ''] of html.matchAll(
          /<form method="post" action="([^"]+)"[^>]*>([\s\S]*?)<\/form>/g,
        )) {
          const inputs = [...body.matchAll(/<input ([^>]*)>/g)].map(([, attributes = '']) => attributes);
          forms.set(`POST ${action.replace(uid, ':uid')}`, { policy, inputs });
        }
      }
    }
    return forms;
  }

  async function findSecretRoutes(): Promise<{ found: SecretRoute[]; unreviewed: string[] }> {
    const found: SecretRoute[] = [];
    const unreviewed: string[] = [];
    const forms = await providerForms();
    for (const entry of gateway.app.routeList) {
      for (const method of entry.methods.filter((m) => !['GET', 'HEAD', 'OPTIONS'].includes(m))) {
        const route = `${method} ${entry.url}`;
        const schema = entry.schema as FastifySchema | undefined;
        if (entry.url.startsWith('/api/')) {
          const names = [
            ...fieldNames(schema?.body),
            ...fieldNames(schema?.querystring),
            ...fieldNames(schema?.headers),
          ];
          const secrets = names.filter((name) => SECRET_FIELD.test(name) && !NOT_CHECKED[`${route} ${name}`]);
          if (secrets.length > 0) {
            const secret = secrets.some((n) => /signature/i.test(n)) ? 'signature' : 'code';
            found.push({ route, secret, foundBy: `its schema's ${secrets.join(', ')}` });
          }
        } else if (entry.url.startsWith('/idp/interaction/:uid')) {
          const form = forms.get(route);
          if (!form) {
            unreviewed.push(`${route}: no page of the provider has its form`);
            continue;
          }
          const password = form.inputs.some((i) => /type="password"/.test(i));
          const birth = form.inputs.some((i) => /name="dob|name="dateOfBirth/i.test(i));
          const code = form.inputs.some((i) => /autocomplete="one-time-code"|name="code"/.test(i));
          if (password || birth || code) {
            const secret = birth ? 'date of birth' : password ? 'password' : 'code';
            found.push({ route, secret, foundBy: `the ${form.policy} page's form` });
          }
        } else if (entry.url === '/idp/*') {
          // The provider's own endpoints: the token endpoint takes authorization codes.
          const discovery = await gateway.app.inject({ url: '/idp/.well-known/openid-configuration' });
          const endpoint = new URL((JSON.parse(discovery.body) as { token_endpoint: string }).token_endpoint).pathname;
          if (method === 'POST')
            found.push({ route: `POST ${endpoint}`, secret: 'code', foundBy: 'the discovery document' });
        } else {
          // Any other route that refuses a request without credentials checks a token.
          const probe = await gateway.app.inject({
            method: method as 'POST',
            url: entry.url.replace(/:(\w+)/g, 'x'),
            remoteAddress: freshAddress(),
          });
          if (probe.statusCode === 401) found.push({ route, secret: 'token', foundBy: 'a 401 without credentials' });
        }
      }
    }
    return { found, unreviewed };
  }

  /** An interaction of the policy opened at an address. */
  async function openPage(address: string, policy: string) {
    const browser = new OidcBrowser(injectSender(gateway.app, address));
    const start = await authorizationRequest(DEFAULT_REDIRECT_URI, 'login', policy);
    return { browser, page: interactionPath(await browser.request('GET', start.path)) };
  }

  /** `count` interactions of the policy opened first, then their forms sent all at once. */
  async function formGuesses(policy: string, path: string, form: (i: number) => Record<string, string>) {
    const address = freshAddress();
    const opened = await Promise.all(Array.from({ length: PARALLEL_GUESSES }, () => openPage(address, policy)));
    return Promise.all(opened.map((o, i) => o.browser.request('POST', `${o.page}${path}`, form(i))));
  }

  const injectGuesses = (send: (i: number, address: string) => Promise<{ statusCode: number }>) => {
    const address = freshAddress();
    return Promise.all(Array.from({ length: PARALLEL_GUESSES }, (_, i) => send(i, address))).then((answers) =>
      answers.map((a) => ({ status: a.statusCode }) as Pick<HttpAnswer, 'status'>),
    );
  };

  const registration = (i: number, paymentReference: string, dobDay: string) => ({
    email: `guess${i}@example.org`,
    password: 'Guessed-password-1',
    confirmPassword: 'Guessed-password-1',
    paymentReference,
    dobDay,
    dobMonth: '1',
    dobYear: '1980',
  });

  /** How to guess at each route's secret 30 times at once. */
  const GUESSERS: Record<string, () => Promise<Pick<HttpAnswer, 'status'>[]>> = {
    'POST /idp/interaction/:uid/login': () =>
      formGuesses('B2C_1_login', '/login', (i) => ({ email: PERSONA.amara.email, password: `wrong-${i}-password` })),
    'POST /idp/interaction/:uid/change-password': () =>
      formGuesses('B2C_1_changepassword', '/change-password', (i) => ({
        email: PERSONA.ben.email,
        currentPassword: `wrong-${i}-password`,
        newPassword: 'Another-password-1',
        confirmPassword: 'Another-password-1',
      })),
    'POST /idp/interaction/:uid/change-username': () =>
      formGuesses('B2C_1_changesigninname', '/change-username', (i) => ({
        email: PERSONA.chloe.email,
        newEmail: `new${i}@example.org`,
        currentPassword: `wrong-${i}-password`,
      })),
    'POST /idp/interaction/:uid/register': () =>
      formGuesses('B2C_1_registration', '/register', (i) =>
        registration(i, PERSONA.erin.paymentReference, String((i % 28) + 1)),
      ),
    'POST /idp/interaction/:uid/register/code': async () => {
      // One registration waiting for its code, guessed at 30 times at once.
      const address = freshAddress();
      const { browser, page } = await openPage(address, 'B2C_1_registration');
      const sent = await browser.request('POST', `${page}/register`, registration(0, '6001000099', '1'));
      expect(sent.status).toBe(303);
      return Promise.all(
        Array.from({ length: PARALLEL_GUESSES }, (_, i) =>
          browser.request('POST', `${page}/register/code`, { code: String(100000 + i) }),
        ),
      );
    },
    'POST /api/auth/token': () =>
      injectGuesses((i, address) =>
        gateway.app.inject({
          method: 'POST',
          url: '/api/auth/token',
          remoteAddress: address,
          headers: { 'ocp-apim-subscription-key': TEST_SUBSCRIPTION_KEY },
          payload: {
            code: `guessed-code-${i}`,
            state: 'login.x',
            codeVerifier: randomBytes(32).toString('base64url'),
            redirectUri: DEFAULT_REDIRECT_URI,
          },
        }),
      ),
    'POST /idp/token': () =>
      injectGuesses((i, address) =>
        gateway.app.inject({
          method: 'POST',
          url: '/idp/token',
          remoteAddress: address,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams({
            grant_type: 'authorization_code',
            client_id: 'resident-portal',
            code: `guessed-code-${i}`,
            redirect_uri: DEFAULT_REDIRECT_URI,
            code_verifier: randomBytes(32).toString('base64url'),
          }).toString(),
        }),
      ),
  };

  /** Admin routes: the admin token, guessed on the route itself. */
  const adminGuesses = (route: string) => () => {
    const [method = 'GET', url = '/'] = route.split(' ');
    return injectGuesses((i, address) =>
      gateway.app.inject({
        method: method as 'POST',
        url: url.replace(/:(\w+)/g, 'x'),
        remoteAddress: address,
        headers: { authorization: `Bearer guessed-token-${i}` },
      }),
    );
  };

  it(`finds every route that checks a secret, and checks at most ${CHECKED_AT_MOST} of ${PARALLEL_GUESSES} parallel guesses on each`, async () => {
    const { found, unreviewed } = await findSecretRoutes();
    expect(unreviewed).toEqual([]);
    // The discovery finds at least the checks this project is known to make.
    expect(found.map((f) => f.route)).toEqual(
      expect.arrayContaining([
        'POST /idp/interaction/:uid/login',
        'POST /idp/interaction/:uid/change-password',
        'POST /idp/interaction/:uid/change-username',
        'POST /idp/interaction/:uid/register',
        'POST /idp/interaction/:uid/register/code',
        'POST /api/auth/token',
        'POST /api/payments/callback',
        'POST /idp/token',
        'PUT /admin/configuration/:name',
      ]),
    );
    const guessed = found.filter((f) => !CHECKED_FIRST[f.route]);
    const noGuesser = guessed.filter((f) => !GUESSERS[f.route] && !f.route.includes(' /admin/')).map((f) => f.route);
    expect(noGuesser, 'a secret check with no way to guess at it here: add one').toEqual([]);

    const unthrottled: string[] = [];
    const serverErrors: string[] = [];
    let mostChecked = 0;
    for (const { route } of guessed) {
      const guess = GUESSERS[route] ?? adminGuesses(route);
      const answers = await guess();
      const checked = answers.filter((a) => a.status !== 429).length;
      mostChecked = Math.max(mostChecked, checked);
      if (checked > CHECKED_AT_MOST) unthrottled.push(`${route}: ${checked} of ${PARALLEL_GUESSES} checked`);
      if (answers.some((a) => a.status >= 500)) serverErrors.push(route);
    }
    reportFigure({
      name: 'secret checks without a throttle',
      value: unthrottled.length,
      target: '0',
      met: unthrottled.length === 0,
      detail:
        `of ${guessed.length} routes that check a password, a date of birth, a code or a token ` +
        `(${PARALLEL_GUESSES} parallel guesses each; at most ${mostChecked} checked); ` +
        `${found.length - guessed.length} more checked first by design (the payment callback's signature)`,
    });
    expect(unthrottled).toEqual([]);
    expect(serverErrors).toEqual([]);
  }, 180_000);
});
