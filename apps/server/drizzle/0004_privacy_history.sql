CREATE TABLE "membership_history" (
	"person_id" text NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"company_id" uuid,
	"team_id" uuid,
	"reports_to" text,
	"department" text,
	"is_active" boolean NOT NULL,
	"shares_with" text,
	CONSTRAINT "membership_history_person_id_valid_from_pk" PRIMARY KEY("person_id","valid_from")
);
--> statement-breakpoint
ALTER TABLE "daily_checkins" ADD COLUMN "group_company_id" uuid;--> statement-breakpoint
ALTER TABLE "daily_checkins" ADD COLUMN "group_reports_to" text;--> statement-breakpoint
ALTER TABLE "daily_checkins" ADD COLUMN "group_shares_with" text;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "shares_checkins_with" text;--> statement-breakpoint
ALTER TABLE "membership_history" ADD CONSTRAINT "membership_history_person_id_user_profiles_id_fk" FOREIGN KEY ("person_id") REFERENCES "user_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "membership_history_reports_to_idx" ON "membership_history" USING btree ("reports_to");--> statement-breakpoint
CREATE INDEX "daily_checkins_group_company_order_idx" ON "daily_checkins" USING btree ("group_company_id","check_in_date",greatest("created_at", "submitted_at"),"user_id");--> statement-breakpoint
CREATE INDEX "daily_checkins_group_leader_idx" ON "daily_checkins" USING btree ("group_reports_to","check_in_date");--> statement-breakpoint
-- Consent was given to "my leader"; it now names the person. Whoever leads someone who shares is
-- the person they consented to.
UPDATE "user_profiles" SET "shares_checkins_with" = "reports_to" WHERE "shares_checkins_with_leader";
--> statement-breakpoint
-- A person's groups and consent as they change, at the moment the application says they changed. A person outside any company belongs to no figure, so a new
-- profile without one leaves no state.
CREATE FUNCTION tera_record_membership() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  changed_at timestamptz;
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.company_id IS NULL THEN
      RETURN NULL;
    END IF;
    changed_at := NEW.created_at;
  ELSE
    IF (NEW.company_id, NEW.team_id, NEW.reports_to, NEW.department, NEW.is_active, NEW.shares_checkins_with)
       IS NOT DISTINCT FROM
       (OLD.company_id, OLD.team_id, OLD.reports_to, OLD.department, OLD.is_active, OLD.shares_checkins_with) THEN
      RETURN NULL;
    END IF;
    -- Every writer stamps updated_at from the application's clock, the one "today" is judged by.
    changed_at := NEW.updated_at;
  END IF;
  INSERT INTO membership_history
    (person_id, valid_from, company_id, team_id, reports_to, department, is_active, shares_with)
  VALUES
    (NEW.id, changed_at, NEW.company_id, NEW.team_id, NEW.reports_to, NEW.department, NEW.is_active, NEW.shares_checkins_with)
  ON CONFLICT (person_id, valid_from) DO UPDATE SET
    company_id = excluded.company_id, team_id = excluded.team_id, reports_to = excluded.reports_to,
    department = excluded.department, is_active = excluded.is_active, shares_with = excluded.shares_with;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER tera_record_membership AFTER INSERT OR UPDATE ON user_profiles
FOR EACH ROW EXECUTE FUNCTION tera_record_membership();
--> statement-breakpoint
-- The state in force at the start of a person's local day, in their company's time zone.
CREATE FUNCTION tera_membership_at_day_start(person text, day text)
RETURNS SETOF membership_history
LANGUAGE sql STABLE AS $$
  SELECT h.* FROM membership_history h
  WHERE h.person_id = person
    AND h.valid_from <= (
      SELECT (day::date)::timestamp AT TIME ZONE coalesce(c.settings->>'time_zone', p.time_zone, 'UTC')
      FROM user_profiles p LEFT JOIN companies c ON c.id = p.company_id
      WHERE p.id = person)
  ORDER BY h.valid_from DESC
  LIMIT 1
$$;
--> statement-breakpoint
-- An answer counts in the groups of its day's start, fixed when it is first stored.
CREATE FUNCTION tera_stamp_checkin_groups() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  state membership_history%ROWTYPE;
BEGIN
  SELECT * INTO state FROM tera_membership_at_day_start(NEW.user_id, NEW.check_in_date);
  IF FOUND AND state.is_active THEN
    NEW.group_company_id := state.company_id;
    NEW.group_reports_to := state.reports_to;
    NEW.group_shares_with := state.shares_with;
  ELSE
    NEW.group_company_id := NULL;
    NEW.group_reports_to := NULL;
    NEW.group_shares_with := NULL;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER tera_stamp_checkin_groups BEFORE INSERT ON daily_checkins
FOR EACH ROW EXECUTE FUNCTION tera_stamp_checkin_groups();
--> statement-breakpoint
-- History begins when the person was created, or earlier on the join date their company recorded
-- (people imported with past check-ins keep their past days' figures).
INSERT INTO membership_history
  (person_id, valid_from, company_id, team_id, reports_to, department, is_active, shares_with)
SELECT id,
  CASE WHEN join_date ~ '^\d{4}-\d{2}-\d{2}$' AND join_date::date < created_at
    THEN join_date::date::timestamptz ELSE created_at END,
  company_id, team_id, reports_to, department, is_active, shares_checkins_with
FROM user_profiles WHERE company_id IS NOT NULL;
--> statement-breakpoint
UPDATE daily_checkins d SET (group_company_id, group_reports_to, group_shares_with) = (
  SELECT s.company_id, s.reports_to, s.shares_with
  FROM tera_membership_at_day_start(d.user_id, d.check_in_date) s WHERE s.is_active);
