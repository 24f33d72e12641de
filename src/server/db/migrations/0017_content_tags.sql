CREATE TABLE "content_tag_revisions" (
	"tag" text PRIMARY KEY NOT NULL,
	"revision" bigint NOT NULL
);
--> statement-breakpoint
-- Invalidation by tag (issue 17): the render cache keeps each page with the tags of
-- the content it was made from (`rates`, `entries:news`, …) and drops it only when
-- one of those tags moves. Each content write moves its tag's row here, in the
-- writing transaction, so a reader never sees the new revision before the new
-- content. Tags: `site` (menus, pages, settings, selection options: every page
-- shows them), `notices`, `entries:<module>` (and `entries` for what all entry
-- modules share: categories, files), `stats`, `bonds:funds`, `bonds:records`,
-- `rates`, `registers`. The global sequence still moves on every write.
CREATE OR REPLACE FUNCTION "bump_content_tag"(p_tag text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO content_tag_revisions (tag, revision) VALUES (p_tag, nextval('content_revision'))
  ON CONFLICT (tag) DO UPDATE SET revision = excluded.revision;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_content_revision"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_content_tag(coalesce(TG_ARGV[0], 'site'));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Entries name their module: a news write moves `entries:news`, not the banners.
CREATE OR REPLACE FUNCTION "bump_entry_tags"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE m text;
BEGIN
  FOR m IN SELECT DISTINCT module FROM changed_rows LOOP
    PERFORM bump_content_tag('entries:' || m);
  END LOOP;
  IF TG_OP = 'UPDATE' THEN
    FOR m IN SELECT DISTINCT module FROM old_rows LOOP
      PERFORM bump_content_tag('entries:' || m);
    END LOOP;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- An entry's texts and files: the module is the entry's. When the entry itself is
-- deleted (the rows go with it by cascade), its own trigger names the module.
CREATE OR REPLACE FUNCTION "bump_entry_child_tags"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE m text;
BEGIN
  FOR m IN SELECT DISTINCT e.module FROM changed_rows c JOIN entries e ON e.id = c.entry_id LOOP
    PERFORM bump_content_tag('entries:' || m);
  END LOOP;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DO $$
DECLARE spec text[];
BEGIN
  FOREACH spec SLICE 1 IN ARRAY ARRAY[
    ARRAY['menu_items', 'site'], ARRAY['menu_item_i18n', 'site'], ARRAY['pages', 'site'], ARRAY['page_i18n', 'site'],
    ARRAY['settings', 'site'], ARRAY['selection_options', 'site'], ARRAY['selection_option_i18n', 'site'],
    ARRAY['notices', 'notices'], ARRAY['notice_i18n', 'notices'],
    ARRAY['module_cats', 'entries'], ARRAY['module_cat_i18n', 'entries'], ARRAY['files', 'entries'],
    ARRAY['stat_series', 'stats'], ARRAY['stat_series_i18n', 'stats'], ARRAY['stat_points', 'stats'],
    ARRAY['bond_investment_funds', 'bonds:funds'], ARRAY['bond_investment_fund_i18n', 'bonds:funds'],
    ARRAY['bond_information_bonds', 'bonds:records'], ARRAY['bond_records', 'bonds:records'], ARRAY['bond_record_i18n', 'bonds:records'],
    ARRAY['rates_days', 'rates'], ARRAY['rates_fx', 'rates'], ARRAY['rates_interest', 'rates'], ARRAY['rates_base_changes', 'rates'],
    ARRAY['register_editions', 'registers'], ARRAY['register_intermediaries', 'registers'], ARRAY['register_insurers', 'registers'], ARRAY['register_clerks', 'registers']
  ]
  LOOP
    EXECUTE format('CREATE OR REPLACE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION bump_content_revision(%L)', spec[1] || '_revision', spec[1], spec[2]);
  END LOOP;
  FOREACH spec SLICE 1 IN ARRAY ARRAY[ARRAY['entries', 'bump_entry_tags'], ARRAY['entry_i18n', 'bump_entry_child_tags'], ARRAY['entry_files', 'bump_entry_child_tags']]
  LOOP
    EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', spec[1] || '_revision', spec[1]);
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION %I()', spec[1] || '_revision_ins', spec[1], spec[2]);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION %I()', spec[1] || '_revision_upd', spec[1], spec[2]);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION %I()', spec[1] || '_revision_del', spec[1], spec[2]);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION bump_content_revision(%L)', spec[1] || '_revision_trunc', spec[1], 'entries');
  END LOOP;
END;
$$;
--> statement-breakpoint
-- A database that already has content starts with every tag present.
SELECT bump_content_tag(t) FROM unnest(ARRAY['site', 'notices', 'entries', 'stats', 'bonds:funds', 'bonds:records', 'rates', 'registers']) AS t;
