import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

export interface SecurityHeadersOptions {
  /** Origins besides our own that the portal may call (an absolute gatewayBaseUrl, the identity provider). */
  connectOrigins?: string[];
  /**
   * The origin of the payment provider's card page (portal-config payments.pageUrl): the portal
   * posts its payment form there (form-action) into a frame (frame-src). Nothing broader is allowed.
   */
  paymentPageOrigin?: string;
}

/**
 * Browser features no page of the gateway uses, turned off for it and anything it frames. Photos
 * are chosen with a file input, which needs no camera permission.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'payment',
  'usb',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/**
 * The Content-Security-Policy of every page the gateway serves (the portal, the identity
 * provider's pages, Swagger UI at /docs): scripts and styles from this origin only, never inline
 * code or inline style attributes ('unsafe-inline' nowhere); data: and blob: images and media
 * (attachments previewed before upload); calls to this origin plus any configured one; and the
 * payment provider's card page (its origin only) as a frame and a form target. The payment
 * sandbox sets a stricter one of its own (payment-sandbox/sandbox-plugin.ts).
 */
export function contentSecurityPolicy(options: SecurityHeadersOptions): Record<string, string[] | null> {
  const payment = options.paymentPageOrigin ? [options.paymentPageOrigin] : [];
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    scriptSrc: ["'self'"],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'"],
    fontSrc: ["'self'", 'data:'],
    imgSrc: ["'self'", 'data:', 'blob:'],
    mediaSrc: ["'self'", 'blob:'],
    connectSrc: ["'self'", ...(options.connectOrigins ?? [])],
    frameSrc: ["'self'", ...payment],
    formAction: ["'self'", ...payment],
    frameAncestors: ["'self'"],
    objectSrc: ["'none'"],
    // The gateway is also run on plain HTTP (development, a LAN demo): never upgrade requests.
    upgradeInsecureRequests: null,
  };
}

/**
 * Security headers on every answer (helmet): the Content-Security-Policy above,
 * X-Content-Type-Options nosniff, Referrer-Policy no-referrer, X-Frame-Options SAMEORIGIN,
 * Strict-Transport-Security (browsers heed it over HTTPS only, so plain-HTTP development is
 * unaffected), Cross-Origin-Opener-Policy and -Resource-Policy same-origin and the
 * Permissions-Policy. Register it before any plugin whose onRequest hook may answer (401, 429),
 * so that those answers carry the headers too: helmet sets them on the raw response as the
 * request arrives, so errors, 404s, redirects and the identity provider's own answers keep them.
 * The middleware is built once here: @fastify/helmet built it afresh on every request (parsing
 * the policy's directives each time), about 3 % of the gateway's CPU under the repair search's
 * load in a profile (issue 29); no route sets helmet options of its own, so one serves them all.
 */
export const securityHeadersPlugin = fp<SecurityHeadersOptions>(
  async (app: FastifyInstance, options) => {
    const setHeaders = securityHeadersSetter(options);
    app.addHook('onRequest', (request, reply, done) => {
      setHeaders(request.raw, reply.raw);
      done();
    });
  },
  { name: 'security-headers' },
);

/** The headers helmet sets on every answer: its defaults and the Content-Security-Policy above. */
function helmetOptions(options: SecurityHeadersOptions) {
  return { contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(options) } };
}

/**
 * Sets the security headers on a raw response: for every request (the plugin's onRequest hook),
 * and for the answers Fastify gives before any hook runs (a malformed URL such as /%zz: its
 * `frameworkErrors`, plugins/errors.ts), which the plugin's hook never sees.
 */
export function securityHeadersSetter(
  options: SecurityHeadersOptions,
): (req: IncomingMessage, res: ServerResponse) => void {
  const apply = helmet(helmetOptions(options));
  return (req, res) => {
    apply(req, res, (error) => {
      if (error) throw error;
    });
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
  };
}

/** The origin of an absolute URL, or undefined for a relative one such as /api. */
export function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}
