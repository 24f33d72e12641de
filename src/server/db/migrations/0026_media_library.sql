CREATE TABLE "media_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"width" integer,
	"height" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"uploaded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "media_items" ADD CONSTRAINT "media_items_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "media_items_file_uq" ON "media_items" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "media_items_updated_idx" ON "media_items" USING btree ("updated_at");