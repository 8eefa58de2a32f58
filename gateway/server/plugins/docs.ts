import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { GatewayHeader } from '../../../schemas/http-headers';

/** Where the OpenAPI document is served: Swagger UI at /docs, the JSON at /docs/json. */
export const DOCS_PREFIX = '/docs';

/**
 * The OpenAPI document, built by @fastify/swagger from the route schemas (the same JSON Schemas
 * that validate requests and responses), with Swagger UI at /docs. Must be registered before
 * the routes it documents. Routes with `schema.hide` (the admin endpoints) are left out.
 */
export const docsPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Resident portal reference gateway',
          description:
            "The housing association's API as the resident portal calls it, implemented on a real database. " +
            `Every /api call needs the ${GatewayHeader.subscriptionKey} header; errors are {status, title, errors[]}.`,
          version: '0.1.0',
        },
        components: {
          securitySchemes: {
            subscriptionKey: { type: 'apiKey', in: 'header', name: GatewayHeader.subscriptionKey },
          },
        },
        security: [{ subscriptionKey: [] }],
      },
      refResolver: {
        // Components are named after the schema's title (Customer, TenancySummary, ...).
        buildLocalReference: (json, _baseUri, _fragment, i) =>
          typeof json.title === 'string' ? json.title : `def-${i}`,
      },
    });
    await app.register(swaggerUi, {
      routePrefix: DOCS_PREFIX,
      // The page keeps the gateway's own Content-Security-Policy (plugins/security-headers.ts, no
      // 'unsafe-inline'): Swagger UI's page links its stylesheets and scripts as files, and React
      // sets its style props through the DOM, which style-src does not govern.
      staticCSP: false,
      // Without the top bar (StandaloneLayout's), whose Swagger logo is an SVG with an inline
      // <style> the policy refuses; the bar only offers to load another document's URL.
      uiConfig: { layout: 'BaseLayout' },
    });
  },
  { name: 'docs', dependencies: ['schemas'] },
);
