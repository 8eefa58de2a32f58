/**
 * Who may talk to the studio (issue 28, item 6): only pages addressed to this machine by its own
 * name (a page on another site that rebinds its name to 127.0.0.1 is refused: DNS rebinding), a
 * POST only from the studio's own origin, and the API only with the token printed in the terminal
 * when the studio started. Wrong tokens are throttled, as every check of a secret is
 * (SECURITY.md, "Guessing secrets").
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { secretsEqual } from '../../gateway/server/http/constant-time';
import { STUDIO_TOKEN_HEADER } from '../../src/studio/studio-api';

/** How many wrong tokens an address may send in a window before it is refused for the rest of it. */
export const TOKEN_TRIES = { free: 10, windowMs: 60_000 };

/** Counts wrong tokens per address, in fixed windows of a minute from the first wrong one. */
export class TokenThrottle {
  private readonly tries = new Map<string, { since: number; count: number }>();

  constructor(private readonly now: () => number) {}

  /** Milliseconds the address must still wait, or 0 when it may try. */
  waitFor(address: string): number {
    const entry = this.tries.get(address);
    if (!entry) return 0;
    const left = entry.since + TOKEN_TRIES.windowMs - this.now();
    if (left <= 0) {
      this.tries.delete(address);
      return 0;
    }
    return entry.count >= TOKEN_TRIES.free ? left : 0;
  }

  /** Records a wrong token from the address. */
  failed(address: string): void {
    const entry = this.tries.get(address);
    if (entry && this.now() < entry.since + TOKEN_TRIES.windowMs) entry.count += 1;
    else this.tries.set(address, { since: this.now(), count: 1 });
  }
}

const refuse = (reply: FastifyReply, status: number, message: string) => reply.code(status).send({ message });

/** Refuses every request not addressed to the studio by its own name, and a change from another origin. */
export function guardHost(app: FastifyInstance, port: () => number): void {
  const ownHosts = () => [`localhost:${port()}`, `127.0.0.1:${port()}`];
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const host = (request.headers.host ?? '').toLowerCase();
    if (!ownHosts().includes(host))
      return refuse(
        reply,
        421,
        `This studio answers only to http://localhost:${port()} or http://127.0.0.1:${port()}, not to "${host}".`,
      );
    const origin = request.headers.origin;
    if (request.method !== 'GET' && request.method !== 'HEAD' && origin !== undefined) {
      if (!ownHosts().some((own) => origin.toLowerCase() === `http://${own}`))
        return refuse(reply, 403, `The studio takes changes only from its own page, not from ${origin}.`);
    }
  });
}

/**
 * Refuses every request of the scope (the API's: a hook of its plugin, so that no spelling of the
 * address reaches a route around it) without the studio's token, and throttles wrong ones.
 */
export function guardToken(api: FastifyInstance, token: string, now: () => number): void {
  const throttle = new TokenThrottle(now);
  api.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const address = request.ip;
    const wait = throttle.waitFor(address);
    if (wait > 0) {
      void reply.header('retry-after', String(Math.ceil(wait / 1000)));
      return refuse(
        reply,
        429,
        `Too many wrong studio tokens from this address: try again in ${Math.ceil(wait / 1000)} seconds, with the address the terminal printed.`,
      );
    }
    const sent = request.headers[STUDIO_TOKEN_HEADER];
    if (typeof sent === 'string' && secretsEqual(sent, token)) return;
    throttle.failed(address);
    return refuse(
      reply,
      401,
      sent === undefined
        ? `The studio's API needs the token the terminal printed when the studio started: open the address it printed.`
        : `That studio token is not this studio's: open the address the terminal printed when the studio started (a new token each start).`,
    );
  });
}
