ALTER TABLE "internal_items" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "internal_items" ADD COLUMN "description_en" text;--> statement-breakpoint
ALTER TABLE "internal_items" ADD COLUMN "tags_en" text[];