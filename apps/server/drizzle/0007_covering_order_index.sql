-- The company's figures sum a day's values and read its latest answers along this index: holding
-- the values and the groups they count in, it answers both without touching the table.
DROP INDEX "daily_checkins_group_company_order_idx";
--> statement-breakpoint
CREATE INDEX "daily_checkins_group_company_order_idx" ON "daily_checkins" USING btree ("group_company_id","check_in_date",greatest("created_at", "submitted_at"),"user_id") INCLUDE ("energy","mental_pressure","personal_concerns","motivation","group_reports_to","group_shares_with");
