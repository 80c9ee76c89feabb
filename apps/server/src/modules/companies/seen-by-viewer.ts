import { sql } from 'drizzle-orm';

/**
 * Whether the viewer knows a check-in's values, as a column: it is their own, or its owner shared
 * with them, who led them, at the start of its day (the groups stamped on the row). A figure's
 * answers the viewer knows can be taken out of it, so only the others count towards the threshold.
 */
export const seenByViewer = (viewerId: string) =>
  sql`(user_id = ${viewerId} or coalesce(group_shares_with = ${viewerId} and group_reports_to = ${viewerId}, false))`;
