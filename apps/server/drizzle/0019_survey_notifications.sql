ALTER TABLE "notification_deliveries" ADD COLUMN "subject_id" uuid;--> statement-breakpoint
CREATE INDEX "notification_deliveries_subject_idx" ON "notification_deliveries" USING btree ("subject_id","user_id") WHERE "notification_deliveries"."subject_id" is not null;--> statement-breakpoint
-- Companies made before the surveys' mails get their two schedules, as a new company does
-- (docs/product/notifications.md#schedules); their occurrences count from now.
INSERT INTO "notification_schedules" ("company_id", "type", "time", "time_zone", "days", "active", "template_id", "recipients", "due_from")
SELECT c."id", d."type", d."time", NULL, d."days", true, NULL, '{"kind":"everyone"}'::jsonb, now()
FROM "companies" c
CROSS JOIN (VALUES ('survey_invitation', '09:30', ARRAY[1, 2, 3, 4, 5]), ('survey_reminder', '10:00', ARRAY[1, 2, 3, 4, 5])) AS d("type", "time", "days")
WHERE NOT EXISTS (
  SELECT 1 FROM "notification_schedules" s WHERE s."company_id" = c."id" AND s."type" = d."type"
);
