CREATE TABLE "diamond_profiles" (
	"employee_id" text PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"level" text NOT NULL,
	"categories" jsonb NOT NULL,
	"set_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"sender_id" text NOT NULL,
	"receiver_id" text NOT NULL,
	"category" text NOT NULL,
	"message" text NOT NULL,
	"is_visible" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "diamond_profiles" ADD CONSTRAINT "diamond_profiles_employee_id_user_profiles_id_fk" FOREIGN KEY ("employee_id") REFERENCES "user_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diamond_profiles" ADD CONSTRAINT "diamond_profiles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diamond_profiles" ADD CONSTRAINT "diamond_profiles_set_by_user_profiles_id_fk" FOREIGN KEY ("set_by") REFERENCES "user_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_sender_id_user_profiles_id_fk" FOREIGN KEY ("sender_id") REFERENCES "user_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_receiver_id_user_profiles_id_fk" FOREIGN KEY ("receiver_id") REFERENCES "user_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feedback_receiver_idx" ON "feedback" USING btree ("receiver_id","created_at");--> statement-breakpoint
CREATE INDEX "feedback_sender_idx" ON "feedback" USING btree ("sender_id","created_at");