ALTER TABLE "deliverable_templates" ADD COLUMN "category_en" text;--> statement-breakpoint
ALTER TABLE "learning_capsules" ADD COLUMN "title_en" text;--> statement-breakpoint
ALTER TABLE "learning_capsules" ADD COLUMN "description_en" text;