CREATE TABLE "complaint_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"complaint_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" text,
	"actor_name" text,
	"kind" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"assignee_id" text,
	"body" text,
	"details" jsonb
);
--> statement-breakpoint
CREATE TABLE "complaint_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"answer_target_days" integer DEFAULT 30 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "complaint_settings_one_row" CHECK ("complaint_settings"."id" = 1),
	CONSTRAINT "complaint_settings_days" CHECK ("complaint_settings"."answer_target_days" between 1 and 365)
);
--> statement-breakpoint
CREATE TABLE "reproduction_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" text,
	"actor_name" text,
	"kind" text NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"body" text NOT NULL,
	"letter" "bytea"
);
--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "status" text DEFAULT 'received' NOT NULL;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "assignee_id" text;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "due_at" timestamp with time zone DEFAULT now() + interval '30 days' NOT NULL;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "reproduction_applications" ADD COLUMN "status" text DEFAULT 'received' NOT NULL;--> statement-breakpoint
ALTER TABLE "reproduction_applications" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "reproduction_applications" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "complaint_events" ADD CONSTRAINT "complaint_events_complaint_id_complaints_id_fk" FOREIGN KEY ("complaint_id") REFERENCES "public"."complaints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reproduction_events" ADD CONSTRAINT "reproduction_events_application_id_reproduction_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."reproduction_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "complaint_events_complaint_idx" ON "complaint_events" USING btree ("complaint_id","at");--> statement-breakpoint
CREATE INDEX "reproduction_events_application_idx" ON "reproduction_events" USING btree ("application_id","at");--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_assignee_id_staff_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "complaints_status_due_idx" ON "complaints" USING btree ("status","due_at");--> statement-breakpoint
-- Hand-written (issue 34, complaints): complaints received before this migration are due
-- 30 days (the default answer target) after their receipt, not after the migration.
UPDATE "complaints" SET "due_at" = "created_at" + interval '30 days';
