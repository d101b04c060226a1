-- A file's OCR claims, counted from the first and never reset: a retry resets the attempts, and a
-- job from before it (same attempt number) must not write over the new claim's work.
ALTER TABLE "knowledge_nodes" ADD COLUMN "ocr_claims" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
UPDATE "knowledge_nodes" SET "ocr_claims" = "ocr_attempts";
