export interface LatencySummary {
  p50: number;
  p95: number;
  p99: number;
}

/** Nearest-rank percentiles of latencies in milliseconds, rounded to 0.01 ms. */
export function summarise(latenciesMs: readonly number[]): LatencySummary {
  const sorted = [...latenciesMs].sort((a, b) => a - b);
  const at = (fraction: number) => {
    if (sorted.length === 0) return Number.NaN;
    const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
    return Math.round((sorted[index] ?? Number.NaN) * 100) / 100;
  };
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99) };
}
