ALTER TABLE "search_documents" ADD COLUMN "text_lang" "language";--> statement-breakpoint
-- Narrow rows for the search (hand-written; src/features/search/README.md,
-- Performance). A search reads, for every match, the row's short columns and
-- title terms; the term vector and body (kilobytes each) are read only for the
-- few rows ranked in full and shown. Rows are toasted down to 128 bytes: the
-- term vector and body go out of line, the columns read per match stay in the row.
ALTER TABLE "search_documents" SET (toast_tuple_target = 128);--> statement-breakpoint
ALTER TABLE "search_documents" ALTER COLUMN "terms" SET STORAGE EXTERNAL;--> statement-breakpoint
ALTER TABLE "search_documents" ALTER COLUMN "body" SET STORAGE EXTENDED;--> statement-breakpoint
ALTER TABLE "search_documents" ALTER COLUMN "title_terms" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "search_documents" ALTER COLUMN "kind" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "search_documents" ALTER COLUMN "section" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "search_documents" ALTER COLUMN "module" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "search_documents" ALTER COLUMN "cat_slug" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "search_documents" ALTER COLUMN "slug" SET STORAGE MAIN;--> statement-breakpoint
-- Rows written before keep their old layout and lack the Portuguese fallback
-- rows: the index is rebuilt at the next start (ensureSearchIndex).
DELETE FROM "app_meta" WHERE "key" = 'search.index.built';
