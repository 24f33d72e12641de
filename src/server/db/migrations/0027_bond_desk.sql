CREATE TABLE "bond_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"media_type" text NOT NULL,
	"sha256" text NOT NULL,
	"content" "bytea" NOT NULL,
	"records" integer NOT NULL,
	"imported_by" text,
	"imported_by_email" text,
	"imported_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bond_investment_funds" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "bond_records" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "bond_imports_at_idx" ON "bond_imports" USING btree ("imported_at");