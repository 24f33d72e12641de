CREATE TABLE "page_language_states" (
	"page_id" integer NOT NULL,
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
	CONSTRAINT "page_language_states_page_id_lang_pk" PRIMARY KEY("page_id","lang"),
	CONSTRAINT "page_language_states_scheduled_ck" CHECK ("page_language_states"."state" <> 'scheduled' or "page_language_states"."publish_at" is not null)
);
--> statement-breakpoint
ALTER TABLE "site_versions" ADD COLUMN "restored_from" integer;--> statement-breakpoint
ALTER TABLE "page_language_states" ADD CONSTRAINT "page_language_states_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "page_language_states_due_idx" ON "page_language_states" USING btree ("state","publish_at");--> statement-breakpoint
-- hand-written tail
-- Menu pages reviewed before this migration had one state for all their languages
-- (site_reviews, kind 'page'): each language of the version it names becomes a row of
-- its own with that state ('withdrawn' was never used for pages), then the old rows go.
INSERT INTO "page_language_states" ("page_id", "lang", "state", "version", "submitted_by", "submitted_at", "approved_by", "publish_at", "return_note", "updated_at")
SELECT r."owner_id", l."lang"::"language",
       CASE WHEN r."state" = 'withdrawn' THEN 'unpublished' ELSE r."state" END,
       CASE WHEN r."state" = 'published' THEN coalesce(r."published_version", r."version") ELSE r."version" END,
       r."submitted_by", r."submitted_at", r."approved_by", r."published_at", r."return_note", r."updated_at"
FROM "site_reviews" r
JOIN "pages" p ON p."id" = r."owner_id"
JOIN LATERAL (
  SELECT v."document" FROM "site_versions" v
  WHERE v."kind" = 'page' AND v."owner_id" = r."owner_id"
  ORDER BY (v."number" = coalesce(r."version", r."published_version")) DESC, v."number" DESC
  LIMIT 1
) d ON true
CROSS JOIN LATERAL jsonb_object_keys(coalesce(d."document" -> 'texts', '{}'::jsonb)) AS l("lang")
WHERE r."kind" = 'page'
ON CONFLICT DO NOTHING;--> statement-breakpoint
DELETE FROM "site_reviews" WHERE "kind" = 'page';
