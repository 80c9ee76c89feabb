CREATE TABLE "evaluation_cycles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"period" text NOT NULL,
	"due_on" date NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "evaluations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"employee_id" text NOT NULL,
	"evaluator_id" text,
	"cycle_id" uuid,
	"period" text NOT NULL,
	"status" text NOT NULL,
	"goals" smallint,
	"teamwork" smallint,
	"commitment" smallint,
	"adaptability" smallint,
	"problem_solving" smallint,
	"communication" smallint,
	"achievements" text DEFAULT '' NOT NULL,
	"improvements" text DEFAULT '' NOT NULL,
	"next_steps" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"self_assessment" text,
	"submitted_at" timestamp with time zone,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"rejection_reason" text,
	"completed_at" timestamp with time zone,
	"acknowledged_at" timestamp with time zone,
	"acknowledgement_comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "evaluations_goals_ck" CHECK ("evaluations"."goals" is null or "evaluations"."goals" between 1 and 5),
	CONSTRAINT "evaluations_teamwork_ck" CHECK ("evaluations"."teamwork" is null or "evaluations"."teamwork" between 1 and 5),
	CONSTRAINT "evaluations_commitment_ck" CHECK ("evaluations"."commitment" is null or "evaluations"."commitment" between 1 and 5),
	CONSTRAINT "evaluations_adaptability_ck" CHECK ("evaluations"."adaptability" is null or "evaluations"."adaptability" between 1 and 5),
	CONSTRAINT "evaluations_problem_solving_ck" CHECK ("evaluations"."problem_solving" is null or "evaluations"."problem_solving" between 1 and 5),
	CONSTRAINT "evaluations_communication_ck" CHECK ("evaluations"."communication" is null or "evaluations"."communication" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "observations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"author_id" text NOT NULL,
	"employee_id" text NOT NULL,
	"observed_on" date NOT NULL,
	"type" text NOT NULL,
	"visibility" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"evidence" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "evaluation_cycles" ADD CONSTRAINT "evaluation_cycles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_cycles" ADD CONSTRAINT "evaluation_cycles_created_by_user_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "user_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_employee_id_user_profiles_id_fk" FOREIGN KEY ("employee_id") REFERENCES "user_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_evaluator_id_user_profiles_id_fk" FOREIGN KEY ("evaluator_id") REFERENCES "user_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_cycle_id_evaluation_cycles_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "evaluation_cycles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_decided_by_user_profiles_id_fk" FOREIGN KEY ("decided_by") REFERENCES "user_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "observations" ADD CONSTRAINT "observations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "observations" ADD CONSTRAINT "observations_author_id_user_profiles_id_fk" FOREIGN KEY ("author_id") REFERENCES "user_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "observations" ADD CONSTRAINT "observations_employee_id_user_profiles_id_fk" FOREIGN KEY ("employee_id") REFERENCES "user_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "evaluation_cycles_company_idx" ON "evaluation_cycles" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "evaluations_person_period_uq" ON "evaluations" USING btree ("company_id","employee_id",lower("period"));--> statement-breakpoint
CREATE INDEX "evaluations_cycle_idx" ON "evaluations" USING btree ("cycle_id");--> statement-breakpoint
CREATE INDEX "evaluations_employee_idx" ON "evaluations" USING btree ("employee_id");--> statement-breakpoint
CREATE INDEX "observations_employee_idx" ON "observations" USING btree ("employee_id","observed_on");--> statement-breakpoint
CREATE INDEX "observations_author_idx" ON "observations" USING btree ("author_id","observed_on");