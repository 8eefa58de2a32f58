/**
 * The mixed-resident load scenario (docs/operations.md "Load"): N signed-in residents, each a
 * distinct customer with a bearer token of their own, loop through what a visit to the portal asks
 * of the gateway, as fast as the gateway answers (no think time):
 *
 * - the dashboard, in the waves the page asks them (src/pages/dashboard): the customer and their
 *   tenancies; the home and its tenancy group; the repairs card's latest repair, the accounts and
 *   the messages card; the balance card's last 3 transactions;
 * - the repairs list (the history page's first page) and one repair's details with its history and
 *   the contractors (src/pages/repairs/details);
 * - the start of a repair draft: the journey's first save (POST /works-orders, a valid draft), then
 *   Leave, which deletes it (DELETE with If-Match), so the runs leave no drafts behind;
 * - the transactions page's first page and the messages page's first page.
 *
 * Every answer other than 2xx, and every socket error, counts as an error of its call.
 */
import { request as httpRequest, Agent } from 'node:http';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { spawnSync } from 'node:child_process';
import type { Kysely } from 'kysely';
import type { Database } from '../../gateway/server/db/tables';
import { GatewayHeader } from '../../schemas/http-headers';
import { recordBudget } from './budgets';
import type { GatewayTarget } from './gateway-target';
import { machineLoad } from './http-load';
import { kitchenTapDraft } from '../../tests/support/kitchen-tap-draft';

/** One simulated resident: a synthetic customer, their home and their rent account. */
export interface ResidentPlan {
  customerId: string;
  premisesId: string;
  rentAccountId: string;
}

/**
 * Picks `count` distinct synthetic customers spread over the whole volume, each with an active
 * tenancy of a home and a rent account. Run before the gateway opens the database.
 *
 * @example
 * const residents = await pickResidents(db, 200); // [{ customerId: 'SYN-C0000001', ... }, ...]
 */
export async function pickResidents(db: Kysely<Database>, count: number): Promise<ResidentPlan[]> {
  const rows = await db
    .selectFrom('tenancies as t')
    .innerJoin('accounts as a', 'a.tenancy_id', 't.id')
    .select(['t.customer_id', 't.premises_id', 'a.id as account_id'])
    .where('t.customer_id', 'like', 'SYN-C%')
    .where('t.is_active', '=', true)
    .where('a.account_type', '=', 'REN')
    .orderBy('t.customer_id')
    .execute();
  const byCustomer = new Map<string, ResidentPlan>();
  for (const row of rows) {
    if (!byCustomer.has(row.customer_id))
      byCustomer.set(row.customer_id, {
        customerId: row.customer_id,
        premisesId: row.premises_id,
        rentAccountId: row.account_id,
      });
  }
  const all = [...byCustomer.values()];
  if (all.length < count)
    throw new Error(
      `The load scenario needs ${count} synthetic residents with a home and a rent account; the database has ${all.length}. ` +
        `Run it with --customers ${count} or more.`,
    );
  const step = all.length / count;
  return Array.from({ length: count }, (_, i) => all[Math.floor(i * step)] as ResidentPlan);
}

/** Latencies (ms) and failures of one call of the scenario. */
export interface CallFigures {
  /** Requests sent, answered or not. */
  sent: number;
  /** Latency of every answered request, 2xx or not. */
  latencies: number[];
  /** Failures by reason: the status, or the socket error. */
  failures: Map<string, number>;
}

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** What every load run measures, whichever scenario ran: requests, errors, each call's figures, the gateway's memory and CPU. */
export interface LoadMeasures {
  seconds: number;
  residents: number;
  /** The gateway's process id. */
  pid: number;
  /** The machine's load at the end (http-load.ts machineLoad). */
  machineLoad: string;
  requests: number;
  errors: number;
  calls: Map<string, CallFigures>;
  rssBefore: number | undefined;
  rssAfter: number | undefined;
  /** The highest RSS of the gateway (its own peak, or the highest sampled during the run). */
  rssPeak: number | undefined;
  /** CPU seconds the gateway process used during the run. */
  gatewayCpuSeconds: number | undefined;
}

/** What one run of the fast scenario measured. */
export interface LoadRunFigures extends LoadMeasures {
  /** Whole visits (every call of the loop) the residents made. */
  visits: number;
}

/** The gateway process's memory from /proc (resident set now and its peak), else ps; undefined if neither answers. */
export function processMemory(pid: number): { rss?: number; peak?: number } {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field: string) => {
      const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
      return match ? Number(match[1]) * 1024 : undefined;
    };
    return { rss: kb('VmRSS'), peak: kb('VmHWM') };
  } catch {
    const ps = spawnSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' });
    const kb = Number(ps.stdout.trim());
    return ps.status === 0 && kb > 0 ? { rss: kb * 1024 } : {};
  }
}

/**
 * CPU seconds the process has used (user and system), from /proc/<pid>/stat; undefined off Linux.
 * Clock ticks are 100 a second on Linux (USER_HZ).
 */
export function processCpuSeconds(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) in parentheses; utime and stime are 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}

/** The residents arrive spread over the first 2 seconds of a run. */
const RAMP_UP_MS = 2000;

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** One call as a resident (recorded against its label); answers undefined when it failed. */
export type ResidentCall = (
  label: string,
  resident: ResidentPlan,
  method: string,
  path: string,
  options?: {
    body?: unknown;
    headers?: Record<string, string>;
    /** A form post (application/x-www-form-urlencoded), as a page in a frame sends it. */
    form?: string;
    /** The path as it is, not under /api (the payment sandbox's pages). */
    outsideApi?: boolean;
  },
) => Promise<Answer | undefined>;

/** Calls as residents, each call's latencies and failures by label, over one keep-alive agent. */
export interface LoadCaller {
  call: ResidentCall;
  fail(label: string, reason: string): void;
  calls: Map<string, CallFigures>;
  agent: Agent;
}

/**
 * The gateway calls of the portal's pages that both load scenarios visit, as the pages ask them:
 * the dashboard in its waves (src/pages/dashboard), the repairs list's first page, a repair's
 * details, the transactions page and the messages page. Each call is timed under its own label.
 *
 * @example
 * const pages = portalPages(call);
 * await pages.dashboard(resident);
 */
export function portalPages(call: ResidentCall, today = new Date()) {
  const yearAgo = isoDate(new Date(today.getTime() - 365 * 86_400_000));
  const twoYearsAgo = isoDate(new Date(today.getTime() - 2 * 365 * 86_400_000));
  return {
    async dashboard(r: ResidentPlan): Promise<void> {
      const id = encodeURIComponent(r.customerId);
      const home = encodeURIComponent(r.premisesId);
      await Promise.all([
        call('dashboard GET /customers/{id}', r, 'GET', `/customers/${id}`),
        call('dashboard GET /customers/{id}/tenancies', r, 'GET', `/customers/${id}/tenancies`),
      ]);
      await Promise.all([
        call('dashboard GET /assets/{id}', r, 'GET', `/assets/${home}`),
        call(
          'dashboard GET /customers/{id}/premises/{id}/tenancies',
          r,
          'GET',
          `/customers/${id}/premises/${home}/tenancies`,
        ),
      ]);
      await Promise.all([
        call(
          'dashboard GET /search/works-orders (latest repair)',
          r,
          'GET',
          `/search/works-orders?propertiesIds=${home}&orderBy=raisedDate%20desc&raisedSince=${yearAgo}&limit=1`,
        ),
        call('dashboard GET /customers/{id}/accounts', r, 'GET', `/customers/${id}/accounts`),
        call(
          'dashboard GET /customers/{id}/communications (2)',
          r,
          'GET',
          `/customers/${id}/communications?limit=2&skip=0`,
        ),
      ]);
      await call(
        'dashboard GET /accounts/{id}/transactions (3)',
        r,
        'GET',
        `/accounts/${encodeURIComponent(r.rentAccountId)}/transactions?pageNumber=1&pageSize=3`,
      );
    },
    /** The repairs list's first page: the ids of the repairs it shows. */
    async repairsList(r: ResidentPlan): Promise<string[]> {
      const list = await call(
        'repairs list GET /search/works-orders',
        r,
        'GET',
        '/search/works-orders?orderBy=raisedDate%20desc&limit=10&skip=0',
      );
      return list ? (JSON.parse(list.body) as { worksOrders: { id: string }[] }).worksOrders.map((w) => w.id) : [];
    },
    async repairDetails(r: ResidentPlan, repairId: string): Promise<void> {
      const id = encodeURIComponent(repairId);
      await Promise.all([
        call('repair details GET /works-orders/{id}', r, 'GET', `/works-orders/${id}`),
        call('repair details GET /works-orders/{id}/historyItems', r, 'GET', `/works-orders/${id}/historyItems`),
        call('repair details GET /contractors', r, 'GET', '/contractors'),
      ]);
    },
    async transactions(r: ResidentPlan): Promise<void> {
      await call(
        'transactions GET /accounts/{id}/transactions',
        r,
        'GET',
        `/accounts/${encodeURIComponent(r.rentAccountId)}/transactions?pageNumber=1&pageSize=10`,
      );
    },
    async messages(r: ResidentPlan): Promise<void> {
      await call(
        'messages GET /customers/{id}/communications',
        r,
        'GET',
        `/customers/${encodeURIComponent(r.customerId)}/communications?fromDate=${twoYearsAgo}&toDate=${isoDate(today)}&orderBy=createdDate%20desc&limit=10&skip=0`,
      );
    },
  };
}

/**
 * The caller of a load run: every request as a resident with their bearer token, timed, a non-2xx
 * answer or a socket error counted as an error of its label.
 */
export function loadCaller(target: GatewayTarget, residents: number): LoadCaller {
  const url = new URL(target.baseUrl);
  // Each resident's browser keeps a few connections open; the agent keeps them alive between calls.
  const agent = new Agent({ keepAlive: true, maxSockets: residents * 6 });
  const calls = new Map<string, CallFigures>();
  const figuresOf = (label: string) => {
    let figures = calls.get(label);
    if (!figures) calls.set(label, (figures = { sent: 0, latencies: [], failures: new Map() }));
    return figures;
  };
  const fail = (label: string, reason: string) => {
    const { failures } = figuresOf(label);
    failures.set(reason, (failures.get(reason) ?? 0) + 1);
  };

  const call: ResidentCall = (label, resident, method, path, options = {}) =>
    new Promise((done) => {
      const payload = options.form ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
      const contentType =
        options.form !== undefined
          ? 'application/x-www-form-urlencoded'
          : payload === undefined
            ? undefined
            : 'application/json';
      figuresOf(label).sent += 1;
      const started = performance.now();
      const req = httpRequest(
        {
          agent,
          host: url.hostname,
          port: url.port,
          method,
          path: options.outsideApi ? path : `/api${path}`,
          headers: {
            ...(options.outsideApi
              ? {}
              : {
                  [GatewayHeader.subscriptionKey]: target.subscriptionKey,
                  authorization: `Bearer ${target.tokens.get(resident.customerId) ?? ''}`,
                }),
            ...(contentType === undefined ? {} : { 'content-type': contentType }),
            ...options.headers,
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('error', (error) => {
            fail(label, `socket error ${(error as NodeJS.ErrnoException).code ?? error.message}`);
            done(undefined);
          });
          res.on('end', () => {
            const status = res.statusCode ?? 0;
            figuresOf(label).latencies.push(performance.now() - started);
            if (status < 200 || status > 299) {
              fail(label, `${status}`);
              return done(undefined);
            }
            done({ status, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') });
          });
        },
      );
      req.on('error', (error) => {
        fail(label, `socket error ${(error as NodeJS.ErrnoException).code ?? error.message}`);
        done(undefined);
      });
      req.end(payload);
    });
  return { call, fail, calls, agent };
}

/**
 * Runs the scenario against a started gateway for `seconds` with one loop per resident and
 * answers what it measured.
 */
export async function runResidentLoad(
  target: GatewayTarget,
  residents: ResidentPlan[],
  seconds: number,
): Promise<LoadRunFigures> {
  const { call, fail, calls, agent } = loadCaller(target, residents.length);

  const pages = portalPages(call);

  /** One visit: dashboard, repairs list and details, draft start, transactions, messages. */
  const visit = async (r: ResidentPlan) => {
    await pages.dashboard(r);
    const repairs = await pages.repairsList(r);
    const repair = repairs[Math.floor(Math.random() * repairs.length)];
    if (repair) await pages.repairDetails(r, repair);
    const draft = await call('repair draft POST /works-orders', r, 'POST', '/works-orders', {
      body: kitchenTapDraft(r.customerId, r.premisesId),
    });
    const draftId = draft && String(draft.headers.location ?? '').split('/')[4];
    if (draft && draftId)
      await call('repair draft DELETE /works-orders/{id} (Leave)', r, 'DELETE', `/works-orders/${draftId}`, {
        headers: { [GatewayHeader.ifMatch]: String(draft.headers.etag ?? '') },
      });
    else if (draft) fail('repair draft POST /works-orders', 'created without a Location');
    await pages.transactions(r);
    await pages.messages(r);
  };

  let visits = 0;
  const before = processMemory(target.pid);
  const cpuBefore = processCpuSeconds(target.pid);
  const started = performance.now();
  const until = started + seconds * 1000;
  try {
    await Promise.all(
      residents.map(async (resident, i) => {
        // Residents arrive over the first RAMP_UP_MS, not all in the same millisecond.
        await new Promise((arrive) => setTimeout(arrive, (i * RAMP_UP_MS) / residents.length));
        while (performance.now() < until) {
          await visit(resident);
          visits += 1;
        }
      }),
    );
  } finally {
    agent.destroy();
  }
  const elapsed = (performance.now() - started) / 1000;
  const after = processMemory(target.pid);
  const cpuAfter = processCpuSeconds(target.pid);
  let requests = 0;
  let errors = 0;
  for (const figures of calls.values()) {
    requests += figures.sent;
    for (const n of figures.failures.values()) errors += n;
  }
  return {
    seconds: elapsed,
    residents: residents.length,
    pid: target.pid,
    visits,
    machineLoad: machineLoad(),
    requests,
    errors,
    calls,
    rssBefore: before.rss,
    rssAfter: after.rss,
    rssPeak: after.peak,
    gatewayCpuSeconds: cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore,
  };
}

/** The value at fraction `p` of sorted latencies (nearest rank). */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] as number;
}

const megabytes = (bytes: number | undefined) =>
  bytes === undefined ? 'unknown' : `${(bytes / 1048576).toFixed(0)} MB`;
const count = (n: number) => n.toLocaleString('en-GB');

/** The lines of one run: errors by call, total throughput, p50 and p99 per call, the gateway's memory. */
export function formatLoadRun(kind: string, run: LoadRunFigures, volume: string): string[] {
  const lines = [
    `Load (${kind}): ${run.residents} signed-in residents for ${run.seconds.toFixed(0)} s over ${volume}, no think time`,
    recordBudget('load errors', {
      name: `load errors on ${kind} (non-2xx answers and socket errors)`,
      value: count(run.errors),
      target: '0',
      met: run.errors === 0,
    }),
  ];
  for (const [label, figures] of run.calls) {
    for (const [reason, n] of figures.failures) lines.push(`  error: ${label}: ${count(n)} × ${reason}`);
  }
  lines.push(
    `  total: ${(run.requests / run.seconds).toFixed(0)} req/s (${count(run.requests)} requests, ${run.visits} resident visits; ${run.machineLoad} at the end)`,
  );
  const width = Math.max(...[...run.calls.keys()].map((label) => label.length));
  for (const [label, figures] of run.calls) {
    const sorted = [...figures.latencies].sort((a, b) => a - b);
    lines.push(
      `  ${label.padEnd(width)}  p50 ${percentile(sorted, 0.5).toFixed(1).padStart(7)} ms  p99 ${percentile(sorted, 0.99).toFixed(1).padStart(7)} ms  ${count(sorted.length)} requests`,
    );
  }
  if (run.gatewayCpuSeconds !== undefined)
    lines.push(
      `  gateway CPU: ${run.gatewayCpuSeconds.toFixed(1)} s over the ${run.seconds.toFixed(0)} s run, ` +
        `${((run.gatewayCpuSeconds * 1000) / Math.max(1, run.requests)).toFixed(2)} ms per request`,
    );
  lines.push(
    `  gateway memory (RSS of process ${run.pid}): ${megabytes(run.rssBefore)} before, ${megabytes(run.rssAfter)} after (peak ${megabytes(run.rssPeak)})`,
  );
  return lines;
}
