import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../gateway/server/db/tables';
import { DEFAULT_SUBSCRIPTION_KEY } from '../../../gateway/server/settings';
import { RESIDENT, sleep } from './gateway-process';
import { kitchenTapDraft, READY_TO_SUBMIT } from '../../../tests/support/kitchen-tap-draft';

/** How a call ended: a status, 0 when the connection failed, -1 when no answer came in time (a hang). */
export interface CallResult {
  status: number;
  etag?: string;
  location?: string;
  body?: Record<string, unknown>;
  /** The error body's first message, or the connection's error. */
  message?: string;
  /** When the call was sent (performance.now()). */
  at: number;
  ms: number;
}

/** Longer than this without an answer counts as a hang. */
export const HANG_MS = 15_000;

/** One call to the gateway's API as the portal makes it: subscription key, bearer token, JSON. */
export async function call(
  baseUrl: string,
  token: string,
  method: string,
  path: string,
  options: { body?: unknown; ifMatch?: string } = {},
): Promise<CallResult> {
  const started = performance.now();
  try {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        'ocp-apim-subscription-key': DEFAULT_SUBSCRIPTION_KEY,
        authorization: `Bearer ${token}`,
        accept: 'application/json',
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(options.ifMatch ? { 'if-match': options.ifMatch } : {}),
      },
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
      signal: AbortSignal.timeout(HANG_MS),
    });
    const text = await response.text();
    let body: Record<string, unknown> | undefined;
    try {
      body = text ? (JSON.parse(text) as Record<string, unknown>) : undefined;
    } catch {
      body = undefined;
    }
    const errors = body?.errors as { message?: string }[] | undefined;
    return {
      status: response.status,
      ...(response.headers.get('etag') ? { etag: response.headers.get('etag') ?? '' } : {}),
      ...(response.headers.get('location') ? { location: response.headers.get('location') ?? '' } : {}),
      ...(body ? { body } : {}),
      ...(errors?.[0]?.message ? { message: errors[0].message } : {}),
      at: started,
      ms: performance.now() - started,
    };
  } catch (error) {
    const timedOut = (error as Error).name === 'TimeoutError';
    return {
      status: timedOut ? -1 : 0,
      message: (error as Error).message,
      at: started,
      ms: performance.now() - started,
    };
  }
}

/** The answers the draft is created with (a dripping kitchen tap, as the journey saves it first). */
function draftBody(): Record<string, unknown> {
  return { ...kitchenTapDraft(RESIDENT.customerId, RESIDENT.assetId) };
}

/** The answers that complete a report, sent with the submission. */
function submitBody(description: string): Record<string, unknown> {
  return { ...READY_TO_SUBMIT, description, isSubmitted: true, isDraft: false };
}

/** What the gateway acknowledged (answered 2xx) of one report, and what it was last asked. */
export interface ReportRecord {
  id: string;
  etag: string;
  /** The description of the last save the gateway acknowledged (none when only created). */
  saved: string | null;
  /** The description of a save sent whose answer never came (it may or may not have been kept). */
  unanswered?: string;
  submitted: boolean;
  /** A submission was sent and its answer never came. */
  submitUnanswered: boolean;
  /** When the submission was acknowledged (performance.now()). */
  submittedAt?: number;
}

/** Every report the traffic made, by id, and the calls' outcomes. */
export class Ledger {
  readonly reports = new Map<string, ReportRecord>();
  readonly statuses: CallResult[] = [];
  record(result: CallResult): CallResult {
    this.statuses.push(result);
    return result;
  }
  get drafts(): ReportRecord[] {
    return [...this.reports.values()].filter((r) => !r.submitted);
  }
  get submitted(): ReportRecord[] {
    return [...this.reports.values()].filter((r) => r.submitted);
  }
}

/**
 * One resident's journey as the portal makes it: create the draft, save the answers twice (each
 * page entered saves), and, every other journey, submit. Stops at the first failed call (the
 * gateway is gone); what the gateway acknowledged is in the ledger.
 */
export async function walkJourney(
  baseUrl: string,
  token: string,
  ledger: Ledger,
  n: number,
  submit: boolean,
): Promise<boolean> {
  const created = ledger.record(await call(baseUrl, token, 'POST', '/api/works-orders', { body: draftBody() }));
  if (created.status !== 201 || !created.location || !created.etag) return false;
  const id = created.location.split('/')[4] ?? '';
  const report: ReportRecord = { id, etag: created.etag, saved: null, submitted: false, submitUnanswered: false };
  ledger.reports.set(id, report);
  for (const page of [1, 2]) {
    const description = `Journey ${n}, page ${page}: the cold tap drips.`;
    report.unanswered = description;
    const saved = ledger.record(
      await call(baseUrl, token, 'PATCH', `/api/works-orders/${id}`, {
        body: { description, isDraft: true },
        ifMatch: report.etag,
      }),
    );
    if (saved.status !== 200 || !saved.etag) return false;
    report.etag = saved.etag;
    report.saved = description;
    delete report.unanswered;
  }
  if (!submit) return true;
  report.submitUnanswered = true;
  const done = ledger.record(
    await call(baseUrl, token, 'PATCH', `/api/works-orders/${id}`, {
      body: submitBody(report.saved ?? ''),
      ifMatch: report.etag,
    }),
  );
  if (done.status !== 200) return false;
  report.submitUnanswered = false;
  report.submitted = true;
  report.submittedAt = performance.now();
  report.etag = done.etag ?? report.etag;
  return true;
}

/**
 * Runs `workers` residents' journeys one after another until `stop()` is called, and then waits
 * for the calls on their way to end. `readers` more residents read their repairs list meanwhile.
 */
export function runTraffic(
  baseUrl: string,
  token: string,
  ledger: Ledger,
  workers: number,
  readers = 0,
): { stop(): Promise<void>; acknowledged(): number } {
  let running = true;
  let n = 0;
  const reads = Array.from({ length: readers }, async () => {
    while (running) {
      const read = ledger.record(await call(baseUrl, token, 'GET', `/api/customers/${RESIDENT.customerId}`));
      if (read.status !== 200) await sleep(200);
    }
  });
  const loops = Array.from({ length: workers }, async () => {
    while (running) {
      n += 1;
      // After a failure (the gateway or its database gone), a pause before the next journey.
      if (!(await walkJourney(baseUrl, token, ledger, n, n % 2 === 0))) await sleep(200);
    }
  });
  return {
    stop: () => {
      running = false;
      return Promise.all([...loops, ...reads]).then(() => undefined);
    },
    acknowledged: () => ledger.statuses.filter((s) => s.status >= 200 && s.status < 300).length,
  };
}

/** What a check after the restart found lost (each a count; all should be 0). */
export interface Losses {
  draftsLost: number;
  submittedLost: number;
  jobNumbersLost: number;
  /** The reports found lost (counted once: the caller drops them from the ledger). */
  lostIds: string[];
  details: string[];
}

/**
 * Reads every acknowledged report back over the API after the restart: a draft must still be there
 * with its last acknowledged answers (or the unanswered save's), a submitted repair submitted, and
 * each submitted repair's job number must arrive within `jobNumberWaitMs`.
 */
export async function checkNothingLost(
  baseUrl: string,
  token: string,
  ledger: Ledger,
  jobNumberWaitMs: number,
): Promise<Losses> {
  const losses: Losses = { draftsLost: 0, submittedLost: 0, jobNumbersLost: 0, lostIds: [], details: [] };
  const read = async (id: string) => {
    const found = await call(baseUrl, token, 'GET', `/api/works-orders/${id}`);
    // Not a loss: the run's own sign-in ended, and nothing can be read back.
    if (found.status === 401) throw new Error(`The fault run's session was refused (401): ${found.message ?? ''}`);
    return found;
  };
  for (const report of ledger.drafts) {
    const found = await read(report.id);
    const description = found.body?.description;
    const kept = description === report.saved || (report.unanswered !== undefined && description === report.unanswered);
    const submittedMeanwhile = report.submitUnanswered && found.body?.isDraft === false;
    if (found.status !== 200 || !(kept || submittedMeanwhile)) {
      losses.draftsLost += 1;
      losses.lostIds.push(report.id);
      losses.details.push(`draft ${report.id}: ${found.status} ${String(description)} (saved "${report.saved}")`);
    }
  }
  const waiting: ReportRecord[] = [];
  for (const report of ledger.submitted) {
    const found = await read(report.id);
    if (found.status !== 200 || found.body?.isDraft !== false) {
      losses.submittedLost += 1;
      losses.lostIds.push(report.id);
      losses.details.push(`submitted ${report.id}: ${found.status} isDraft ${String(found.body?.isDraft)}`);
    } else if (!found.body?.jobNo) {
      waiting.push(report);
    }
  }
  const until = performance.now() + jobNumberWaitMs;
  let pending = waiting;
  while (pending.length > 0 && performance.now() < until) {
    await new Promise((done) => setTimeout(done, 250));
    const still: ReportRecord[] = [];
    for (const report of pending) if (!(await read(report.id)).body?.jobNo) still.push(report);
    pending = still;
  }
  losses.jobNumbersLost = pending.length;
  for (const report of pending) {
    losses.lostIds.push(report.id);
    losses.details.push(`job number never came for ${report.id}`);
  }
  return losses;
}

/** How many submitted repairs were pending a job number when the gateway was killed (asked over the API). */
export async function pendingJobNumbers(baseUrl: string, token: string, ledger: Ledger): Promise<number> {
  let pending = 0;
  for (const report of ledger.submitted) {
    const found = await call(baseUrl, token, 'GET', `/api/works-orders/${report.id}`);
    if (found.status === 200 && !found.body?.jobNo) pending += 1;
  }
  return pending;
}

/**
 * Records the database leaves half-written (each should be 0): a submitted repair without its
 * "Repair created" event or without either its job number or its request for one; a job number
 * without its "Unappointed" event; a draft carrying a job number, a request or history; a request
 * for a repair that is not submitted. The work orders in `before` (the seeded ones) are left out.
 */
export async function halfWritten(
  db: Kysely<Database>,
  before: ReadonlySet<string>,
): Promise<{ count: number; details: string[] }> {
  const checks: [string, string][] = [
    [
      'submitted repairs without their "Repair created" event',
      `select w.id from work_orders w where not w.is_draft and not exists
         (select 1 from work_order_history h where h.work_order_id = w.id and h.sub_type = 'APCREATE01')`,
    ],
    [
      'submitted repairs with neither a job number nor a request for one',
      `select w.id from work_orders w where not w.is_draft and w.job_no is null and w.status <> 'Cancelled'
         and not exists (select 1 from job_number_requests r where r.work_order_id = w.id)`,
    ],
    [
      'job numbers without their "Unappointed" event',
      `select w.id from work_orders w where w.job_no is not null and exists
         (select 1 from work_order_history h where h.work_order_id = w.id and h.sub_type = 'APCREATE01')
         and not exists (select 1 from work_order_history h where h.work_order_id = w.id and h.sub_type = 'Unappointed')`,
    ],
    [
      'drafts with a job number, a request for one or history',
      `select w.id from work_orders w where w.is_draft and (w.job_no is not null
         or exists (select 1 from job_number_requests r where r.work_order_id = w.id)
         or exists (select 1 from work_order_history h where h.work_order_id = w.id))`,
    ],
    [
      'requests for a job number of a repair that is not submitted',
      `select r.work_order_id as id from job_number_requests r left join work_orders w on w.id = r.work_order_id
         where w.id is null or w.is_draft`,
    ],
  ];
  const details: string[] = [];
  let count = 0;
  for (const [label, query] of checks) {
    const { rows: all } = await sql.raw<{ id: string }>(query).execute(db);
    const rows = all.filter((row) => !before.has(row.id));
    count += rows.length;
    if (rows.length > 0)
      details.push(
        `${rows.length} ${label}: ${rows
          .map((r) => r.id)
          .slice(0, 5)
          .join(', ')}`,
      );
  }
  return { count, details };
}
