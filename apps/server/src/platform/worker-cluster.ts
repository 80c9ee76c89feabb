import cluster, { type Worker } from 'node:cluster';
import type { Config } from '../config.ts';
import { createLogger } from './logger.ts';

// A worker that dies this soon after starting is failing at start; restarting it at once would spin.
const CRASH_LOOP_MS = 5_000;
const RESTART_DELAY_MS = 1_000;

/**
 * The primary of `WORKERS` server processes sharing one port: the API is stateless (sessions,
 * rate limits and live events go through PostgreSQL), so a process per core multiplies what one
 * event loop can serve. The first worker starts alone, so that it alone migrates and seeds a new
 * database; the others follow once it listens. A worker that dies is replaced; SIGTERM or SIGINT
 * drains every worker and the primary exits 0 once they have.
 */
export function runWorkerCluster(config: Config): void {
  const logger = createLogger(config);
  let isStopping = false;
  const startedAt = new Map<Worker, number>();

  const fork = (): void => {
    // A restart timer can still fire after SIGTERM; a worker forked then would keep us alive.
    if (isStopping) return;
    startedAt.set(cluster.fork(), Date.now());
  };

  let isComplete = false;
  cluster.on('listening', () => {
    if (isComplete) return;
    isComplete = true;
    for (let n = 1; n < config.WORKERS; n += 1) fork();
  });
  fork();

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    if (isStopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    logger.error({ pid: worker.process.pid, code, signal }, 'a server worker stopped; starting another');
    setTimeout(fork, lived < CRASH_LOOP_MS ? RESTART_DELAY_MS * 5 : RESTART_DELAY_MS);
  });

  const stop = (signal: NodeJS.Signals) => {
    if (isStopping) return;
    isStopping = true;
    logger.info({ signal }, 'shutting down every worker; finishing requests in flight');
    const workers = Object.values(cluster.workers ?? {});
    if (workers.length === 0) process.exit(0);
    for (const worker of workers) worker?.process.kill('SIGTERM');
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}
