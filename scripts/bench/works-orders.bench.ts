import { performance } from 'node:perf_hooks';
import { machineLoad } from './http-load';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Database } from '../../gateway/server/db/tables';
import { searchWorkOrders } from '../../gateway/server/repositories/work-order-search-repository';
import { recordBudget } from './budgets';
import { formatLoad } from './http-load';
import { loadAsRandomCustomers, type GatewayTarget } from './gateway-target';

/** The searches measured: the history list's first page, and a search with text and statuses. */
const SEARCHES = [
  { label: 'history page', query: 'orderBy=raisedDate%20desc&limit=10&skip=0' },
  {
    label: 'text + status',
    query: 'searchText=kitchen&status=Completed,Closed,Cancelled&orderBy=raisedDate%20asc&limit=20&skip=0',
  },
] as const;

/**
 * The repair search budget (issue 15 item 7): the history page's p99 on PostgreSQL holding at least
 * 1,000,000 work orders, with 32 connections asking at once, at most 20 ms.
 */
export const SEARCH_BUDGET = { workOrders: 1_000_000, connections: 32, p99Ms: 20 } as const;

/** Rows of the work_orders table (read before the gateway opens the database). */
export async function countWorkOrders(db: Kysely<Database>): Promise<number> {
  const { n } = await db
    .selectFrom('work_orders')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}

/**
 * Makes sure work_orders holds at least `volume` rows: the synthetic customers bring 80 to 120
 * each (10,000 customers: about 998,000); one INSERT ... SELECT adds the few missing as closed
 * repairs five years older than copies of synthetic completed ones, spread over the customers in
 * id order (so no customer's first page changes, only the table and its indexes grow). Answers
 * the count. Run before the gateway opens the database.
 *
 * @example
 * await ensureWorkOrderVolume(db, 1_000_000); // 1_000_000 or more
 */
export async function ensureWorkOrderVolume(db: Kysely<Database>, volume: number): Promise<number> {
  const before = await countWorkOrders(db);
  const missing = volume - before;
  if (missing <= 0) return before;
  const started = Date.now();
  // The ids of earlier top-ups go on from the highest (a top-up adds only what is missing).
  await sql`
    insert into work_orders (id, customer_id, asset_id, job_no, status, priority, channel, raised_date, completed_date,
      sor_code, trade, description, repair_location, repair_location_id, area, contractor_id, contractor_site,
      is_draft, is_emergency, etag, payload, created_at, updated_at)
    select 'SYN-WOLD-' || lpad((w.n + w.earlier)::text, 8, '0'), w.customer_id, w.asset_id,
      'JOB-O' || lpad((w.n + w.earlier)::text, 10, '0'), 'Closed', w.priority, w.channel, w.raised_date - interval '5 years',
      w.completed_date - interval '5 years', w.sor_code, w.trade, w.description, w.repair_location,
      w.repair_location_id, w.area, w.contractor_id, w.contractor_site, false, w.is_emergency, w.etag, w.payload,
      w.created_at - interval '5 years', w.updated_at - interval '5 years'
    from (
      select row_number() over (order by id) as n,
        (select count(*) from work_orders where id like 'SYN-WOLD-%') as earlier, work_orders.*
      from work_orders where id like 'SYN-W0%' and status = 'Completed' order by id limit ${missing}
    ) w`.execute(db);
  await sql`analyze work_orders`.execute(db);
  const after = await countWorkOrders(db);
  if (after < volume)
    throw new Error(`Only ${after} work orders after the top-up; seed more synthetic customers (--customers).`);
  console.log(
    `  added ${missing} earlier work orders in ${((Date.now() - started) / 1000).toFixed(1)} s (now ${after})`,
  );
  return after;
}

/**
 * The repair search as the database serves it: the gateway's own search (its repository, the
 * history page's page and count queries) run by `connections` workers at once, each over a
 * connection of its own and a customer picked at random, for `durationSeconds`. The HTTP figures
 * around it add the gateway's work (token, session, JSON) and its 10-connection pool.
 */
export async function loadSearchSql(
  databaseUrl: string,
  customerIds: string[],
  durationSeconds: number,
  connections: number,
): Promise<{ p50Ms: number; p99Ms: number; searches: number; perSecond: number }> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: connections });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const latencies: number[] = [];
  try {
    let n = 3;
    const started = performance.now();
    const until = started + durationSeconds * 1000;
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (performance.now() < until) {
          n = (n * 1103515245 + 12345) % 2147483648;
          const customerId = customerIds[n % customerIds.length] ?? '';
          const begun = performance.now();
          await searchWorkOrders(db, { customerId, words: [], order: 'desc', limit: 10, skip: 0 });
          latencies.push(performance.now() - begun);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.ceil(p * latencies.length) - 1)] ?? NaN;
    return { p50Ms: at(0.5), p99Ms: at(0.99), searches: latencies.length, perSecond: latencies.length / seconds };
  } finally {
    await db.destroy();
  }
}

/**
 * GET /search/works-orders over every seeded customer (about 100 repairs each: 10,000 customers
 * make about 1,000,000 work orders), picked at random per request and signed in as that customer,
 * with {@link SEARCH_BUDGET}'s 32 connections: one line per search of {@link SEARCHES}. On
 * PostgreSQL, then, the repair search budget: the same history-page search as the gateway runs it
 * against the database (its repository), 32 connections at once ({@link loadSearchSql}).
 *
 * @example
 * const lines = await benchSearchWorkOrders(target, 10, 1_000_000); // ['GET /search/works-orders history page ...', ...]
 */
export async function benchSearchWorkOrders(
  target: GatewayTarget,
  durationSeconds: number,
  workOrders: number,
): Promise<string[]> {
  const lines: string[] = [];
  const volume = `${workOrders.toLocaleString('en-GB')} work orders, ${SEARCH_BUDGET.connections} connections`;
  for (const search of SEARCHES) {
    const result = await loadAsRandomCustomers(
      target,
      durationSeconds,
      () => `/api/search/works-orders?${search.query}`,
      7,
      SEARCH_BUDGET.connections,
    );
    lines.push(formatLoad(`GET /search/works-orders ${search.label} (${target.kind}, ${volume})`, result));
  }
  if (target.kind === 'postgres' && target.databaseUrl) {
    const sqlRun = await loadSearchSql(
      target.databaseUrl,
      target.customerIds,
      durationSeconds,
      SEARCH_BUDGET.connections,
    );
    const single = await loadSearchSql(target.databaseUrl, target.customerIds, Math.min(durationSeconds, 5), 1);
    lines.push(
      `repair search, the same queries over 1 connection (what each search costs without contention): p50 ${single.p50Ms.toFixed(1)} ms, p99 ${single.p99Ms.toFixed(1)} ms, ${single.perSecond.toFixed(0)} searches/s`,
    );
    const enough = workOrders >= SEARCH_BUDGET.workOrders;
    lines.push(
      recordBudget('repair search', {
        name: `repair search p99 (postgres, ${volume}: the gateway's history-page search, page and count)`,
        value:
          `${sqlRun.p99Ms.toFixed(1)} ms (p50 ${sqlRun.p50Ms.toFixed(1)} ms, ${sqlRun.perSecond.toFixed(0)} searches/s, ${machineLoad()})` +
          (enough ? '' : `, only ${workOrders.toLocaleString('en-GB')} work orders`),
        target: `at most ${SEARCH_BUDGET.p99Ms} ms at ${SEARCH_BUDGET.workOrders.toLocaleString('en-GB')} work orders`,
        met: enough && sqlRun.p99Ms <= SEARCH_BUDGET.p99Ms,
      }),
    );
  }
  return lines;
}
