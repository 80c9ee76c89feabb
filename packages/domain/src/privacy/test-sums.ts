/**
 * Test support, not exported from the package: the attacker who adds and subtracts published sums.
 * Rows are published sets over the answers (1 where a set holds an answer). A weighed sum of them
 * describes only the answers left out of `columns` exactly when leaving those answers out lowers
 * the rank, found here by elimination.
 */
export function rank(rows: readonly number[][], columns: readonly number[]): number {
  const m = rows.map((row) => columns.map((c) => row[c]!));
  let r = 0;
  for (let c = 0; c < columns.length && r < m.length; c += 1) {
    const pivot = m.findIndex((row, i) => i >= r && Math.abs(row[c]!) > 1e-9);
    if (pivot < 0) continue;
    [m[r], m[pivot]] = [m[pivot]!, m[r]!];
    for (let i = 0; i < m.length; i += 1) {
      if (i === r) continue;
      const factor = m[i]![c]! / m[r]![c]!;
      if (factor !== 0) m[i] = m[i]!.map((v, j) => v - factor * m[r]![j]!);
    }
    r += 1;
  }
  return r;
}

/** Every group of fewer people than a threshold of 2 or 3: each person alone, and each pair for 3. */
export function groupsUnder(people: readonly string[], threshold: 2 | 3): string[][] {
  return threshold === 2
    ? people.map((p) => [p])
    : people.flatMap((a, i) => [[a], ...people.slice(i + 1).map((b) => [a, b])]);
}

/** An answer as the sums see it: whose, and whether the reader sees it by name. */
export const answer = (userId: string, seen = false) => ({ userId, seen });

/**
 * The groups of fewer unseen people than the threshold that some weighed sum of `rows` describes
 * alone, leaving out those `startRows` (what was published already) describe alone by themselves:
 * an empty list when the rows add no way to single anyone out. Answers seen by name are known to
 * the reader, so they are not columns to find.
 */
export function newlyTold(
  listed: readonly { userId: string; seen: boolean }[],
  rows: readonly number[][],
  startRows: readonly number[][],
  threshold: 2 | 3,
): string[][] {
  const unseen = listed.flatMap((a, i) => (a.seen ? [] : [i]));
  const people = [...new Set(unseen.map((i) => listed[i]!.userId))];
  return groupsUnder(people, threshold).filter((group) => {
    const others = unseen.filter((i) => !group.includes(listed[i]!.userId));
    const toldBy = (published: readonly number[][]) => rank(published, others) < rank(published, unseen);
    return !toldBy(startRows) && toldBy(rows);
  });
}
