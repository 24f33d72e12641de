CREATE TABLE "entry_language_states" (
	"entry_id" integer NOT NULL,
	"lang" "language" NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"version" integer,
	"submitted_by" text,
	"submitted_at" timestamp with time zone,
	"approved_by" text,
	"publish_at" timestamp with time zone,
	"unpublish_at" timestamp with time zone,
	"return_note" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "entry_language_states_entry_id_lang_pk" PRIMARY KEY("entry_id","lang"),
	CONSTRAINT "entry_language_states_scheduled_ck" CHECK ("entry_language_states"."state" <> 'scheduled' or "entry_language_states"."publish_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "entry_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"entry_id" integer NOT NULL,
	"number" integer NOT NULL,
	"document" jsonb NOT NULL,
	"author_id" text,
	"restored_from" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "entry_language_states" ADD CONSTRAINT "entry_language_states_entry_id_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entry_versions" ADD CONSTRAINT "entry_versions_entry_id_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "entry_language_states_due_idx" ON "entry_language_states" USING btree ("state","publish_at");--> statement-breakpoint
CREATE UNIQUE INDEX "entry_versions_entry_number_uq" ON "entry_versions" USING btree ("entry_id","number");