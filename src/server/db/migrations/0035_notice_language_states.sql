CREATE TABLE "notice_language_states" (
	"notice_id" integer NOT NULL,
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
	CONSTRAINT "notice_language_states_notice_id_lang_pk" PRIMARY KEY("notice_id","lang"),
	CONSTRAINT "notice_language_states_scheduled_ck" CHECK ("notice_language_states"."state" <> 'scheduled' or "notice_language_states"."publish_at" is not null)
);
--> statement-breakpoint
ALTER TABLE "notice_language_states" ADD CONSTRAINT "notice_language_states_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notice_language_states_due_idx" ON "notice_language_states" USING btree ("state","publish_at");--> statement-breakpoint
-- hand-written tail
-- Notices reviewed before this migration had one state for all their languages
-- (site_reviews, kind 'notice'): each language of the version it names becomes a row of
-- its own with that state ('withdrawn' becomes 'unpublished'). Notices never opened in
-- the back office (the seed's) get a state per language they have text in: published
-- when the notice is on, a draft otherwise (their version 1 is recorded when first
-- opened). The public answer does not change: `notices` and `notice_i18n` stay as they are.
INSERT INTO "notice_language_states" ("notice_id", "lang", "state", "version", "submitted_by", "submitted_at", "approved_by", "publish_at", "return_note", "updated_at")
SELECT r."owner_id", l."lang"::"language",
       CASE WHEN r."state" = 'withdrawn' THEN 'unpublished' ELSE r."state" END,
       CASE WHEN r."state" = 'published' THEN coalesce(r."published_version", r."version") ELSE r."version" END,
       r."submitted_by", r."submitted_at", r."approved_by", r."published_at", r."return_note", r."updated_at"
FROM "site_reviews" r
JOIN "notices" n ON n."id" = r."owner_id"
JOIN LATERAL (
  SELECT v."document" FROM "site_versions" v
  WHERE v."kind" = 'notice' AND v."owner_id" = r."owner_id"
  ORDER BY (v."number" = coalesce(r."version", r."published_version")) DESC, v."number" DESC
  LIMIT 1
) d ON true
CROSS JOIN LATERAL jsonb_object_keys(coalesce(d."document" -> 'texts', '{}'::jsonb)) AS l("lang")
WHERE r."kind" = 'notice'
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "notice_language_states" ("notice_id", "lang", "state", "publish_at", "updated_at")
SELECT t."notice_id", t."lang", CASE WHEN n."active" THEN 'published' ELSE 'draft' END, CASE WHEN n."active" THEN n."updated_at" END, n."updated_at"
FROM "notice_i18n" t
JOIN "notices" n ON n."id" = t."notice_id"
WHERE NOT EXISTS (SELECT 1 FROM "site_reviews" r WHERE r."kind" = 'notice' AND r."owner_id" = n."id")
ON CONFLICT DO NOTHING;--> statement-breakpoint
DELETE FROM "site_reviews" WHERE "kind" = 'notice';
