ALTER TABLE "taxonomy_roles" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "taxonomy_roles" ADD COLUMN "description_en" text;--> statement-breakpoint
ALTER TABLE "taxonomy_skills" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "taxonomy_skills" ADD COLUMN "description_en" text;--> statement-breakpoint
ALTER TABLE "taxonomy_skills" ADD COLUMN "category_en" text;--> statement-breakpoint
ALTER TABLE "taxonomy_task_types" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "taxonomy_task_types" ADD COLUMN "description_en" text;--> statement-breakpoint
ALTER TABLE "taxonomy_task_types" ADD COLUMN "category_en" text;