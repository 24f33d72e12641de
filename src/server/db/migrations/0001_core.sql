CREATE TYPE "public"."language" AS ENUM('zh-hant', 'zh-hans', 'en', 'pt');--> statement-breakpoint
CREATE TABLE "app_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"module" text NOT NULL,
	"item_id" integer NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_item_i18n" (
	"menu_item_id" integer NOT NULL,
	"lang" "language" NOT NULL,
	"title" text NOT NULL,
	CONSTRAINT "menu_item_i18n_menu_item_id_lang_pk" PRIMARY KEY("menu_item_id","lang")
);
--> statement-breakpoint
CREATE TABLE "menu_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"mark" text DEFAULT 'main' NOT NULL,
	"slug" text NOT NULL,
	"path" text NOT NULL,
	"url" text,
	"show_in_menu" boolean DEFAULT true NOT NULL,
	"new_window" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "module_cat_i18n" (
	"module_cat_id" integer NOT NULL,
	"lang" "language" NOT NULL,
	"title" text NOT NULL,
	"summary" text,
	CONSTRAINT "module_cat_i18n_module_cat_id_lang_pk" PRIMARY KEY("module_cat_id","lang")
);
--> statement-breakpoint
CREATE TABLE "module_cats" (
	"id" serial PRIMARY KEY NOT NULL,
	"module" text NOT NULL,
	"slug" text NOT NULL,
	"parent_id" integer,
	"auto_hide_count" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "module_cats_auto_hide_ck" CHECK ("module_cats"."auto_hide_count" is null or "module_cats"."auto_hide_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "notice_i18n" (
	"notice_id" integer NOT NULL,
	"lang" "language" NOT NULL,
	"title" text,
	"content" text NOT NULL,
	CONSTRAINT "notice_i18n_notice_id_lang_pk" PRIMARY KEY("notice_id","lang")
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"slug" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_i18n" (
	"page_id" integer NOT NULL,
	"lang" "language" NOT NULL,
	"title" text NOT NULL,
	"meta" text,
	"meta_desc" text,
	"meta_keywords" text,
	"content" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "page_i18n_page_id_lang_pk" PRIMARY KEY("page_id","lang")
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"menu_item_id" integer,
	"template" text NOT NULL,
	"module" text,
	"slug" text NOT NULL,
	"sub_slug" text,
	"extras" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"module_cat" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "selection_option_i18n" (
	"option_id" integer NOT NULL,
	"lang" "language" NOT NULL,
	"title" text NOT NULL,
	CONSTRAINT "selection_option_i18n_option_id_lang_pk" PRIMARY KEY("option_id","lang")
);
--> statement-breakpoint
CREATE TABLE "selection_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"code" text NOT NULL,
	"extra" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"identify" text NOT NULL,
	"ck" text NOT NULL,
	"parameter" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "menu_item_i18n" ADD CONSTRAINT "menu_item_i18n_menu_item_id_menu_items_id_fk" FOREIGN KEY ("menu_item_id") REFERENCES "public"."menu_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_parent_id_menu_items_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."menu_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module_cat_i18n" ADD CONSTRAINT "module_cat_i18n_module_cat_id_module_cats_id_fk" FOREIGN KEY ("module_cat_id") REFERENCES "public"."module_cats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module_cats" ADD CONSTRAINT "module_cats_parent_id_module_cats_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."module_cats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_i18n" ADD CONSTRAINT "notice_i18n_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_i18n" ADD CONSTRAINT "page_i18n_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_menu_item_id_menu_items_id_fk" FOREIGN KEY ("menu_item_id") REFERENCES "public"."menu_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selection_option_i18n" ADD CONSTRAINT "selection_option_i18n_option_id_selection_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."selection_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_versions_item_idx" ON "content_versions" USING btree ("module","item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "menu_items_mark_path_uq" ON "menu_items" USING btree ("mark","path");--> statement-breakpoint
CREATE INDEX "menu_items_parent_idx" ON "menu_items" USING btree ("parent_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "module_cats_module_slug_uq" ON "module_cats" USING btree ("module","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "notices_kind_slug_uq" ON "notices" USING btree ("kind","slug");--> statement-breakpoint
CREATE INDEX "page_i18n_title_trgm_idx" ON "page_i18n" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "pages_menu_item_uq" ON "pages" USING btree ("menu_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "selection_options_type_code_uq" ON "selection_options" USING btree ("type","code");--> statement-breakpoint
CREATE UNIQUE INDEX "settings_identify_ck_uq" ON "settings" USING btree ("identify","ck");