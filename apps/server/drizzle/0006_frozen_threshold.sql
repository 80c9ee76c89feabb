CREATE TABLE "threshold_history" (
	"company_id" uuid NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"threshold" integer,
	CONSTRAINT "threshold_history_company_id_valid_from_pk" PRIMARY KEY("company_id","valid_from")
);
--> statement-breakpoint
ALTER TABLE "threshold_history" ADD CONSTRAINT "threshold_history_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A company's threshold as it changes, at the moment the application says it changed.
CREATE FUNCTION tera_record_threshold() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (NEW.settings->>'confidentiality_threshold') IS NOT DISTINCT FROM
      (OLD.settings->>'confidentiality_threshold') THEN
    RETURN NULL;
  END IF;
  INSERT INTO threshold_history (company_id, valid_from, threshold)
  VALUES (NEW.id, CASE WHEN TG_OP = 'INSERT' THEN NEW.created_at ELSE NEW.updated_at END,
    (NEW.settings->>'confidentiality_threshold')::int)
  ON CONFLICT (company_id, valid_from) DO UPDATE SET threshold = excluded.threshold;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER tera_record_threshold AFTER INSERT OR UPDATE ON companies
FOR EACH ROW EXECUTE FUNCTION tera_record_threshold();
--> statement-breakpoint
INSERT INTO threshold_history (company_id, valid_from, threshold)
SELECT id, created_at, (settings->>'confidentiality_threshold')::int FROM companies;
--> statement-breakpoint
-- The threshold in force at the start of each day from `from` to `to` in the company's time zone
-- (the first one it set, for days before it).
CREATE FUNCTION tera_thresholds_by_day(company uuid, from_day text, to_day text)
RETURNS TABLE (day text, threshold int)
LANGUAGE sql STABLE AS $$
  SELECT to_char(d, 'YYYY-MM-DD'), coalesce(
    (SELECT h.threshold FROM threshold_history h
     WHERE h.company_id = company
       AND h.valid_from <= (d::timestamp AT TIME ZONE coalesce(c.settings->>'time_zone', 'UTC'))
     ORDER BY h.valid_from DESC LIMIT 1),
    (SELECT h.threshold FROM threshold_history h WHERE h.company_id = company
     ORDER BY h.valid_from LIMIT 1))
  FROM companies c, generate_series(from_day::date, to_day::date, interval '1 day') d
  WHERE c.id = company
$$;
