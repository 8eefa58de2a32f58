import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as the local server received it. */
export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** Answers one request; `index` counts from 0 over the server's life. */
export type LocalHandler = (request: RecordedRequest, response: ServerResponse, index: number) => void;

export interface LocalHttpServer {
  /** http://127.0.0.1:<port>/api, the gateway client's base URL. */
  baseUrl: string;
  /** Every request received, in order (tests may empty it). */
  requests: RecordedRequest[];
  close(): Promise<void>;
}

/**
 * A real HTTP server on 127.0.0.1 and a free port that records every request and lets the test
 * answer it, so the gateway client is tested over the network rather than against a mock of fetch.
 *
 * @example
 * const server = await startLocalHttpServer((request, response) => sendJson(response, 200, { ok: true }));
 */
export async function startLocalHttpServer(handler: LocalHandler): Promise<LocalHttpServer> {
  const requests: RecordedRequest[] = [];
  let received = 0;
  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const { method = '', url = '', headers } = incoming;
      const request = { method, url, headers, body: Buffer.concat(chunks).toString('utf8') };
      requests.push(request);
      handler(request, response, received++);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const close = () =>
    new Promise<void>((resolve, reject) => {
      server.closeAllConnections();
      server.close((error) => (error ? reject(error) : resolve()));
    });
  return { baseUrl: `http://127.0.0.1:${port}/api`, requests, close };
}

/** Answers JSON (an empty body when `body` is undefined). */
export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  response.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  response.end(body === undefined ? '' : JSON.stringify(body));
}
