CREATE TABLE "coin_order_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" text,
	"actor_name" text,
	"from_status" text,
	"to_status" text,
	"note" text
);
--> statement-breakpoint
ALTER TABLE "coin_orders" ADD COLUMN "status" text DEFAULT 'received' NOT NULL;--> statement-breakpoint
ALTER TABLE "coin_orders" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "coin_orders" ADD COLUMN "pay_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "coin_orders" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "coin_order_events" ADD CONSTRAINT "coin_order_events_order_id_coin_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."coin_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coin_order_events_order_idx" ON "coin_order_events" USING btree ("order_id","at");--> statement-breakpoint
CREATE INDEX "coin_orders_status_idx" ON "coin_orders" USING btree ("status","created_at");