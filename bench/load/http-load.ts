/**
 * A load generator in its own process, so the server under test does not share its event loop.
 * Reads a plan (JSON file path in argv[2]) and prints one JSON line of results. Every request
 * takes the next prepared body and headers, so no two requests write the same row.
 */
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { summarise } from '../support/percentiles.ts';

export interface LoadPlan {
  url: string;
  path: string;
  method: 'PUT' | 'POST' | 'GET';
  connections: number;
  /** Runs this long, or, when `amount` is given, until that many requests are answered. */
  durationSeconds: number;
  amount?: number;
  /** Requests per second across all connections, for a steady load rather than the most it takes. */
  overallRate?: number;
  requests: { headers: Record<string, string>; body?: string }[];
}

export interface LoadResult {
  requests: number;
  requestsPerSecond: number;
  non2xx: number;
  errors: number;
  latencyMs: { p50: number; p95: number; p99: number };
}

const plan = JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8')) as LoadPlan;
let next = 0;
const latencies: number[] = [];
// Timed here: the load generator's own duration is counted in its one-second ticks.
const startedAt = performance.now();
let lastAnsweredAt = startedAt;

const instance = autocannon(
  {
    url: plan.url,
    connections: plan.connections,
    ...(plan.amount ? { amount: plan.amount } : { duration: plan.durationSeconds }),
    ...(plan.overallRate ? { overallRate: plan.overallRate } : {}),
    requests: [
      {
        method: plan.method,
        path: plan.path,
        setupRequest: (request) => {
          // Plans hold more requests than the duration can use; running out would repeat one.
          const prepared = plan.requests[next++];
          if (!prepared) return request;
          return { ...request, headers: prepared.headers, body: prepared.body };
        },
      },
    ],
  },
  (error, result) => {
    if (error) throw error;
    report(result);
  },
);

instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTimeMs: number) => {
  latencies.push(responseTimeMs);
  lastAnsweredAt = performance.now();
});

// A load that lasts as long as something else does is ended by its parent, and still reports.
process.once('SIGTERM', () => instance.stop());

function report(result: autocannon.Result): void {
  const elapsedSeconds = (lastAnsweredAt - startedAt) / 1000;
  const output: LoadResult = {
    requests: latencies.length,
    requestsPerSecond: Math.round(latencies.length / elapsedSeconds),
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    latencyMs: summarise(latencies),
  };
  process.stdout.write(`${JSON.stringify(output)}\n`);
}
