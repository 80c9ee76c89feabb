import type { Db } from '../../db/database.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Logger } from '../../platform/logger.ts';
import { pruneRateLimits } from './consume-rate-limit.ts';

const PRUNE_EVERY_MS = 15 * 60_000;

/**
 * Every client address and account that was ever counted leaves a row; this keeps the table to
 * the windows still running. Any instance may prune: deleting what another already deleted is
 * harmless. Returns the stop.
 */
export function startRateLimitPruning({ db, clock, logger }: { db: Db; clock: Clock; logger: Logger }) {
  const prune = () =>
    void pruneRateLimits(db, clock.now()).catch((error: unknown) =>
      logger.warn({ err: error }, 'rate-limit pruning failed'),
    );
  prune();
  const timer = setInterval(prune, PRUNE_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
