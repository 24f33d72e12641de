CREATE TABLE "alert_address_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"email_hash" text NOT NULL,
	"kind" text NOT NULL,
	"outbox_id" bigint,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "alert_address_notices_email_idx" ON "alert_address_notices" USING btree ("email_hash","kind","created_at");--> statement-breakpoint
CREATE INDEX "alert_address_notices_created_idx" ON "alert_address_notices" USING btree ("created_at");