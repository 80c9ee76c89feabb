import type { AdminListQuery } from '@tera/domain';

/** Where a page starts among all matching rows. */
export function pageOffset({ page, pageSize }: AdminListQuery): number {
  return (page - 1) * pageSize;
}

/**
 * The search as an ILIKE pattern matching anywhere in the text. The wildcards someone types are
 * escaped, so '50%' looks for "50%" rather than for anything starting with 50.
 */
export function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
