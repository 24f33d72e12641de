CREATE TABLE "legacy_import_units" (
	"unit" text PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"done_at" timestamp with time zone DEFAULT now() NOT NULL
);
