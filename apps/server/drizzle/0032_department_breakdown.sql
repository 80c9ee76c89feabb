CREATE TABLE "group_day_totals" (
	"company_id" uuid NOT NULL,
	"check_in_date" text NOT NULL,
	"team_id" uuid,
	"department" text,
	"answered" integer NOT NULL,
	"energy" double precision NOT NULL,
	"mental_pressure" double precision NOT NULL,
	"personal_concerns" double precision NOT NULL,
	"motivation" double precision NOT NULL,
	CONSTRAINT "group_day_totals_day_group_uq" UNIQUE NULLS NOT DISTINCT("company_id","check_in_date","team_id","department")
);
--> statement-breakpoint
DROP TABLE "team_day_totals" CASCADE;--> statement-breakpoint
ALTER TABLE "daily_checkins" ADD COLUMN "group_department" text;--> statement-breakpoint
ALTER TABLE "group_day_totals" ADD CONSTRAINT "group_day_totals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- An answer also counts in its department as the day began, fixed when it is first stored like its other groups.
CREATE OR REPLACE FUNCTION tera_stamp_checkin_groups() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  state membership_history%ROWTYPE;
BEGIN
  SELECT * INTO state FROM tera_membership_at_day_start(NEW.user_id, NEW.check_in_date);
  IF FOUND AND state.is_active THEN
    NEW.group_company_id := state.company_id;
    NEW.group_reports_to := state.reports_to;
    NEW.group_shares_with := state.shares_with;
    NEW.group_team_id := state.team_id;
    NEW.group_department := state.department;
  ELSE
    NEW.group_company_id := NULL;
    NEW.group_reports_to := NULL;
    NEW.group_shares_with := NULL;
    NEW.group_team_id := NULL;
    NEW.group_department := NULL;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
UPDATE daily_checkins d SET group_department = (
  SELECT s.department FROM tera_membership_at_day_start(d.user_id, d.check_in_date) s WHERE s.is_active)
WHERE d.group_company_id IS NOT NULL;
--> statement-breakpoint
-- Erasing an answer of a kept day drops that day's totals by team and department with its company total.
CREATE OR REPLACE FUNCTION tera_forget_company_day() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  changed daily_checkins;
BEGIN
  changed := CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
  IF changed.group_company_id IS NULL THEN
    RETURN NULL;
  END IF;
  PERFORM pg_advisory_xact_lock(hashtext(changed.group_company_id::text), hashtext(changed.check_in_date));
  DELETE FROM company_day_totals
  WHERE company_id = changed.group_company_id AND check_in_date = changed.check_in_date;
  DELETE FROM group_day_totals
  WHERE company_id = changed.group_company_id AND check_in_date = changed.check_in_date;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The department each answer counts in joins what the covering index holds, so totals by team and
-- department are summed from the index alone.
DROP INDEX "daily_checkins_group_company_order_idx";
--> statement-breakpoint
CREATE INDEX "daily_checkins_group_company_order_idx" ON "daily_checkins" USING btree ("group_company_id","check_in_date",greatest("created_at", "submitted_at"),"user_id") INCLUDE ("energy","mental_pressure","personal_concerns","motivation","group_reports_to","group_shares_with","group_team_id","group_department");
