CREATE TABLE "entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"module" text NOT NULL,
	"cat_id" integer,
	"slug" text,
	"status" text DEFAULT 'published' NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"starts_on" text,
	"ends_on" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_top" boolean DEFAULT false NOT NULL,
	"url" text,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "entries_starts_on_ck" CHECK ("entries"."starts_on" is null or "entries"."starts_on" ~ '^\d{4}-\d{2}-\d{2}$'),
	CONSTRAINT "entries_ends_on_ck" CHECK ("entries"."ends_on" is null or "entries"."ends_on" ~ '^\d{4}-\d{2}-\d{2}$')
);
--> statement-breakpoint
CREATE TABLE "entry_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"entry_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"kind" text DEFAULT 'attachment' NOT NULL,
	"lang" "language",
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "entry_i18n" (
	"entry_id" integer NOT NULL,
	"lang" "language" NOT NULL,
	"title" text NOT NULL,
	"summary" text,
	"content" text,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "entry_i18n_entry_id_lang_pk" PRIMARY KEY("entry_id","lang")
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stat_points" (
	"series_id" integer NOT NULL,
	"period" text NOT NULL,
	"value" numeric(20, 6) NOT NULL,
	CONSTRAINT "stat_points_series_id_period_pk" PRIMARY KEY("series_id","period")
);
--> statement-breakpoint
CREATE TABLE "stat_series" (
	"id" serial PRIMARY KEY NOT NULL,
	"module" text NOT NULL,
	"slug" text NOT NULL,
	"cat_id" integer,
	"frequency" text NOT NULL,
	"decimals" integer DEFAULT 1 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"file_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stat_series_i18n" (
	"series_id" integer NOT NULL,
	"lang" "language" NOT NULL,
	"title" text NOT NULL,
	"unit" text NOT NULL,
	"note" text,
	CONSTRAINT "stat_series_i18n_series_id_lang_pk" PRIMARY KEY("series_id","lang")
);
--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_cat_id_module_cats_id_fk" FOREIGN KEY ("cat_id") REFERENCES "public"."module_cats"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entry_files" ADD CONSTRAINT "entry_files_entry_id_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entry_files" ADD CONSTRAINT "entry_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entry_i18n" ADD CONSTRAINT "entry_i18n_entry_id_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stat_points" ADD CONSTRAINT "stat_points_series_id_stat_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."stat_series"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stat_series" ADD CONSTRAINT "stat_series_cat_id_module_cats_id_fk" FOREIGN KEY ("cat_id") REFERENCES "public"."module_cats"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stat_series" ADD CONSTRAINT "stat_series_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stat_series_i18n" ADD CONSTRAINT "stat_series_i18n_series_id_stat_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."stat_series"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "entries_module_cat_published_idx" ON "entries" USING btree ("module","cat_id","published_at");--> statement-breakpoint
CREATE INDEX "entries_module_published_idx" ON "entries" USING btree ("module","published_at");--> statement-breakpoint
CREATE INDEX "entries_module_starts_idx" ON "entries" USING btree ("module","starts_on");--> statement-breakpoint
CREATE UNIQUE INDEX "entries_module_slug_uq" ON "entries" USING btree ("module","slug");--> statement-breakpoint
CREATE INDEX "entry_files_entry_idx" ON "entry_files" USING btree ("entry_id","sort_order");--> statement-breakpoint
CREATE INDEX "entry_i18n_title_trgm_idx" ON "entry_i18n" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "files_sha256_name_uq" ON "files" USING btree ("sha256","name");--> statement-breakpoint
CREATE UNIQUE INDEX "stat_series_module_slug_uq" ON "stat_series" USING btree ("module","slug");