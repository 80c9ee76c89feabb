import { describe, expect, it } from 'vitest';
import { groupedWrites } from './grouped-writes.ts';

/** A write to a plain list that records the statements it was asked for. */
function recorder(refuse: (item: string) => boolean = () => false) {
  const statements: string[][] = [];
  const write = async (items: readonly string[]) => {
    statements.push([...items]);
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (items.some(refuse)) throw new Error('refused');
    return items.map((item) => item.toUpperCase());
  };
  return { statements, write };
}

describe('grouped writes', () => {
  it('writes an item meeting a free slot at once, alone', async () => {
    const { statements, write } = recorder();
    const store = groupedWrites({
      writesAtOnce: 2,
      perWrite: 10,
      writeMany: write,
      writeOne: async (item: string) => (await write([item]))[0]!,
    });
    expect(await store('a')).toBe('A');
    expect(statements).toEqual([['a']]);
  });

  it('writes what waits together, at most so many a statement, each key once', async () => {
    const { statements, write } = recorder();
    const store = groupedWrites({
      writesAtOnce: 1,
      perWrite: 3,
      writeMany: write,
      writeOne: async (item: string) => (await write([item]))[0]!,
      keyOf: (item) => item[0]!,
    });
    const results = await Promise.all(['a1', 'b1', 'a2', 'c1', 'd1', 'e1'].map(store));
    expect(results).toEqual(['A1', 'B1', 'A2', 'C1', 'D1', 'E1']);
    // a1 alone in the free slot; then three of what waited, a2 left for later as a1's key came first.
    expect(statements).toEqual([['a1'], ['b1', 'a2', 'c1'], ['d1', 'e1']]);
  });

  it('writes a failed group again item by item, so only the bad item is refused', async () => {
    const { statements, write } = recorder((item) => item === 'bad');
    const store = groupedWrites({
      writesAtOnce: 1,
      perWrite: 10,
      writeMany: write,
      writeOne: async (item: string) => (await write([item]))[0]!,
    });
    const results = await Promise.allSettled(['first', 'x', 'bad', 'y'].map(store));
    expect(results.map((result) => (result.status === 'fulfilled' ? result.value : 'refused'))).toEqual([
      'FIRST',
      'X',
      'refused',
      'Y',
    ]);
    expect(statements).toEqual([['first'], ['x', 'bad', 'y'], ['x'], ['bad'], ['y']]);
  });
});
