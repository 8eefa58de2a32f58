/**
 * The repair search's floor (issue 29 item 4): a bare Fastify server answering GET
 * /api/search/works-orders with the gateway's own repository (the same SQL, the same JSON shape)
 * over the gateway's own pool (openDatabase: pg, 10 connections), and nothing else: no hooks, no
 * logging, no schemas. With FLOOR_SECURITY=1 it also runs the gateway's own token check and
 * session look-up (gatewaySessions().authenticate) on every call, the least a signed-in search
 * must do. The bench starts it as a process of its own, like the gateway, on the same database.
 *
 *   DATABASE_URL=postgres://... PORT=4100 [FLOOR_SECURITY=1] node --import tsx scripts/bench/floor-server.ts
 *
 * (the bench runs it bundled, compiled as the gateway is: bench-bundles.ts)
 *
 * Without security the customer is the customerId query parameter; with it, the token's.
 */
import Fastify from 'fastify';
import { openDatabase } from '../../gateway/server/db/connection';
import { gatewaySessions } from '../../gateway/server/identity/gateway-sessions';
import { loadIdentityKeys } from '../../gateway/server/identity/stored-keys';
import { searchWorkOrders } from '../../gateway/server/repositories/work-order-search-repository';

const databaseUrl = process.env.DATABASE_URL ?? '';
if (!/^postgres(ql)?:\/\//.test(databaseUrl)) throw new Error('The floor server needs DATABASE_URL (postgres://…).');
const port = Number(process.env.PORT ?? '');
if (!Number.isInteger(port) || port <= 0) throw new Error(`PORT must be a port number (got "${process.env.PORT}").`);
const security = process.env.FLOOR_SECURITY === '1';

const { db } = await openDatabase({ databaseUrl });
const sessions = gatewaySessions(db, (await loadIdentityKeys(db)).accessTokenKey);
const app = Fastify({ logger: false });

app.get<{ Querystring: Record<string, string | undefined> }>('/api/search/works-orders', async (request, reply) => {
  const customerId = security
    ? (await sessions.authenticate(request.headers.authorization)).customerId
    : (request.query.customerId ?? '');
  const [, order = 'desc'] = /^raisedDate (asc|desc)$/.exec(request.query.orderBy ?? '') ?? [];
  reply.header('cache-control', 'no-store');
  return searchWorkOrders(db, {
    customerId,
    words: [],
    order: order as 'asc' | 'desc',
    limit: Number(request.query.limit ?? 10),
    skip: Number(request.query.skip ?? 0),
  });
});
app.get('/ready', async () => ({ ready: true }));

await app.listen({ port, host: '127.0.0.1' });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void app.close().finally(() => db.destroy().finally(() => process.exit(0))));
}
