CREATE TABLE "rates_base_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"effective_on" text NOT NULL,
	"rate" numeric(6, 3) NOT NULL,
	"change_bp" integer NOT NULL,
	"texts" jsonb NOT NULL,
	CONSTRAINT "rates_base_changes_effective_on_unique" UNIQUE("effective_on"),
	CONSTRAINT "rates_base_changes_day_iso" CHECK ("rates_base_changes"."effective_on" ~ '^\d{4}-\d{2}-\d{2}$')
);
--> statement-breakpoint
CREATE TABLE "rates_days" (
	"day" text PRIMARY KEY NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rates_days_day_iso" CHECK ("rates_days"."day" ~ '^\d{4}-\d{2}-\d{2}$')
);
--> statement-breakpoint
CREATE TABLE "rates_fx" (
	"day" text NOT NULL,
	"currency" text NOT NULL,
	"unit" integer NOT NULL,
	"mid" numeric(14, 6) NOT NULL,
	"tt_buying" numeric(14, 6) NOT NULL,
	"cheque_buying" numeric(14, 6) NOT NULL,
	CONSTRAINT "rates_fx_day_currency_pk" PRIMARY KEY("day","currency"),
	CONSTRAINT "rates_fx_currency_code" CHECK ("rates_fx"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "rates_fx_buying_below_mid" CHECK ("rates_fx"."cheque_buying" <= "rates_fx"."tt_buying" and "rates_fx"."tt_buying" <= "rates_fx"."mid")
);
--> statement-breakpoint
CREATE TABLE "rates_interest" (
	"day" text NOT NULL,
	"series" text NOT NULL,
	"term" text NOT NULL,
	"rate" numeric(10, 6) NOT NULL,
	CONSTRAINT "rates_interest_series_term_day_pk" PRIMARY KEY("series","term","day")
);
--> statement-breakpoint
ALTER TABLE "rates_fx" ADD CONSTRAINT "rates_fx_day_rates_days_day_fk" FOREIGN KEY ("day") REFERENCES "public"."rates_days"("day") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rates_interest" ADD CONSTRAINT "rates_interest_day_rates_days_day_fk" FOREIGN KEY ("day") REFERENCES "public"."rates_days"("day") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rates_fx_currency_day_idx" ON "rates_fx" USING btree ("currency","day");--> statement-breakpoint
CREATE INDEX "rates_interest_day_idx" ON "rates_interest" USING btree ("day");