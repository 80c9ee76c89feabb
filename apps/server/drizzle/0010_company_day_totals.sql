CREATE TABLE "company_day_totals" (
	"company_id" uuid NOT NULL,
	"check_in_date" text NOT NULL,
	"answered" integer NOT NULL,
	"energy" double precision NOT NULL,
	"mental_pressure" double precision NOT NULL,
	"personal_concerns" double precision NOT NULL,
	"motivation" double precision NOT NULL,
	CONSTRAINT "company_day_totals_company_id_check_in_date_pk" PRIMARY KEY("company_id","check_in_date")
);
--> statement-breakpoint
ALTER TABLE "company_day_totals" ADD CONSTRAINT "company_day_totals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The last day whose totals may be kept, two days before the database's UTC date: every time zone
-- has left it, so a submit, which writes its company's today, never lands on a kept day.
CREATE FUNCTION tera_last_keepable_day() RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT to_char((now() AT TIME ZONE 'UTC')::date - 2, 'YYYY-MM-DD')
$$;
--> statement-breakpoint
-- Any write to a day that may be kept (an erasure, a generated history) drops its totals. The
-- lock makes a reader that is keeping that day's totals either finish first, so its row is dropped
-- here, or skip keeping it (it only tries the lock).
CREATE FUNCTION tera_forget_company_day() RETURNS trigger
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
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER tera_forget_company_day_on_insert AFTER INSERT ON daily_checkins
FOR EACH ROW WHEN (NEW.check_in_date <= tera_last_keepable_day())
EXECUTE FUNCTION tera_forget_company_day();
--> statement-breakpoint
CREATE TRIGGER tera_forget_company_day_on_update AFTER UPDATE ON daily_checkins
FOR EACH ROW WHEN (OLD.check_in_date <= tera_last_keepable_day())
EXECUTE FUNCTION tera_forget_company_day();
--> statement-breakpoint
CREATE TRIGGER tera_forget_company_day_on_delete AFTER DELETE ON daily_checkins
FOR EACH ROW WHEN (OLD.check_in_date <= tera_last_keepable_day())
EXECUTE FUNCTION tera_forget_company_day();
