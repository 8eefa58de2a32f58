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
 */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const result = await autocannon({
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
  });
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

export function formatLoad(label: string, r: LoadResult): string {
  const bad = r.non2xx + r.errors;
  return (
    `${label.padEnd(44)} ${r.requestsPerSecond.toFixed(0).padStart(7)} req/s   ` +
    `p50 ${r.p50Ms.toFixed(1).padStart(6)} ms   p99 ${r.p99Ms.toFixed(1).padStart(6)} ms   ` +
    `${r.requests} requests${bad ? `, ${bad} failed` : ''}`
  );
}
