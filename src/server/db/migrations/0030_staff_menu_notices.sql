CREATE TABLE "path_redirects" (
	"from_path" text PRIMARY KEY NOT NULL,
	"to_path" text NOT NULL,
	"menu_item_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_reviews" (
	"kind" text NOT NULL,
	"owner_id" integer NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"version" integer,
	"published_version" integer,
	"submitted_by" text,
	"submitted_at" timestamp with time zone,
	"approved_by" text,
	"published_at" timestamp with time zone,
	"return_note" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_reviews_kind_owner_id_pk" PRIMARY KEY("kind","owner_id")
);
--> statement-breakpoint
CREATE TABLE "site_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"owner_id" integer NOT NULL,
	"number" integer NOT NULL,
	"document" jsonb NOT NULL,
	"author_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "path_redirects" ADD CONSTRAINT "path_redirects_menu_item_id_menu_items_id_fk" FOREIGN KEY ("menu_item_id") REFERENCES "public"."menu_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "site_reviews_state_idx" ON "site_reviews" USING btree ("state");--> statement-breakpoint
CREATE UNIQUE INDEX "site_versions_owner_number_uq" ON "site_versions" USING btree ("kind","owner_id","number");--> statement-breakpoint
-- hand-written tail
-- The redirects of moved pages are part of the site's routing: a write moves the `site`
-- tag like the menu itself (migration 0017), so every cached page and instance follows.
CREATE OR REPLACE TRIGGER "path_redirects_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "path_redirects" FOR EACH STATEMENT EXECUTE FUNCTION bump_content_revision('site');
