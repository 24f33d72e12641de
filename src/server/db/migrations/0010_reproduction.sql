CREATE TABLE "reproduction_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"submission_id" bigint NOT NULL,
	"reference" text NOT NULL,
	"lang" "language" NOT NULL,
	"applicant_name" text NOT NULL,
	"contact_person" text NOT NULL,
	"email" text NOT NULL,
	"area_code" text NOT NULL,
	"phone" text NOT NULL,
	"purpose" text NOT NULL,
	"purpose_other" text,
	"banknotes" jsonb NOT NULL,
	"coins" jsonb NOT NULL,
	"total" integer NOT NULL,
	"finished" text NOT NULL,
	"finished_text" text,
	"finished_width_mm" text,
	"finished_height_mm" text,
	"declared_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reproduction_applications_submission_id_unique" UNIQUE("submission_id"),
	CONSTRAINT "reproduction_applications_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
ALTER TABLE "reproduction_applications" ADD CONSTRAINT "reproduction_applications_submission_id_form_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."form_submissions"("id") ON DELETE cascade ON UPDATE no action;