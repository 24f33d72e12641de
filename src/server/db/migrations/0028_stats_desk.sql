CREATE TABLE "stat_imports" (
	"id" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"file_name" text NOT NULL,
	"file_bytes" "bytea" NOT NULL,
	"file_sha256" text NOT NULL,
	"series_ids" integer[] DEFAULT '{}' NOT NULL,
	"preview" jsonb,
	"issues" jsonb,
	"base_fingerprint" text,
	"uploaded_by" text NOT NULL,
	"uploaded_by_email" text NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL,
	"decided_by" text,
	"decided_by_email" text,
	"decided_at" timestamp with time zone,
	"note" text
);
--> statement-breakpoint
ALTER TABLE "stat_series" ADD COLUMN "release_key" text;--> statement-breakpoint
CREATE INDEX "stat_imports_uploaded_idx" ON "stat_imports" USING btree ("uploaded_at");--> statement-breakpoint
CREATE INDEX "stat_imports_status_idx" ON "stat_imports" USING btree ("status");--> statement-breakpoint
-- hand-written tail
-- The release calendar's `released` now comes from the desk's mark (`releasedAt`), not
-- from the date alone: the releases of existing calendars dated before today (Macao)
-- were released on time, so they are marked with their announced date and time.
UPDATE "entries" AS e
SET "data" = jsonb_set(e."data", '{statistics}', (
  SELECT coalesce(jsonb_agg(
    jsonb_set(s, '{releases}', (
      SELECT coalesce(jsonb_agg(
        CASE WHEN r ? 'releasedAt' OR (r->>'date') >= to_char((now() AT TIME ZONE 'UTC') + interval '8 hours', 'YYYY-MM-DD') THEN r
        ELSE r || jsonb_build_object('releasedAt', to_char(((r->>'date') || 'T' || (r->>'time') || ':00+08:00')::timestamptz AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.000"Z"'))
        END ORDER BY ord), '[]'::jsonb)
      FROM jsonb_array_elements(s->'releases') WITH ORDINALITY AS x(r, ord)
    )) ORDER BY sord), '[]'::jsonb)
  FROM jsonb_array_elements(e."data"->'statistics') WITH ORDINALITY AS y(s, sord)
))
WHERE e."module" = 'download'
  AND e."cat_id" IN (SELECT "id" FROM "module_cats" WHERE "slug" = 'advance-release-calendar')
  AND jsonb_typeof(e."data"->'statistics') = 'array';
