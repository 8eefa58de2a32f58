import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The header a test sends to route one request to a given upstream (by its name) instead of the next in turn. */
export const PIN_HEADER = 'x-test-upstream';

export interface RoundRobinProxy {
  /** e.g. http://127.0.0.1:41234 */
  baseUrl: string;
  /** The upstreams in turn, by name; a test removes one it killed, as a load balancer's health check would. */
  upstreams: Map<string, string>;
  /** How many requests each upstream answered, by name. */
  served: Map<string, number>;
  close(): Promise<void>;
}

/**
 * A load balancer in a few lines for the two-gateway test: each request goes to the next upstream
 * in turn (or to the one named in {@link PIN_HEADER}), over its own connection to it, so
 * consecutive requests of one client really land on different gateways, with X-Forwarded-For as a
 * balancer sends it. No sticky sessions.
 */
export async function startRoundRobinProxy(port = 0): Promise<RoundRobinProxy> {
  const upstreams = new Map<string, string>();
  const served = new Map<string, number>();
  let turn = 0;
  const pick = (incoming: IncomingMessage): [string, string] | undefined => {
    const pinned = incoming.headers[PIN_HEADER];
    const entries = [...upstreams];
    if (typeof pinned === 'string') return entries.find(([name]) => name === pinned);
    turn += 1;
    return entries[turn % entries.length];
  };
  const server: Server = createServer((incoming, outgoing) => {
    const upstream = pick(incoming);
    if (!upstream) {
      outgoing.writeHead(502).end('no upstream');
      return;
    }
    const [name, base] = upstream;
    served.set(name, (served.get(name) ?? 0) + 1);
    const { [PIN_HEADER]: _pin, ...passed } = incoming.headers;
    const client = incoming.socket.remoteAddress ?? '';
    const forwardedFor = [passed['x-forwarded-for'], client].filter(Boolean).join(', ');
    const headers = { ...passed, connection: 'close', 'x-forwarded-for': forwardedFor };
    const forwarded = httpRequest(
      new URL(incoming.url ?? '/', base),
      { method: incoming.method, headers, agent: false },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', (error) => {
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end(`upstream ${name}: ${error.message}`);
    });
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${bound}`,
    upstreams,
    served,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
