CREATE TABLE "bond_information_bonds" (
	"entry_id" integer NOT NULL,
	"bond_id" integer NOT NULL,
	CONSTRAINT "bond_information_bonds_entry_id_bond_id_pk" PRIMARY KEY("entry_id","bond_id")
);
--> statement-breakpoint
CREATE TABLE "bond_investment_fund_i18n" (
	"fund_id" integer NOT NULL,
	"lang" "language" NOT NULL,
	"fund_name" text NOT NULL,
	"sub_fund_name" text NOT NULL,
	"manager" text NOT NULL,
	CONSTRAINT "bond_investment_fund_i18n_fund_id_lang_pk" PRIMARY KEY("fund_id","lang")
);
--> statement-breakpoint
CREATE TABLE "bond_investment_funds" (
	"id" serial PRIMARY KEY NOT NULL,
	"authorization_date" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bond_investment_funds_date_ck" CHECK ("bond_investment_funds"."authorization_date" ~ '^\d{4}-\d{2}-\d{2}$')
);
--> statement-breakpoint
CREATE TABLE "bond_record_i18n" (
	"bond_id" integer NOT NULL,
	"lang" "language" NOT NULL,
	"issuer" text NOT NULL,
	"instrument" text NOT NULL,
	CONSTRAINT "bond_record_i18n_bond_id_lang_pk" PRIMARY KEY("bond_id","lang")
);
--> statement-breakpoint
CREATE TABLE "bond_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"bond_number" text NOT NULL,
	"isin" text NOT NULL,
	"type_id" integer NOT NULL,
	"issuer_kind" text NOT NULL,
	"currency" text NOT NULL,
	"coupon_rate" numeric(7, 4) NOT NULL,
	"issue_date" text NOT NULL,
	"value_date" text NOT NULL,
	"maturity_date" text NOT NULL,
	"issue_size" numeric(20, 2) NOT NULL,
	"interest_payment" text NOT NULL,
	"option_type" text DEFAULT 'none' NOT NULL,
	"tenor_months" integer NOT NULL,
	"rating" text,
	"rating_agency" text,
	"status" text NOT NULL,
	"disclosure_date" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bond_records_isin_ck" CHECK ("bond_records"."isin" ~ '^[A-Z]{2}[A-Z0-9]{9}[0-9]$'),
	CONSTRAINT "bond_records_dates_ck" CHECK ("bond_records"."issue_date" ~ '^\d{4}-\d{2}-\d{2}$' and "bond_records"."value_date" ~ '^\d{4}-\d{2}-\d{2}$' and "bond_records"."maturity_date" ~ '^\d{4}-\d{2}-\d{2}$' and "bond_records"."disclosure_date" ~ '^\d{4}-\d{2}-\d{2}$' and "bond_records"."value_date" >= "bond_records"."issue_date" and "bond_records"."maturity_date" > "bond_records"."value_date"),
	CONSTRAINT "bond_records_rating_ck" CHECK (("bond_records"."rating" is null) = ("bond_records"."rating_agency" is null))
);
--> statement-breakpoint
ALTER TABLE "bond_information_bonds" ADD CONSTRAINT "bond_information_bonds_entry_id_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bond_information_bonds" ADD CONSTRAINT "bond_information_bonds_bond_id_bond_records_id_fk" FOREIGN KEY ("bond_id") REFERENCES "public"."bond_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bond_investment_fund_i18n" ADD CONSTRAINT "bond_investment_fund_i18n_fund_id_bond_investment_funds_id_fk" FOREIGN KEY ("fund_id") REFERENCES "public"."bond_investment_funds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bond_record_i18n" ADD CONSTRAINT "bond_record_i18n_bond_id_bond_records_id_fk" FOREIGN KEY ("bond_id") REFERENCES "public"."bond_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bond_records" ADD CONSTRAINT "bond_records_type_id_module_cats_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."module_cats"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bond_information_bonds_bond_idx" ON "bond_information_bonds" USING btree ("bond_id");--> statement-breakpoint
CREATE INDEX "bond_investment_funds_auth_idx" ON "bond_investment_funds" USING btree ("authorization_date");--> statement-breakpoint
CREATE UNIQUE INDEX "bond_records_number_uq" ON "bond_records" USING btree ("bond_number");--> statement-breakpoint
CREATE UNIQUE INDEX "bond_records_isin_uq" ON "bond_records" USING btree ("isin");--> statement-breakpoint
CREATE INDEX "bond_records_type_idx" ON "bond_records" USING btree ("type_id");--> statement-breakpoint
CREATE INDEX "bond_records_maturity_idx" ON "bond_records" USING btree ("maturity_date");