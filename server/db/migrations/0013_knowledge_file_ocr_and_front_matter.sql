-- A file's title and tags (Markdown front-matter) and the state of reading a scan's text (OCR).
ALTER TABLE "knowledge_nodes" ADD COLUMN "title" text;--> statement-breakpoint
ALTER TABLE "knowledge_nodes" ADD COLUMN "tags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "knowledge_nodes" ADD COLUMN "ocr_state" text;--> statement-breakpoint
ALTER TABLE "knowledge_nodes" ADD COLUMN "ocr_error" text;--> statement-breakpoint
ALTER TABLE "knowledge_nodes" ADD COLUMN "ocr_claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "knowledge_nodes" ADD COLUMN "ocr_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "knowledge_nodes_ocr_idx" ON "knowledge_nodes" USING btree ("ocr_claimed_at") WHERE "knowledge_nodes"."ocr_state" = 'recognising';--> statement-breakpoint
-- array_to_string is only stable (it formats any element type); on text it never changes.
CREATE OR REPLACE FUNCTION knowledge_tags_text(tags text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT coalesce(array_to_string(tags, ' '), '') $$;--> statement-breakpoint
-- The search vector now holds the title and the tags too; kept in the row as migration 0006 set it.
ALTER TABLE "knowledge_nodes" DROP COLUMN "search";--> statement-breakpoint
ALTER TABLE "knowledge_nodes" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('fr_unaccent'::regconfig, coalesce(name, '')), 'A') ||
        setweight(to_tsvector('fr_unaccent'::regconfig, coalesce(title, '')), 'A') ||
        setweight(to_tsvector('fr_unaccent'::regconfig, knowledge_tags_text(tags)), 'B') ||
        setweight(to_tsvector('fr_unaccent'::regconfig, coalesce(content, '')), 'C')) STORED;--> statement-breakpoint
ALTER TABLE "knowledge_nodes" ALTER COLUMN "search" SET STORAGE MAIN;--> statement-breakpoint
-- Vectors written by ADD COLUMN are moved into the row by computing them again.
UPDATE "knowledge_nodes" SET "name" = "name" WHERE "type" = 'file';--> statement-breakpoint
CREATE INDEX "knowledge_nodes_search_idx" ON "knowledge_nodes" USING gin ("search");
