CREATE TABLE "usage_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"session_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"company_id" uuid,
	"type" text NOT NULL,
	"screen" text NOT NULL,
	"data" jsonb,
	"occurred_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usage_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"company_id" uuid,
	"started_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"total_seconds" integer,
	"page_views" integer DEFAULT 0 NOT NULL,
	"browser" text NOT NULL,
	"os" text NOT NULL,
	"device_type" text NOT NULL,
	"screen_size" text NOT NULL,
	CONSTRAINT "usage_sessions_owner_key" UNIQUE("id","user_id")
);
--> statement-breakpoint
ALTER TABLE "usage_events" ADD CONSTRAINT "usage_events_session_fk" FOREIGN KEY ("session_id","user_id") REFERENCES "usage_sessions"("id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_sessions" ADD CONSTRAINT "usage_sessions_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_sessions" ADD CONSTRAINT "usage_sessions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "usage_events_session_idx" ON "usage_events" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "usage_events_company_idx" ON "usage_events" USING btree ("company_id","occurred_at");--> statement-breakpoint
CREATE INDEX "usage_events_occurred_idx" ON "usage_events" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "usage_sessions_company_idx" ON "usage_sessions" USING btree ("company_id","started_at");--> statement-breakpoint
CREATE INDEX "usage_sessions_started_idx" ON "usage_sessions" USING btree ("started_at");