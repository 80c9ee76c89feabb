/** How one kind of write is grouped: see `groupedWrites`. */
export interface GroupedWriteOptions<T, R> {
  /** Statements in flight at once, so one slow write does not hold every item behind it. */
  writesAtOnce: number;
  /** Items one statement takes at most. */
  perWrite: number;
  /** Writes several items by one statement; each item's result, in their order. */
  writeMany(items: readonly T[]): Promise<R[]>;
  /** Writes one item: one that meets a free slot alone, and each item of a group that failed. */
  writeOne(item: T): Promise<R>;
  /** Items of the same key never share a statement (one statement cannot write a row twice). */
  keyOf?: (item: T) => string;
}

interface Waiting<T, R> {
  item: T;
  resolve: (result: R) => void;
  reject: (error: unknown) => void;
}

/**
 * Items that arrive while the statements in flight run are written together by the next one: one
 * round trip and one commit for many requests instead of one each, and no wait added when the
 * server is quiet, since an item meeting a free slot is written at once. A group that fails is
 * written again item by item, so one caller's refused write refuses nobody else's.
 * See docs/decisions/030-usage-ingestion.md.
 */
export function groupedWrites<T, R>(options: GroupedWriteOptions<T, R>): (item: T) => Promise<R> {
  const { writesAtOnce, perWrite, writeMany, writeOne, keyOf } = options;
  const waiting: Waiting<T, R>[] = [];
  let writing = 0;

  const writeAlone = async ({ item, resolve, reject }: Waiting<T, R>) => {
    try {
      resolve(await writeOne(item));
    } catch (error) {
      reject(error);
    }
  };

  /** The next group: the oldest items, each key once; the rest keep their place. */
  const nextGroup = (): Waiting<T, R>[] => {
    if (!keyOf) return waiting.splice(0, perWrite);
    const keys = new Set<string>();
    const group: Waiting<T, R>[] = [];
    for (let i = 0; i < waiting.length && group.length < perWrite;) {
      const key = keyOf(waiting[i]!.item);
      if (keys.has(key)) {
        i += 1;
        continue;
      }
      keys.add(key);
      group.push(...waiting.splice(i, 1));
    }
    return group;
  };

  const writeGroup = async (group: Waiting<T, R>[]) => {
    if (group.length === 1) return writeAlone(group[0]!);
    let results: R[];
    try {
      results = await writeMany(group.map((waiter) => waiter.item));
    } catch {
      await Promise.all(group.map(writeAlone));
      return;
    }
    group.forEach((waiter, index) => waiter.resolve(results[index]!));
  };

  const drain = async () => {
    writing += 1;
    try {
      while (waiting.length > 0) await writeGroup(nextGroup());
    } finally {
      writing -= 1;
    }
  };

  return (item) =>
    new Promise<R>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      if (writing < writesAtOnce) void drain();
    });
}
