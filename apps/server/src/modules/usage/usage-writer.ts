import type { Actor, UsageBatch } from '@tera/domain';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import {
  endUsageSession,
  isForeignKeyViolation,
  writeUsageBatches,
  type UsageEntry,
} from './store-usage-batch.ts';

/** Statements in flight at once: two, so one slow write does not hold every batch behind it, and each
 * takes many batches (the best of one, two and four in `bench/usage.ts`). */
const WRITES_AT_ONCE = 2;
/** Batches one statement takes: 1,000 events of the browser's 10, far under a statement's limits. */
const BATCHES_PER_WRITE = 100;

interface Waiting {
  entry: UsageEntry;
  resolve: (stored: number) => void;
  reject: (error: unknown) => void;
}

export interface UsageWriter {
  /** Stores a caller's batch and, when it ends the visit, closes the session; how many events were new. */
  store(actor: Actor, batch: UsageBatch, now: Date): Promise<{ stored: number }>;
}

/**
 * Batches that arrive while the statements in flight run are written together by the next one
 * (docs/decisions/030-usage-ingestion.md): one commit for many browsers instead of one each, and no
 * wait added when the server is quiet, since a batch meeting a free slot is written at once. A
 * group that fails is written again batch by batch, so one caller's refused batch refuses nobody
 * else's.
 */
export function createUsageWriter(database: Database): UsageWriter {
  const waiting: Waiting[] = [];
  let writing = 0;

  const writeAlone = async ({ entry, resolve, reject }: Waiting) => {
    try {
      const [stored] = await writeUsageBatches(database.db, [entry]);
      resolve(stored ?? 0);
    } catch (error) {
      reject(isForeignKeyViolation(error) ? new AppError('RECORD_NOT_FOUND') : error);
    }
  };

  const writeGroup = async (group: Waiting[]) => {
    if (group.length === 1) return writeAlone(group[0]!);
    let counts: number[];
    try {
      counts = await writeUsageBatches(
        database.db,
        group.map((item) => item.entry),
      );
    } catch {
      await Promise.all(group.map(writeAlone));
      return;
    }
    group.forEach((item, index) => item.resolve(counts[index] ?? 0));
  };

  const drain = async () => {
    writing += 1;
    try {
      while (waiting.length > 0) await writeGroup(waiting.splice(0, BATCHES_PER_WRITE));
    } finally {
      writing -= 1;
    }
  };

  return {
    async store(actor, batch, now) {
      const entry = { actor, batch, now };
      const stored = await new Promise<number>((resolve, reject) => {
        waiting.push({ entry, resolve, reject });
        if (writing < WRITES_AT_ONCE) void drain();
      });
      await endUsageSession(database.db, entry);
      return { stored };
    },
  };
}
