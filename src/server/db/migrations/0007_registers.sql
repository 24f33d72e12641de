CREATE TABLE "register_clerks" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" integer NOT NULL,
	"registration_no" text NOT NULL,
	"name" text NOT NULL,
	"name_zh" text,
	"intermediary_licence_no" text NOT NULL,
	"registered_on" text NOT NULL,
	"valid_until" text NOT NULL,
	"updated_on" text NOT NULL,
	"search_name" text NOT NULL,
	"search_tokens" text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "register_editions" (
	"register" text PRIMARY KEY NOT NULL,
	"updated_on" text NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "register_insurers" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"name_zh" text NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "register_intermediaries" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" integer NOT NULL,
	"licence_no" text NOT NULL,
	"category" text NOT NULL,
	"status" text NOT NULL,
	"name" text NOT NULL,
	"name_zh" text,
	"authorised_on" text NOT NULL,
	"renewal_from" text,
	"renewal_to" text,
	"general_valid_until" text,
	"general_cancelled_on" text,
	"general_cancel_reason" text,
	"life_valid_until" text,
	"life_cancelled_on" text,
	"life_cancel_reason" text,
	"suspended_from" text,
	"suspended_to" text,
	"cancelled_in_period" boolean DEFAULT false NOT NULL,
	"life_insurers" text[] DEFAULT '{}'::text[] NOT NULL,
	"general_insurers" text[] DEFAULT '{}'::text[] NOT NULL,
	"website" text,
	"updated_on" text NOT NULL,
	"documentation" text,
	"search_name" text NOT NULL,
	"search_tokens" text[] NOT NULL,
	CONSTRAINT "register_intermediaries_authorised_ck" CHECK ("register_intermediaries"."authorised_on" ~ '^\d{4}-\d{2}-\d{2}$')
);
--> statement-breakpoint
CREATE UNIQUE INDEX "register_clerks_registration_uq" ON "register_clerks" USING btree ("registration_no");--> statement-breakpoint
CREATE INDEX "register_clerks_number_idx" ON "register_clerks" USING btree ("number");--> statement-breakpoint
CREATE INDEX "register_clerks_registration_trgm_idx" ON "register_clerks" USING gin ("registration_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "register_clerks_name_trgm_idx" ON "register_clerks" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "register_clerks_tokens_idx" ON "register_clerks" USING gin ("search_tokens");--> statement-breakpoint
CREATE UNIQUE INDEX "register_insurers_code_uq" ON "register_insurers" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "register_intermediaries_licence_uq" ON "register_intermediaries" USING btree ("licence_no");--> statement-breakpoint
CREATE INDEX "register_intermediaries_licence_prefix_idx" ON "register_intermediaries" USING btree ("licence_no" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "register_intermediaries_licence_trgm_idx" ON "register_intermediaries" USING gin ("licence_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "register_intermediaries_number_idx" ON "register_intermediaries" USING btree ("number");--> statement-breakpoint
CREATE INDEX "register_intermediaries_cat_status_idx" ON "register_intermediaries" USING btree ("category","status","number");--> statement-breakpoint
CREATE INDEX "register_intermediaries_name_trgm_idx" ON "register_intermediaries" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "register_intermediaries_tokens_idx" ON "register_intermediaries" USING gin ("search_tokens");