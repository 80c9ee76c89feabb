/**
 * Whether making `personId` report to `leaderId` would close a loop. Walks up from the new leader
 * through `leaderOf`; reaching the person means the person would end up above themselves. A chain
 * that already loops elsewhere (it never should) stops the walk instead of running forever.
 */
export function wouldCreateReportsToCycle(
  personId: string,
  leaderId: string | null,
  leaderOf: (id: string) => string | null | undefined,
): boolean {
  const seen = new Set<string>();
  let current = leaderId;
  while (current) {
    if (current === personId) return true;
    if (seen.has(current)) return false;
    seen.add(current);
    current = leaderOf(current) ?? null;
  }
  return false;
}
