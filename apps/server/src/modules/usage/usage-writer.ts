import type { Actor, UsageBatch } from '@tera/domain';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { groupedWrites } from '../../platform/grouped-writes.ts';
import {
  endUsageSession,
  isForeignKeyViolation,
  writeUsageBatches,
  type UsageEntry,
} from './store-usage-batch.ts';

/** Statements in flight at once: two, each taking many batches (the best of one, two and four in
 * `bench/usage.ts`). */
const WRITES_AT_ONCE = 2;
/** Batches one statement takes: 1,000 events of the browser's 10, far under a statement's limits. */
const BATCHES_PER_WRITE = 100;

export interface UsageWriter {
  /** Stores a caller's batch and, when it ends the visit, closes the session; how many events were new. */
  store(actor: Actor, batch: UsageBatch, now: Date): Promise<{ stored: number }>;
}

/**
 * Batches that arrive together are written by one statement (`groupedWrites`,
 * docs/decisions/030-usage-ingestion.md); a batch naming a session that is not the caller's is
 * refused alone.
 */
export function createUsageWriter(database: Database): UsageWriter {
  const write = groupedWrites<UsageEntry, number>({
    writesAtOnce: WRITES_AT_ONCE,
    perWrite: BATCHES_PER_WRITE,
    async writeMany(entries) {
      const counts = await writeUsageBatches(database.db, entries);
      return entries.map((_, index) => counts[index] ?? 0);
    },
    async writeOne(entry) {
      try {
        const [stored] = await writeUsageBatches(database.db, [entry]);
        return stored ?? 0;
      } catch (error) {
        throw isForeignKeyViolation(error) ? new AppError('RECORD_NOT_FOUND') : error;
      }
    },
  });
  return {
    async store(actor, batch, now) {
      const entry = { actor, batch, now };
      const stored = await write(entry);
      await endUsageSession(database.db, entry);
      return { stored };
    },
  };
}
