CREATE TABLE "mail_suppressions" (
	"email" text PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"source" text DEFAULT 'smtp' NOT NULL,
	"outbox_id" bigint,
	"suppressed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "privacy_access_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"requested_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "privacy_runs" (
	"day" date PRIMARY KEY NOT NULL,
	"ran_at" timestamp with time zone NOT NULL,
	"counts" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "privacy_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"orders_days" integer NOT NULL,
	"complaints_days" integer NOT NULL,
	"applications_days" integer NOT NULL,
	"mail_days" integer NOT NULL,
	"suppressions_days" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "privacy_settings_one_row" CHECK ("privacy_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "coin_orders" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reproduction_applications" ADD COLUMN "erased_at" timestamp with time zone;