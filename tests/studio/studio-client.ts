import { request as httpRequest } from 'node:http';
import { STUDIO_API, STUDIO_TOKEN_HEADER } from '../../src/studio/studio-api';
import type { StudioServer } from '../../scripts/studio/server';

/** An answer of the studio's server: its status and its JSON body. */
export interface StudioAnswer<T = unknown> {
  status: number;
  body: T;
}

/**
 * Calls the studio's API with the studio's token (or the headers given instead), as its page does.
 *
 * @example
 * const { status, body } = await callStudio(studio, 'POST', '/check', draft);
 */
export async function callStudio<T = unknown>(
  studio: StudioServer,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  headers: Record<string, string> = { [STUDIO_TOKEN_HEADER]: studio.token },
): Promise<StudioAnswer<T>> {
  const response = await fetch(`${studio.url}${STUDIO_API}${path}`, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as T };
}

/**
 * A request with any Host header (fetch sets its own): what a page on another site sends after
 * pointing its name at 127.0.0.1.
 */
export function requestWithHost(studio: StudioServer, host: string, path: string): Promise<StudioAnswer> {
  const url = new URL(path, studio.url);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { host: '127.0.0.1', port: url.port, path: url.pathname, headers: { host, [STUDIO_TOKEN_HEADER]: studio.token } },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) as unknown }));
      },
    );
    request.on('error', reject);
    request.end();
  });
}
