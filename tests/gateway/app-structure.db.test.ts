import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UnauthorisedError } from '../../gateway/server/http/errors';
import { accessPlugin, listRouteAccess, RouteAccessError } from '../../gateway/server/plugins/access';
import { PERSONA } from '../../gateway/server/seed/personas';
import { json, startTestGateway, TEST_SUBSCRIPTION_KEY, type TestGateway } from './gateway-harness';

/** Routes this issue implements; later issues add more, so the table must contain at least these. */
const EXPECTED_API_ROUTES = [
  'GET /api/configuration/:name',
  'GET /api/customers/:id',
  'PUT /api/customers/:id',
  'GET /api/customers/:id/tenancies',
  'GET /api/customers/:id/premises/:premId/tenancies',
  'GET /api/assets/:id',
  'GET /api/assets/:id/assets',
  'GET /api/assets/:id/associates',
  'GET /api/assets/:id/location',
  'GET /api/reference-data/:area/reference-data',
  'GET /api/reference-data/key-value/:entryId',
  'POST /api/auth/token',
  'POST /api/auth/refresh',
  'DELETE /api/logout',
];

/** An authenticate function for access plugins built without the identity machinery. */
const refuseEveryone = async (): Promise<never> => {
  throw new UnauthorisedError('No one is signed in here.');
};

describe('gateway structure', () => {
  let gateway: TestGateway;
  let portalDir: string;

  beforeAll(async () => {
    portalDir = mkdtempSync(join(tmpdir(), 'portal-build-'));
    mkdirSync(join(portalDir, 'assets'));
    writeFileSync(join(portalDir, 'index.html'), '<!doctype html><title>Resident portal</title><div id="root"></div>');
    writeFileSync(join(portalDir, 'assets', 'app-1a2b3c.js'), 'console.log("portal");');
    gateway = await startTestGateway({ staticDir: portalDir });
  });

  afterAll(async () => {
    await gateway?.close();
    rmSync(portalDir, { recursive: true, force: true });
  });

  it('lists every API route of this issue with an access declaration', () => {
    const table = listRouteAccess(gateway.app);
    const listed = table.map((entry) => `${entry.method} ${entry.url}`);
    expect(listed).toEqual(expect.arrayContaining(EXPECTED_API_ROUTES));
    for (const entry of table) {
      expect(entry.access === 'public' || Object.keys(entry.access).length > 0).toBe(true);
      if (entry.url.startsWith('/api/customers/:id')) expect(entry.access).toMatchObject({ customer: 'params.id' });
      if (entry.url.startsWith('/api/assets/:id')) expect(entry.access).toMatchObject({ asset: 'params.id' });
    }
  });

  it('serves POST /auth/refresh and POST /works-orders/eligibilityoutcomes, not GET /user/{id}/token or POST /assets/{id}/eligibilityoutcomes', async () => {
    // The two calls of the call table the gateway departs from, and what serves their purpose
    // instead (ACC-GWY-02, ACC-GWY-22): adding either route must change docs/rules.md too.
    const listed = listRouteAccess(gateway.app).map((entry) => `${entry.method} ${entry.url}`);
    expect(listed).toEqual(
      expect.arrayContaining(['POST /api/auth/refresh', 'POST /api/works-orders/eligibilityoutcomes']),
    );
    expect(listed.filter((route) => /\/user\/|\/assets\/:[^/]+\/eligibilityoutcomes/.test(route))).toEqual([]);
    // A customer id alone never gets a token, signed in or not.
    const token = await gateway.api({ url: `/api/user/${PERSONA.amara.customerId}/token`, as: 'amara' });
    expect(token.statusCode).toBe(404);
    expect(token.body).not.toMatch(/accessToken/);
  });

  it('refuses to start with an /api route that declares no access', async () => {
    const app = Fastify();
    await app.register(accessPlugin, { db: gateway.db, authenticate: refuseEveryone });
    const registering = app.register(async (scope) => {
      scope.get('/api/leaky', { schema: { response: { 200: { type: 'object' } } } }, async () => ({}));
    });
    await expect(registering).rejects.toThrow(RouteAccessError);
    await app.close().catch(() => undefined);
  });

  it('refuses an access declaration naming a path parameter the URL lacks', async () => {
    const app = Fastify();
    await app.register(accessPlugin, { db: gateway.db, authenticate: refuseEveryone });
    const registering = app.register(async (scope) => {
      scope.get(
        '/api/customers/:id/things',
        { config: { access: { customer: 'params.customerId' } }, schema: { response: { 200: { type: 'object' } } } },
        async () => ({}),
      );
    });
    await expect(registering).rejects.toThrow(/params.customerId/);
    await app.close().catch(() => undefined);
  });

  it('serves Swagger UI at /docs and an OpenAPI document listing every API route at /docs/json', async () => {
    const ui = await gateway.app.inject({ url: '/docs' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toMatch(/text\/html/);
    const docs = await gateway.app.inject({ url: '/docs/json' });
    expect(docs.statusCode).toBe(200);
    const openapi = json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>(docs);
    expect(openapi.openapi).toMatch(/^3\./);
    for (const entry of listRouteAccess(gateway.app)) {
      const path = entry.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
      expect(openapi.paths[path]?.[entry.method.toLowerCase()], `${entry.method} ${path}`).toBeDefined();
    }
    expect(Object.keys(openapi.paths).some((path) => path.startsWith('/admin'))).toBe(false);
  });

  it('answers the portal run-time settings at /portal-config.json', async () => {
    const response = await gateway.app.inject({ url: '/portal-config.json' });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({
      gatewayBaseUrl: '/api',
      subscriptionKey: TEST_SUBSCRIPTION_KEY,
      channel: 'CustomerSelfService',
      identityProvider: {
        issuer: 'http://localhost:8080/idp',
        clientId: 'resident-portal',
        redirectPath: '/customer360View',
        postLogoutRedirectPath: '/startpage',
        policies: {
          login: 'B2C_1_login',
          registration: 'B2C_1_registration',
          changePassword: 'B2C_1_changepassword',
          changeUsername: 'B2C_1_changesigninname',
        },
      },
      contact: { callCentreHours: expect.stringContaining('Monday to Friday') },
    });
  });

  it('serves index.html for client routes such as /startpage and /customer360View', async () => {
    for (const url of ['/', '/startpage', '/customer360View?tab=1']) {
      const response = await gateway.app.inject({ url, headers: { accept: 'text/html,application/xhtml+xml' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves the start page to plain clients that accept anything, but not to a client that wants only JSON', async () => {
    for (const headers of [{}, { accept: '*/*' }]) {
      const response = await gateway.app.inject({ url: '/startpage', headers });
      expect(response.statusCode, JSON.stringify(headers)).toBe(200);
      expect(response.body).toContain('<div id="root">');
    }
    const jsonOnly = await gateway.app.inject({ url: '/startpage', headers: { accept: 'application/json' } });
    expect(jsonOnly.statusCode).toBe(404);
    expect(json(jsonOnly)).toMatchObject({ status: 404, title: 'Not Found' });
  });

  it('serves built files with a long cache and answers a missing one 404 in the error shape', async () => {
    const asset = await gateway.app.inject({ url: '/assets/app-1a2b3c.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const missing = await gateway.app.inject({ url: '/assets/app-gone.js', headers: { accept: 'text/html' } });
    expect(missing.statusCode).toBe(404);
    expect(json(missing)).toMatchObject({ status: 404, title: 'Not Found' });
  });

  it('never answers an unknown API path with the portal page', async () => {
    const response = await gateway.api({ url: '/api/no-such-thing', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(json(response)).toEqual({
      status: 404,
      title: 'Not Found',
      errors: [{ message: 'There is nothing at GET /api/no-such-thing.' }],
    });
  });

  it('sends security headers on every answer', async () => {
    const response = await gateway.app.inject({ url: '/portal-config.json' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
