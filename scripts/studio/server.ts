/**
 * The journey studio's server (issue 28; `npm run studio` starts it through launch.mjs): the built
 * studio page from .cache/studio-dist and its API (src/studio/studio-api.ts) over the files of the
 * working copy it edits, on 127.0.0.1 only, behind a token new at each start (guard.ts).
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyError } from 'fastify';
import { STUDIO_API, STUDIO_TOKEN_PARAM } from '../../src/studio/studio-api';
import { StudioRequestError, Workspace } from './draft';
import { guardHost, guardToken } from './guard';
import { studioApi } from './api-routes';

/** The studio's port unless STUDIO_PORT says otherwise. */
export const STUDIO_PORT = 5180;
/** The studio's build (scripts/studio/vite.config.ts writes it there). */
export const STUDIO_DIST = resolve(import.meta.dirname, '..', '..', '.cache', 'studio-dist');
/** The largest request the API reads: a draft of every journey and locale file is well under it. */
const BODY_LIMIT = 5 * 1024 * 1024;

export interface StudioServerOptions {
  /** The working copy whose files the studio edits; default the current folder. */
  root?: string;
  /** 0 picks a free port (tests); default STUDIO_PORT or 5180. */
  port?: number;
  /** Default: 32 random bytes, base64url. */
  token?: string;
  /** Where the lines for the terminal go; default console.log. */
  log?: (line: string) => void;
  /** The built studio; default .cache/studio-dist of this repository. */
  dist?: string;
  /** The clock the token throttle reads, in milliseconds. */
  now?: () => number;
}

export interface StudioServer {
  /** http://localhost:<port> */
  url: string;
  token: string;
  close(): Promise<void>;
}

/** The port asked for: the option, STUDIO_PORT, or 5180; anything else is refused with a message. */
function portOf(option: number | undefined): number {
  const value = option ?? (process.env.STUDIO_PORT ? Number(process.env.STUDIO_PORT) : STUDIO_PORT);
  if (!Number.isInteger(value) || value < 0 || value > 65535)
    throw new Error(`STUDIO_PORT must be a port number (0 to 65535), not "${process.env.STUDIO_PORT}".`);
  return value;
}

/**
 * Starts the studio on 127.0.0.1 and prints its address with the token.
 *
 * @example
 * const studio = await startStudioServer({ root: copy, port: 0, log: () => {} });
 * await fetch(`${studio.url}/studio-api/files`, { headers: { 'x-studio-token': studio.token } });
 */
export async function startStudioServer(options: StudioServerOptions = {}): Promise<StudioServer> {
  const workspace = new Workspace(options.root ?? process.cwd());
  const token = options.token ?? randomBytes(32).toString('base64url');
  const log = options.log ?? ((line: string) => console.log(line));
  const dist = options.dist ?? STUDIO_DIST;
  let port = portOf(options.port);

  const app = Fastify({ bodyLimit: BODY_LIMIT });
  guardHost(app, () => port);
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    if (error instanceof StudioRequestError)
      return reply
        .code(error.status)
        .send({ message: error.message, ...(error.issues ? { issues: error.issues } : {}) });
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY')
      return reply.code(400).send({ message: `The request is not valid JSON: ${error.message}` });
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
      return reply
        .code(413)
        .send({ message: `The request is larger than the studio reads (${BODY_LIMIT / 1024 / 1024} MB).` });
    if (error.statusCode !== undefined && error.statusCode < 500)
      return reply.code(error.statusCode).send({ message: error.message });
    log(`Journey studio: ${error.stack ?? error.message}`);
    return reply.code(500).send({ message: `The studio failed: ${error.message}` });
  });
  await app.register(
    async (api) => {
      guardToken(api, token, options.now ?? Date.now);
      studioApi(api, workspace);
    },
    { prefix: STUDIO_API },
  );
  if (existsSync(join(dist, 'index.html')))
    await app.register(fastifyStatic, { root: dist, index: ['index.html'], cacheControl: false });
  else
    app.get('/', async (_request, reply) =>
      reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The studio is not built yet: run `npm run build:studio` (or start it with `npm run studio`).'),
    );

  await app.listen({ host: '127.0.0.1', port });
  const address = app.server.address();
  if (address && typeof address === 'object') port = address.port;
  const url = `http://localhost:${port}`;
  log(`Journey studio: ${url}/?${STUDIO_TOKEN_PARAM}=${token}`);
  log('Press Ctrl+C to stop it.');
  return { url, token, close: () => app.close() };
}
