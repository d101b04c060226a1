ALTER TABLE "communities" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "communities" ADD COLUMN "description_en" text;--> statement-breakpoint
ALTER TABLE "internal_items" ADD COLUMN "subcategory_en" text;--> statement-breakpoint
ALTER TABLE "marketplace_items" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "marketplace_items" ADD COLUMN "description_en" text;--> statement-breakpoint
ALTER TABLE "marketplace_items" ADD COLUMN "product_en" text;--> statement-breakpoint
ALTER TABLE "marketplace_items" ADD COLUMN "tags_en" text[];--> statement-breakpoint
-- Community types become codes the client words in the reader's language.
UPDATE "communities" SET "type" = CASE "type"
  WHEN 'Technique' THEN 'technical'
  WHEN 'Data' THEN 'data'
  WHEN 'Méthodologie' THEN 'methodology'
  WHEN 'Réglementaire' THEN 'regulatory'
  WHEN 'Métier' THEN 'business'
  WHEN 'Innovation' THEN 'innovation'
  ELSE "type" END;
