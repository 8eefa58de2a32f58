import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS_POLICY } from '../../gateway/server/plugins/security-headers';
import { PERSONA } from '../../gateway/server/seed/personas';
import { reportFigure } from '../support/figures';
import { startTestGateway, TEST_SUBSCRIPTION_KEY, type TestGateway } from './gateway-harness';

/** A built portal in miniature: the two documents, a hashed asset and the icon. */
function miniaturePortal(): string {
  const dir = mkdtempSync(join(tmpdir(), 'portal-build-'));
  mkdirSync(join(dir, 'assets'));
  const doc = (script: string) =>
    `<!doctype html><html lang="en-GB"><head><script type="module" src="/assets/${script}"></script></head><body></body></html>`;
  writeFileSync(join(dir, 'index.html'), doc('start-1234.js'));
  writeFileSync(join(dir, 'app.html'), doc('app-1234.js'));
  writeFileSync(join(dir, 'assets', 'app-1234.js'), 'export {};\n');
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

const key = { 'ocp-apim-subscription-key': TEST_SUBSCRIPTION_KEY };
const customerUrl = `/api/customers/${PERSONA.amara.customerId}`;
const authorise =
  '/idp/auth?client_id=resident-portal&response_type=code&scope=openid&' +
  `redirect_uri=${encodeURIComponent('http://localhost:8080/customer360View')}&` +
  'code_challenge=E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM&code_challenge_method=S256&state=s';

/**
 * One request of each kind the gateway answers: portal pages and files, the API (200, 201-less
 * refusals 400/401/404/413/415), /docs and its files, the identity provider (our pages, its own
 * answers, a redirect), the payment sandbox, /admin and /portal-config.json.
 */
const REQUESTS: { name: string; request: InjectOptions & { url: string }; as?: 'amara'; status: number }[] = [
  { name: 'start page', request: { url: '/' }, status: 200 },
  {
    name: 'app page (client route)',
    request: { url: '/customer360View', headers: { accept: 'text/html' } },
    status: 200,
  },
  { name: 'HEAD of a page', request: { method: 'HEAD', url: '/startpage' }, status: 200 },
  { name: 'static asset', request: { url: '/assets/app-1234.js' }, status: 200 },
  { name: 'icon', request: { url: '/favicon.svg' }, status: 200 },
  { name: 'missing asset (404)', request: { url: '/assets/missing-0000.js' }, status: 404 },
  { name: 'portal config', request: { url: '/portal-config.json' }, status: 200 },
  { name: 'API read', request: { url: customerUrl, headers: key }, as: 'amara', status: 200 },
  { name: 'API without subscription key (401)', request: { url: customerUrl }, status: 401 },
  { name: 'API without a token (401)', request: { url: customerUrl, headers: key }, status: 401 },
  { name: 'API unknown path (404)', request: { url: '/api/no-such-thing', headers: key }, status: 404 },
  {
    name: 'API bad channel (400)',
    request: { url: customerUrl, headers: { ...key, channel: 'Fax' } },
    as: 'amara',
    status: 400,
  },
  {
    name: 'API malformed JSON (400)',
    request: {
      method: 'POST',
      url: '/api/page-views',
      headers: { ...key, 'content-type': 'application/json' },
      payload: '{"nope',
    },
    status: 400,
  },
  {
    name: 'API body of an unknown type (415)',
    request: {
      method: 'POST',
      url: '/api/page-views',
      headers: { ...key, 'content-type': 'text/x-unknown' },
      payload: 'x',
    },
    status: 415,
  },
  {
    name: 'API body too large (413)',
    request: {
      method: 'POST',
      url: '/api/page-views',
      headers: { ...key, 'content-type': 'application/json' },
      payload: JSON.stringify({ padding: 'x'.repeat(2 * 1024 * 1024) }),
    },
    status: 413,
  },
  { name: 'API documentation page', request: { url: '/docs' }, status: 200 },
  { name: 'API documentation redirect', request: { url: '/docs/static/index.html' }, status: 302 },
  { name: 'API documentation stylesheet', request: { url: '/docs/static/swagger-ui.css' }, status: 200 },
  { name: 'OpenAPI document', request: { url: '/docs/json' }, status: 200 },
  { name: 'identity provider discovery', request: { url: '/idp/.well-known/openid-configuration' }, status: 200 },
  { name: 'identity provider redirect to its login page', request: { url: authorise }, status: 303 },
  { name: 'identity provider error page', request: { url: '/idp/auth?client_id=nobody' }, status: 400 },
  { name: 'identity provider expired interaction', request: { url: '/idp/interaction/no-such-uid' }, status: 400 },
  { name: 'identity provider stylesheet', request: { url: '/idp/assets/identity.css' }, status: 200 },
  { name: 'identity provider logout page', request: { url: '/idp/session/end' }, status: 200 },
  { name: 'payment sandbox stylesheet', request: { url: '/payment-sandbox/assets/sandbox.css' }, status: 200 },
  {
    name: 'payment sandbox refusal page',
    request: {
      method: 'POST',
      url: '/payment-sandbox/pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'token=x',
    },
    status: 400,
  },
  { name: 'admin without a token (401)', request: { url: '/admin/configuration' }, status: 401 },
  { name: 'malformed address (400)', request: { url: '/%zz' }, status: 400 },
  { name: 'API malformed address (400)', request: { url: '/api/%zz', headers: key }, status: 400 },
  { name: 'identity provider malformed address (400)', request: { url: '/idp/%zz' }, status: 400 },
];

/** Addresses Fastify cannot route, which it refuses before any hook runs (its frameworkErrors). */
const MALFORMED = ['/%zz', '/api/%zz', '/idp/%zz', '/api/customers/%E0%A4%A', '/payment-sandbox/%'];

/** The directives of a Content-Security-Policy header by name. */
function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words): words is [string, ...string[]] => !!words[0])
      .map(([name, ...values]) => [name.toLowerCase(), values]),
  );
}

/** What is wrong with one answer's security headers (nothing when they all hold). */
function headerProblems(url: string, response: LightMyRequestResponse): string[] {
  const header = (name: string) => {
    const value = response.headers[name];
    return Array.isArray(value) ? value.join(', ') : value === undefined ? undefined : String(value);
  };
  const problems: string[] = [];
  const csp = header('content-security-policy');
  if (!csp) problems.push('no Content-Security-Policy');
  else {
    const policy = directives(csp);
    const fallback = policy.get('default-src');
    if (!fallback) problems.push('CSP without default-src');
    for (const name of [
      'script-src',
      'script-src-elem',
      'script-src-attr',
      'style-src',
      'style-src-elem',
      'style-src-attr',
    ]) {
      const sources =
        policy.get(name) ??
        (name.startsWith('script') ? policy.get('script-src') : policy.get('style-src')) ??
        fallback ??
        [];
      if (sources.some((s) => ["'unsafe-inline'", "'unsafe-eval'", '*', 'https:', 'http:'].includes(s))) {
        problems.push(`${name} allows ${sources.join(' ')}`);
      }
    }
    if (!policy.get('frame-ancestors')) problems.push('CSP without frame-ancestors');
    if (!policy.get('object-src')?.includes("'none'") && !fallback?.includes("'none'"))
      problems.push('objects allowed');
  }
  const expected: Record<string, RegExp> = {
    'x-content-type-options': /^nosniff$/,
    'referrer-policy': /^(no-referrer|same-origin|strict-origin-when-cross-origin)$/,
    'strict-transport-security': /^max-age=\d{7,}/,
    'cross-origin-opener-policy': /^same-origin$/,
    'permissions-policy': new RegExp(`^${PERMISSIONS_POLICY.replace(/[()]/g, '\\$&')}$`),
  };
  for (const [name, pattern] of Object.entries(expected)) {
    const value = header(name);
    if (value === undefined || !pattern.test(value)) problems.push(`${name}: ${value ?? 'missing'}`);
  }
  // Framing: X-Frame-Options too (for old browsers), except on the payment sandbox, whose
  // frame-ancestors names the portal's origin, which X-Frame-Options cannot express.
  const frameOptions = header('x-frame-options');
  if (frameOptions !== undefined && !/^(SAMEORIGIN|DENY)$/.test(frameOptions)) {
    problems.push(`x-frame-options: ${frameOptions}`);
  }
  if (frameOptions === undefined && !url.startsWith('/payment-sandbox/')) problems.push('x-frame-options missing');
  return problems;
}

describe('security headers on every answer of every kind', () => {
  let gateway: TestGateway;
  let portalBuild: string;

  beforeAll(async () => {
    portalBuild = miniaturePortal();
    gateway = await startTestGateway({ staticDir: portalBuild });
  });
  afterAll(async () => {
    // The test closes the database itself (its last request); closing it again may refuse.
    await gateway?.app.close();
    await gateway?.database.close().catch(() => undefined);
    rmSync(portalBuild, { recursive: true, force: true });
  });

  it("answers a malformed address (GET /%zz, /api/%zz, /idp/%zz) with 400 in the gateway's error form, its correlation id and the security headers", async () => {
    for (const url of MALFORMED) {
      const response = await gateway.app.inject({ url, headers: { ...key, 'x-correlation-id': 'bad-url-1' } });
      expect(response.statusCode, url).toBe(400);
      expect(response.headers['content-type'], url).toBe('application/json; charset=utf-8');
      expect(response.headers['x-correlation-id'], url).toBe('bad-url-1');
      expect(JSON.parse(response.body), url).toEqual({
        status: 400,
        title: 'Bad Request',
        errors: [{ message: 'The address is not a valid URL: a % must start an escape such as %20 or %2F.' }],
      });
      expect(headerProblems(url, response), url).toEqual([]);
    }
    const refused = gateway.logs.filter((line) => line.correlationId === 'bad-url-1' && line.msg === 'Request refused');
    expect(refused).toHaveLength(MALFORMED.length);
  });

  it("lets the portal's pages run scripts of its own origin only, so no third party's analytics can load", async () => {
    // ACC-TOG-04: whatever IsHotjarEnabledSS says, the page views go to the association's own gateway.
    for (const url of ['/', '/startpage', '/customer360View']) {
      const response = await gateway.app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(200);
      const policy = directives(String(response.headers['content-security-policy']));
      expect(policy.get('script-src'), url).toEqual(["'self'"]);
      for (const name of ['script-src-elem', 'default-src'])
        expect(policy.get(name)?.filter((source) => source !== "'self'" && source !== "'none'") ?? [], url).toEqual([]);
    }
  });

  it('sends the headers, and a CSP without unsafe-inline, on pages, files, API answers, errors and redirects', async () => {
    const failures: string[] = [];
    let answered = 0;
    const statuses: string[] = [];
    const expected: string[] = [];
    const check = (name: string, url: string, response: LightMyRequestResponse) => {
      answered += 1;
      const problems = headerProblems(url, response);
      if (problems.length > 0) failures.push(`${name} (${response.statusCode}): ${problems.join('; ')}`);
    };
    for (const { name, request, as, status } of REQUESTS) {
      const response = as ? await gateway.api({ ...request, as }) : await gateway.app.inject(request);
      statuses.push(`${name}: ${response.statusCode}`);
      expected.push(`${name}: ${status}`);
      check(name, request.url, response);
    }
    // A failure of the gateway itself (500): the database is gone under a read.
    await gateway.database.close();
    const broken = await gateway.api({ url: customerUrl, as: 'amara' });
    expect(broken.statusCode).toBeGreaterThanOrEqual(500);
    check('API with the database gone (5xx)', customerUrl, broken);

    reportFigure({
      name: 'responses without the security headers',
      value: failures.length,
      target: '0',
      met: failures.length === 0,
      detail: `of ${answered} responses, one of each kind`,
    });
    expect(statuses).toEqual(expected);
    expect(failures).toEqual([]);
  });
});
