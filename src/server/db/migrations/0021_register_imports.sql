CREATE TABLE "register_imports" (
	"id" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"file_name" text NOT NULL,
	"file_bytes" "bytea" NOT NULL,
	"file_sha256" text NOT NULL,
	"updated_on" text,
	"records" integer DEFAULT 0 NOT NULL,
	"base_fingerprint" text,
	"diff" jsonb,
	"issues" jsonb,
	"uploaded_by" text NOT NULL,
	"uploaded_by_email" text NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL,
	"decided_by" text,
	"decided_by_email" text,
	"decided_at" timestamp with time zone,
	"note" text
);
--> statement-breakpoint
CREATE INDEX "register_imports_uploaded_idx" ON "register_imports" USING btree ("uploaded_at");--> statement-breakpoint
CREATE INDEX "register_imports_status_idx" ON "register_imports" USING btree ("status");