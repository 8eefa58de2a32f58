import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sendNotFound } from './errors';

export interface PortalOptions {
  /** Folder of the built portal (vite build output). */
  staticDir: string;
}

/** Paths that belong to the gateway itself and never fall back to the portal. */
const SERVER_PREFIXES = ['/api', '/idp', '/docs', '/admin'];

/** The ending of a precompressed copy of a built file (index-abc.js.br, app.html.gz). */
const COMPRESSED_COPY = /\.(br|gz)$/;

/** Addresses of the pre-rendered start page (index.html, no framework); other pages are the app (app.html). */
const START_PAGE_PATHS = ['/', '/startpage'];

/**
 * Serves the built portal: its files, precompressed when the browser accepts brotli or gzip
 * (hashed assets cached for a year, HTML never cached); the pre-rendered start page (index.html) at / and /startpage; and app.html for any
 * other GET that accepts HTML, so client routes such as /customer360View load the app. Everything else that is not found gets a 404 in
 * the error shape. Without a built portal the API still works and a warning says why pages 404.
 */
export const portalPlugin = fp<PortalOptions>(
  async (app: FastifyInstance, { staticDir }) => {
    const hasPortal = existsSync(join(staticDir, 'index.html'));
    // A build from before the start page had its own document serves index.html for every page.
    const appPage = existsSync(join(staticDir, 'app.html')) ? 'app.html' : 'index.html';
    if (hasPortal) {
      await app.register(fastifyStatic, {
        root: staticDir,
        wildcard: true,
        index: 'index.html',
        // The build writes a brotli (.br) and a gzip (.gz) copy of each text file (vite.config.ts):
        // the file a browser gets is the copy its Accept-Encoding names, with Content-Encoding and
        // Vary: Accept-Encoding; a client that accepts neither gets the file itself.
        preCompressed: true,
        setHeaders: (reply, path) => {
          // The path is the file sent, so a compressed copy's name ends in .br or .gz.
          const file = path.replace(COMPRESSED_COPY, '');
          if (file.endsWith('.html')) reply.header('Cache-Control', 'no-cache');
          else if (/[/\\]assets[/\\]/.test(file)) reply.header('Cache-Control', 'public, max-age=31536000, immutable');
        },
      });
    } else {
      app.log.warn(
        `No built portal in ${staticDir} (index.html missing): the API, /docs and /portal-config.json work, ` +
          'but portal pages answer 404. Run "npm run build" first.',
      );
    }

    app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
      if (hasPortal && wantsPortalPage(request)) {
        const page = START_PAGE_PATHS.includes(request.url.split('?')[0] ?? '/') ? 'index.html' : appPage;
        return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').sendFile(page);
      }
      return sendNotFound(request, reply);
    });
  },
  { name: 'portal' },
);

function wantsPortalPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '/';
  if (SERVER_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) return false;
  const lastSegment = path.split('/').pop() ?? '';
  if (lastSegment.includes('.')) return false; // a missing file such as /assets/app-1234.js is a real 404
  // Browsers ask for text/html; curl and other plain clients send */* or nothing, and should get the page too.
  const accept = request.headers.accept;
  return !accept || accept.includes('text/html') || accept.includes('*/*');
}
