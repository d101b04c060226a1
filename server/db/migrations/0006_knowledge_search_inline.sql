-- Search ranks every match by reading its vector: keep the vectors in the row (storage main), and let
-- the texts, only read for the snippets of the top results, go to the TOAST table instead.
ALTER TABLE "knowledge_items" ALTER COLUMN "search" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "knowledge_nodes" ALTER COLUMN "search" SET STORAGE MAIN;--> statement-breakpoint
-- Rows already written keep their vectors where they are until rewritten: writing a column a vector
-- is made of computes and stores it again.
UPDATE "knowledge_items" SET "title" = "title";--> statement-breakpoint
UPDATE "knowledge_nodes" SET "name" = "name" WHERE "type" = 'file';
