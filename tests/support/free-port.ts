import { createServer } from 'node:net';

/**
 * A port of 127.0.0.1 that was free a moment ago. The gateway must know its public origin (the
 * identity provider's issuer) before it listens, so tests pick the port first.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
