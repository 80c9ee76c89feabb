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
