CREATE TABLE "coin_i18n" (
	"coin_id" integer NOT NULL,
	"lang" "language" NOT NULL,
	"name" text NOT NULL,
	"series_name" text NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "coin_i18n_coin_id_lang_pk" PRIMARY KEY("coin_id","lang")
);
--> statement-breakpoint
CREATE TABLE "coin_order_lines" (
	"order_id" integer NOT NULL,
	"coin_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_avos" integer NOT NULL,
	CONSTRAINT "coin_order_lines_order_id_coin_id_pk" PRIMARY KEY("order_id","coin_id"),
	CONSTRAINT "coin_order_lines_quantity_positive" CHECK ("coin_order_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "coin_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"lang" "language" NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"phone" text NOT NULL,
	"fax" text,
	"email" text NOT NULL,
	"contact_slot" text NOT NULL,
	"sms_consent" boolean NOT NULL,
	"delivery" text NOT NULL,
	"items_avos" integer NOT NULL,
	"delivery_avos" integer NOT NULL,
	"total_avos" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coin_orders_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "coins" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"year" integer NOT NULL,
	"type" text NOT NULL,
	"series" text NOT NULL,
	"diameter_hmm" integer NOT NULL,
	"weight_cg" integer NOT NULL,
	"metal" text NOT NULL,
	"fineness" integer NOT NULL,
	"face_value" integer NOT NULL,
	"mintage" integer NOT NULL,
	"price_avos" integer NOT NULL,
	"order_limit" integer NOT NULL,
	"buyer_limit" integer NOT NULL,
	"stock" integer NOT NULL,
	"status" text NOT NULL,
	"issue_date" date NOT NULL,
	"picture" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coins_slug_unique" UNIQUE("slug"),
	CONSTRAINT "coins_stock_nonnegative" CHECK ("coins"."stock" >= 0),
	CONSTRAINT "coins_limits_positive" CHECK ("coins"."order_limit" > 0 and "coins"."buyer_limit" >= "coins"."order_limit")
);
--> statement-breakpoint
ALTER TABLE "coin_i18n" ADD CONSTRAINT "coin_i18n_coin_id_coins_id_fk" FOREIGN KEY ("coin_id") REFERENCES "public"."coins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coin_order_lines" ADD CONSTRAINT "coin_order_lines_order_id_coin_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."coin_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coin_order_lines" ADD CONSTRAINT "coin_order_lines_coin_id_coins_id_fk" FOREIGN KEY ("coin_id") REFERENCES "public"."coins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coin_order_lines_coin_idx" ON "coin_order_lines" USING btree ("coin_id");--> statement-breakpoint
CREATE INDEX "coin_orders_email_idx" ON "coin_orders" USING btree ("email");--> statement-breakpoint
CREATE INDEX "coin_orders_phone_idx" ON "coin_orders" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "coins_year_idx" ON "coins" USING btree ("year");