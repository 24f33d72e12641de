CREATE TABLE "rates_corrections" (
	"id" serial PRIMARY KEY NOT NULL,
	"day" text NOT NULL,
	"dataset" text NOT NULL,
	"corrected_at" timestamp with time zone NOT NULL,
	"previous" jsonb NOT NULL,
	"corrected_by" text
);
--> statement-breakpoint
CREATE TABLE "rates_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"dataset" text NOT NULL,
	"day" text NOT NULL,
	"file_name" text NOT NULL,
	"media_type" text NOT NULL,
	"sha256" text NOT NULL,
	"content" "bytea" NOT NULL,
	"imported_by" text,
	"imported_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rates_base_changes" ADD COLUMN "status" text DEFAULT 'confirmed' NOT NULL;--> statement-breakpoint
ALTER TABLE "rates_base_changes" ADD COLUMN "entered_by" text;--> statement-breakpoint
ALTER TABLE "rates_base_changes" ADD COLUMN "confirmed_by" text;--> statement-breakpoint
ALTER TABLE "rates_base_changes" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rates_days" ADD COLUMN "pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "rates_corrections" ADD CONSTRAINT "rates_corrections_day_rates_days_day_fk" FOREIGN KEY ("day") REFERENCES "public"."rates_days"("day") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rates_corrections_day_idx" ON "rates_corrections" USING btree ("day");