-- The kept totals by team and department now hold only answers stored by their day's end; those
-- kept before held every answer, so they are summed again on their next read.
DELETE FROM "group_day_totals";
