CREATE TABLE "coin_pictures" (
	"coin_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "coin_pictures_coin_id_file_id_pk" PRIMARY KEY("coin_id","file_id")
);
--> statement-breakpoint
ALTER TABLE "coins" ALTER COLUMN "picture" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "coins" ADD COLUMN "sale_opens_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "coins" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "coin_pictures" ADD CONSTRAINT "coin_pictures_coin_id_coins_id_fk" FOREIGN KEY ("coin_id") REFERENCES "public"."coins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coin_pictures" ADD CONSTRAINT "coin_pictures_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coin_pictures_file_idx" ON "coin_pictures" USING btree ("file_id");--> statement-breakpoint
-- hand-written tail
-- The coin pages name the tag `coins` (src/features/coins/page.ts) but nothing moved it, so
-- they could show old stock until the render cache's 60 s ran out. The coins, their texts
-- and pictures now move it in the writing transaction, as migration 0017 does for the other
-- content tables: an order (stock taken), a cancellation or expiry (stock back), a staff
-- edit, and the job that opens a sale at its minute.
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['coins', 'coin_i18n', 'coin_pictures']
  LOOP
    EXECUTE format('CREATE OR REPLACE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION bump_content_revision(%L)', t || '_revision', t, 'coins');
  END LOOP;
END;
$$;
--> statement-breakpoint
SELECT bump_content_tag('coins');
