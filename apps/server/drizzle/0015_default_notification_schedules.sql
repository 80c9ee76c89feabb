-- Companies made before notifications get the two schedules a new company starts with
-- (docs/product/notifications.md#schedules): a type a company already schedules is left alone.
-- Their occurrences count from now, so nothing earlier is sent late or logged as missed.
INSERT INTO "notification_schedules" ("company_id", "type", "time", "time_zone", "days", "active", "template_id", "recipients", "due_from")
SELECT c."id", d."type", d."time", NULL, d."days", true, NULL, '{"kind":"everyone"}'::jsonb, now()
FROM "companies" c
CROSS JOIN (VALUES ('daily_reminder', '09:00', ARRAY[1, 2, 3, 4, 5]), ('weekly_digest', '08:30', ARRAY[1])) AS d("type", "time", "days")
WHERE NOT EXISTS (
  SELECT 1 FROM "notification_schedules" s WHERE s."company_id" = c."id" AND s."type" = d."type"
);
