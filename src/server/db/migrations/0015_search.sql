CREATE TABLE "search_dirty" (
	"kind" text NOT NULL,
	"source_id" integer NOT NULL,
	CONSTRAINT "search_dirty_kind_source_id_pk" PRIMARY KEY("kind","source_id")
);
--> statement-breakpoint
CREATE TABLE "search_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"source_id" integer NOT NULL,
	"lang" "language" NOT NULL,
	"section" text NOT NULL,
	"module" text,
	"cat_slug" text,
	"slug" text,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"published_at" timestamp with time zone,
	"terms" "tsvector" NOT NULL,
	"title_terms" "tsvector" NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "search_documents_source_uq" ON "search_documents" USING btree ("kind","source_id","lang");--> statement-breakpoint
CREATE INDEX "search_documents_terms_zh_hant_idx" ON "search_documents" USING gin ("terms") WHERE "search_documents"."lang" = 'zh-hant';--> statement-breakpoint
CREATE INDEX "search_documents_terms_zh_hans_idx" ON "search_documents" USING gin ("terms") WHERE "search_documents"."lang" = 'zh-hans';--> statement-breakpoint
CREATE INDEX "search_documents_terms_en_idx" ON "search_documents" USING gin ("terms") WHERE "search_documents"."lang" = 'en';--> statement-breakpoint
CREATE INDEX "search_documents_terms_pt_idx" ON "search_documents" USING gin ("terms") WHERE "search_documents"."lang" = 'pt';--> statement-breakpoint
-- Content changes queue the changed items for the search index in the same
-- transaction (see src/features/search/README.md). Statement-level triggers with
-- transition tables: one insert per statement, however many rows it wrote, so
-- the seed and imports stay fast. TG_ARGV: the queue kind and the id column.
CREATE OR REPLACE FUNCTION "search_mark_dirty"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format(
    'INSERT INTO search_dirty (kind, source_id) SELECT DISTINCT %L, %I FROM changed_rows WHERE %I IS NOT NULL ON CONFLICT DO NOTHING',
    TG_ARGV[0], TG_ARGV[1], TG_ARGV[1]);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DO $$
DECLARE
  spec text[];
BEGIN
  FOREACH spec SLICE 1 IN ARRAY ARRAY[
    ARRAY['entries', 'entry', 'id'],
    ARRAY['entry_i18n', 'entry', 'entry_id'],
    ARRAY['entry_files', 'entry', 'entry_id'],
    ARRAY['module_cat_i18n', 'cat', 'module_cat_id'],
    ARRAY['pages', 'page', 'id'],
    ARRAY['page_i18n', 'page', 'page_id'],
    ARRAY['menu_items', 'menu', 'id'],
    ARRAY['stat_series', 'stat', 'id'],
    ARRAY['stat_series_i18n', 'stat', 'series_id']
  ]
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION search_mark_dirty(%L, %L)', spec[1] || '_search_ins', spec[1], spec[2], spec[3]);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION search_mark_dirty(%L, %L)', spec[1] || '_search_upd', spec[1], spec[2], spec[3]);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION search_mark_dirty(%L, %L)', spec[1] || '_search_del', spec[1], spec[2], spec[3]);
  END LOOP;
END;
$$;
