CREATE TABLE "daily_checkins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"company_id" uuid,
	"check_in_date" text NOT NULL,
	"energy" integer NOT NULL,
	"mental_pressure" integer NOT NULL,
	"personal_concerns" integer NOT NULL,
	"motivation" integer NOT NULL,
	"variability" real,
	"work_modality" text,
	"day_dynamics" text[],
	"personal_conditions" text[],
	"special_situations" text[],
	"submission_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "daily_checkins_values_ck" CHECK ("daily_checkins"."energy" between 1 and 10 and "daily_checkins"."mental_pressure" between 1 and 10 and "daily_checkins"."personal_concerns" between 1 and 10 and "daily_checkins"."motivation" between 1 and 10)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "daily_checkins_user_date_uq" ON "daily_checkins" USING btree ("user_id","check_in_date");--> statement-breakpoint
CREATE INDEX "daily_checkins_company_date_idx" ON "daily_checkins" USING btree ("company_id","check_in_date");