-- A counter that moves whenever published content changes, so every server
-- instance can keep menus and settings in memory and notice, with one tiny query
-- per request, when they must be read again (also after writes by other instances).
CREATE SEQUENCE IF NOT EXISTS "content_revision";
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_content_revision"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('content_revision');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['menu_items','menu_item_i18n','pages','page_i18n','settings','notices','notice_i18n','module_cats','module_cat_i18n','selection_options','selection_option_i18n']
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION bump_content_revision()', t || '_revision', t);
  END LOOP;
END;
$$;
