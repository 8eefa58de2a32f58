import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../../gateway/server/db/connection';
import { DATABASE_RETRY_AFTER_SECONDS, errorsPlugin } from '../../gateway/server/plugins/errors';

/** An error as node-postgres raises it: a message and, for the server's errors, a SQLSTATE code. */
const pgError = (message: string, code?: string) => Object.assign(new Error(message), code ? { code } : {});

describe('the database cannot be reached: 503, not 500', () => {
  it('tells an unreachable or restarting database from a fault of the request', () => {
    expect(isDatabaseUnavailable(pgError('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe(true);
    expect(isDatabaseUnavailable(pgError('terminating connection due to administrator command', '57P01'))).toBe(true);
    expect(isDatabaseUnavailable(pgError('the database system is starting up', '57P03'))).toBe(true);
    expect(isDatabaseUnavailable(pgError('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(pgError('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('wrapped', { cause: pgError('x', '08006') }))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([pgError('connect', 'ECONNREFUSED')]))).toBe(true);
    expect(isDatabaseUnavailable(pgError('duplicate key value violates unique constraint', '23505'))).toBe(false);
    expect(isDatabaseUnavailable(pgError('relation "x" does not exist', '42P01'))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('Cannot read properties of undefined'))).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });

  it('answers 503 with Retry-After in the error shape, and a bug still 500 without internals', async () => {
    const app = Fastify({ logger: false });
    await app.register(errorsPlugin);
    app.get('/down', async () => {
      throw pgError('terminating connection due to administrator command', '57P01');
    });
    app.get('/bug', async () => {
      throw new TypeError('Cannot read properties of undefined');
    });
    const down = await app.inject({ url: '/down' });
    expect(down.statusCode).toBe(503);
    expect(down.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
    expect(down.json()).toEqual({
      status: 503,
      title: 'Service Unavailable',
      errors: [{ message: 'The service cannot reach its database for a moment; try again shortly.' }],
    });
    expect(down.body).not.toContain('administrator');
    const bug = await app.inject({ url: '/bug' });
    expect(bug.statusCode).toBe(500);
    expect(bug.body).not.toContain('Cannot read');
    await app.close();
  });
});
