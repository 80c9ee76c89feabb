CREATE TABLE "career_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"employee_id" text NOT NULL,
	"current_position" text DEFAULT '' NOT NULL,
	"target_position" text DEFAULT '' NOT NULL,
	"target_timeframe_months" integer,
	"assigned_skills" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"development_goals" text DEFAULT '' NOT NULL,
	"manager_notes" text DEFAULT '' NOT NULL,
	"updated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"employee_id" text NOT NULL,
	"assigned_by" text,
	"training_id" uuid,
	"name" text NOT NULL,
	"assignment_type" text NOT NULL,
	"duration_hours" double precision NOT NULL,
	"modality" text NOT NULL,
	"source" text NOT NULL,
	"due_on" date NOT NULL,
	"status" text DEFAULT 'assigned' NOT NULL,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"skipped_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "training_assignments_hours_ck" CHECK ("training_assignments"."duration_hours" > 0)
);
--> statement-breakpoint
CREATE TABLE "trainings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"modality" text NOT NULL,
	"source" text NOT NULL,
	"duration_hours" double precision,
	"description" text DEFAULT '' NOT NULL,
	"link" text,
	"video_url" text,
	"withdrawn" boolean DEFAULT false NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trainings_hours_ck" CHECK ("trainings"."duration_hours" is null or "trainings"."duration_hours" > 0)
);
--> statement-breakpoint
ALTER TABLE "career_plans" ADD CONSTRAINT "career_plans_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_plans" ADD CONSTRAINT "career_plans_employee_id_user_profiles_id_fk" FOREIGN KEY ("employee_id") REFERENCES "user_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_plans" ADD CONSTRAINT "career_plans_updated_by_user_profiles_id_fk" FOREIGN KEY ("updated_by") REFERENCES "user_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_assignments" ADD CONSTRAINT "training_assignments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_assignments" ADD CONSTRAINT "training_assignments_employee_id_user_profiles_id_fk" FOREIGN KEY ("employee_id") REFERENCES "user_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_assignments" ADD CONSTRAINT "training_assignments_assigned_by_user_profiles_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "user_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_assignments" ADD CONSTRAINT "training_assignments_training_id_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "trainings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainings" ADD CONSTRAINT "trainings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainings" ADD CONSTRAINT "trainings_created_by_user_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "user_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "career_plans_person_uq" ON "career_plans" USING btree ("company_id","employee_id");--> statement-breakpoint
CREATE INDEX "training_assignments_company_idx" ON "training_assignments" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "training_assignments_employee_idx" ON "training_assignments" USING btree ("employee_id");--> statement-breakpoint
CREATE INDEX "trainings_company_idx" ON "trainings" USING btree ("company_id");