import { sql } from 'drizzle-orm';

/**
 * Whether the viewer sees a check-in by name, as a column: its owner shared with them, who led
 * them, at the start of its day (the groups stamped on the row).
 */
export const seenByViewer = (viewerId: string) =>
  sql`coalesce(group_shares_with = ${viewerId} and group_reports_to = ${viewerId}, false)`;
