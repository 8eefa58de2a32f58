import { availableParallelism, loadavg } from 'node:os';
import autocannon from 'autocannon';

/**
 * The machine's load while a figure was taken, to read latencies by: on a machine shared with
 * other work, waiting for a core shows up as latency.
 *
 * @example
 * machineLoad(); // 'load average 3.2 on 2 cores'
 */
export function machineLoad(): string {
  return `load average ${(loadavg()[0] ?? 0).toFixed(1)} on ${availableParallelism()} cores`;
}

export interface LoadOptions {
  /** Base URL of the running gateway, e.g. http://127.0.0.1:43211 */
  baseUrl: string;
  /** Picks the path (and any headers of its own, e.g. the caller's token) of each request. */
  nextRequest: () => { path: string; headers?: Record<string, string> };
  /** Headers every request sends. */
  headers: Record<string, string>;
  connections?: number;
  durationSeconds?: number;
}

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
}

/**
 * Drives a running server with autocannon for a fixed time and reports throughput and latency.
 * Every request picks its own path, so a run spreads over many rows instead of hitting one cache line.
 * The percentiles are of each successful response's own time, to the microsecond: autocannon's
 * histogram keeps whole milliseconds, cutting 3.9 ms to 3, which made a budget of 3 ms (issue 29
 * item 4) up to a millisecond more lenient than it reads.
 */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((done, fail) => {
    const instance = autocannon(
      {
        url: options.baseUrl,
        connections: options.connections ?? 10,
        duration: options.durationSeconds ?? 10,
        headers: options.headers,
        requests: [
          {
            method: 'GET',
            setupRequest: (request) => {
              const next = options.nextRequest();
              return { ...request, path: next.path, headers: { ...request.headers, ...next.headers } };
            },
          },
        ],
      },
      (error, finished) => (error ? fail(error) : done(finished)),
    );
    // Only successful answers' times, as autocannon's own latency figures.
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) times.push(responseTime);
    });
  });
  times.sort((a, b) => a - b);
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: percentile(times, 0.5),
    p99Ms: percentile(times, 0.99),
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/**
 * The nearest-rank percentile of ascending values (NaN for none).
 *
 * @example
 * percentile([1, 2, 3, 4], 0.5); // 2
 */
export function percentile(ascending: number[], share: number): number {
  if (ascending.length === 0) return Number.NaN;
  return ascending[Math.min(ascending.length - 1, Math.max(0, Math.ceil(share * ascending.length) - 1))] as number;
}

export function formatLoad(label: string, r: LoadResult): string {
  const bad = r.non2xx + r.errors;
  return (
    `${label.padEnd(44)} ${r.requestsPerSecond.toFixed(0).padStart(7)} req/s   ` +
    `p50 ${r.p50Ms.toFixed(2).padStart(6)} ms   p99 ${r.p99Ms.toFixed(2).padStart(6)} ms   ` +
    `${r.requests} requests${bad ? `, ${bad} failed` : ''}`
  );
}
