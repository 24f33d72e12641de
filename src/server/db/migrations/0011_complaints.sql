CREATE TABLE "complaints" (
	"id" serial PRIMARY KEY NOT NULL,
	"submission_id" bigint NOT NULL,
	"reference" text NOT NULL,
	"type" text NOT NULL,
	"lang" "language" NOT NULL,
	"subject" text NOT NULL,
	"subject_other" text,
	"role" text NOT NULL,
	"representative_name" text,
	"representative_relation" text,
	"name_zh" text,
	"name_en" text,
	"id_number" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"address" text NOT NULL,
	"institution" text NOT NULL,
	"institution_name" text NOT NULL,
	"happened_on" date NOT NULL,
	"what_happened" text NOT NULL,
	"contacted_institution" text NOT NULL,
	"actions_taken" text,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "complaints_submission_id_unique" UNIQUE("submission_id"),
	CONSTRAINT "complaints_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_submission_id_form_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."form_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "complaints_type_idx" ON "complaints" USING btree ("type","created_at");