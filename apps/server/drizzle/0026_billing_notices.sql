-- Companies made before the billing notices get their two schedules, as a new company does
-- (docs/product/notifications.md#schedules); their occurrences count from now.
INSERT INTO "notification_schedules" ("company_id", "type", "time", "time_zone", "days", "active", "template_id", "recipients", "due_from")
SELECT c."id", d."type", d."time", NULL, d."days", true, NULL, '{"kind":"everyone"}'::jsonb, now()
FROM "companies" c
CROSS JOIN (VALUES ('trial_ending', '09:00', ARRAY[1, 2, 3, 4, 5, 6, 7]), ('payment_failed', '09:00', ARRAY[1, 2, 3, 4, 5, 6, 7])) AS d("type", "time", "days")
WHERE NOT EXISTS (
  SELECT 1 FROM "notification_schedules" s WHERE s."company_id" = c."id" AND s."type" = d."type"
);
