import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

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
 * Security headers on every answer (@fastify/helmet) with a Content-Security-Policy that lets the
 * built portal run from this origin: its own scripts, inline styles, data: and blob: images and
 * media (attachments previewed before upload), calls to this origin plus any configured one, and
 * the payment provider's card page (its origin only) as a frame and a form target.
 */
export const securityHeadersPlugin = fp<SecurityHeadersOptions>(
  async (app: FastifyInstance, options) => {
    const connect = ["'self'", ...(options.connectOrigins ?? [])];
    const payment = options.paymentPageOrigin ? [options.paymentPageOrigin] : [];
    await app.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          mediaSrc: ["'self'", 'blob:'],
          connectSrc: connect,
          frameSrc: ["'self'", ...payment],
          formAction: ["'self'", ...payment],
          objectSrc: ["'none'"],
          // The gateway is also run on plain HTTP (development, a LAN demo): never upgrade requests.
          upgradeInsecureRequests: null,
        },
      },
    });
  },
  { name: 'security-headers' },
);

/** The origin of an absolute URL, or undefined for a relative one such as /api. */
export function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}
