CREATE TABLE "captcha_challenges" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "captcha_rate_limits" (
	"action" text NOT NULL,
	"client" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "captcha_rate_limits_action_client_window_start_pk" PRIMARY KEY("action","client","window_start")
);
--> statement-breakpoint
CREATE TABLE "captcha_validate_keys" (
	"key_hash" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "captcha_challenges_expires_idx" ON "captcha_challenges" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "captcha_rate_limits_window_idx" ON "captcha_rate_limits" USING btree ("window_start");--> statement-breakpoint
CREATE INDEX "captcha_validate_keys_expires_idx" ON "captcha_validate_keys" USING btree ("expires_at");