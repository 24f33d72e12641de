-- Content tags move only when a row changed. The statement triggers of 0017 (and of 0029,
-- 0030) fired for every statement, also an UPDATE or DELETE that touched no row, so a job
-- that runs `UPDATE … WHERE due` every few seconds moved its tag on every run and the
-- render cache dropped the tag's pages each time (the rates release job did, until it was
-- made to read first). Each such trigger becomes three with a transition table, which
-- return when the statement changed nothing, and a TRUNCATE one. New content tables call
-- `attach_content_tag(table, tag)` instead of writing the trigger by hand.
CREATE OR REPLACE FUNCTION "bump_content_tag_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM changed_rows) THEN
    PERFORM bump_content_tag(coalesce(TG_ARGV[0], 'site'));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "attach_content_tag"(p_table text, p_tag text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', p_table || '_revision', p_table);
  EXECUTE format('CREATE OR REPLACE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_content_tag_rows(%L)', p_table || '_tag_ins', p_table, p_tag);
  EXECUTE format('CREATE OR REPLACE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_content_tag_rows(%L)', p_table || '_tag_upd', p_table, p_tag);
  EXECUTE format('CREATE OR REPLACE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_content_tag_rows(%L)', p_table || '_tag_del', p_table, p_tag);
  EXECUTE format('CREATE OR REPLACE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION bump_content_revision(%L)', p_table || '_tag_trunc', p_table, p_tag);
END;
$$;
--> statement-breakpoint
-- Every statement trigger that still calls bump_content_revision for row events, whatever
-- migration made it, with the tag it was given (none meant `site`).
DO $$
DECLARE t record;
BEGIN
  FOR t IN
    SELECT c.relname AS tbl,
      CASE WHEN tr.tgnargs = 0 THEN 'site' ELSE split_part(encode(tr.tgargs, 'escape'), '\000', 1) END AS tag
    FROM pg_trigger tr
    JOIN pg_class c ON c.oid = tr.tgrelid
    JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE tr.tgfoid = 'bump_content_revision'::regproc
      AND n.nspname = current_schema()
      AND NOT tr.tgisinternal
      AND tr.tgname = c.relname || '_revision'
  LOOP
    PERFORM attach_content_tag(t.tbl, t.tag);
  END LOOP;
END;
$$;
