ALTER TABLE "captcha_validate_keys" ADD COLUMN "uses" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "captcha_validate_keys" ADD COLUMN "export_until" timestamp with time zone;