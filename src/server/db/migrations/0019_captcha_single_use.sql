ALTER TABLE "captcha_validate_keys" ADD COLUMN "client" text;--> statement-breakpoint
ALTER TABLE "captcha_validate_keys" ADD COLUMN "submitted_at" timestamp with time zone;