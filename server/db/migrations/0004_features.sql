CREATE OR REPLACE FUNCTION praxis_join_tags(text[]) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT array_to_string($1, ' ') $$;
--> statement-breakpoint
CREATE TABLE "deliverable_templates" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"description" text NOT NULL,
	"description_en" text NOT NULL,
	"category" text NOT NULL,
	"format" text NOT NULL,
	"fields" jsonb NOT NULL,
	"rules" jsonb NOT NULL,
	"task_type_id" text
);
--> statement-breakpoint
CREATE TABLE "deliverables" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"template_id" text NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quality_scores" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"deliverable_id" uuid NOT NULL,
	"score" integer NOT NULL,
	"result" jsonb NOT NULL,
	"provider" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "communities" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "community_members" (
	"community_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_members_pair" UNIQUE("community_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "internal_downloads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "internal_items" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"type" text NOT NULL,
	"category" text NOT NULL,
	"subcategory" text,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"author_name" text NOT NULL,
	"author_department" text,
	"author_id" uuid,
	"version" text DEFAULT '1.0.0' NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"artefact_url" text,
	"file_name" text,
	"file_data" "bytea",
	"status" text DEFAULT 'approved' NOT NULL,
	"rejection_reason" text,
	"downloads" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('fr_unaccent'::regconfig, coalesce(name, '')), 'A') ||
        setweight(to_tsvector('fr_unaccent'::regconfig, coalesce(description, '')), 'B') ||
        setweight(to_tsvector('fr_unaccent'::regconfig, praxis_join_tags(tags)), 'B')) STORED
);
--> statement-breakpoint
CREATE TABLE "internal_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" text NOT NULL,
	"user_id" uuid,
	"author_name" text NOT NULL,
	"rating" integer NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "internal_reviews_user_item" UNIQUE("item_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "kanban_boards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kanban_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"board_id" uuid NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"invited_by" uuid,
	"accepted" boolean DEFAULT false NOT NULL,
	"declined" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kanban_members" (
	"board_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kanban_members_pair" UNIQUE("board_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "kanban_task_activity" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"task_id" uuid NOT NULL,
	"user_id" uuid,
	"action" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kanban_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"board_id" uuid NOT NULL,
	"user_id" uuid,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'todo' NOT NULL,
	"priority" text DEFAULT 'moderate' NOT NULL,
	"assigned_to" uuid,
	"due_date" date,
	"task_type" text DEFAULT 'credit-evaluation' NOT NULL,
	"position" double precision DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "learning_capsules" (
	"id" text PRIMARY KEY NOT NULL,
	"skill_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"level" integer NOT NULL,
	"duration" integer NOT NULL,
	"priority" text NOT NULL,
	"url" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_skill_levels" (
	"user_id" uuid NOT NULL,
	"skill_id" text NOT NULL,
	"level" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_skill_levels_pair" UNIQUE("user_id","skill_id")
);
--> statement-breakpoint
CREATE TABLE "marketplace_items" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"market" text NOT NULL,
	"type" text NOT NULL,
	"product" text NOT NULL,
	"co_commercial" boolean DEFAULT false NOT NULL,
	"provider_name" text NOT NULL,
	"pricing_model" text NOT NULL,
	"price" double precision DEFAULT 0 NOT NULL,
	"rating" double precision DEFAULT 0 NOT NULL,
	"downloads" integer DEFAULT 0 NOT NULL,
	"reviews" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'approved' NOT NULL,
	"contact_email" text,
	"submitted_by" uuid,
	"rejection_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marketplace_subscriptions" (
	"user_id" uuid NOT NULL,
	"item_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketplace_subscriptions_pair" UNIQUE("user_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "taxonomy_role_skills" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"role_id" text NOT NULL,
	"skill_id" text NOT NULL,
	"expected_level" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "taxonomy_role_skills_pair" UNIQUE("role_id","skill_id")
);
--> statement-breakpoint
CREATE TABLE "taxonomy_role_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"role_id" text NOT NULL,
	"task_type_id" text NOT NULL,
	"proficiency_required" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "taxonomy_role_tasks_pair" UNIQUE("role_id","task_type_id")
);
--> statement-breakpoint
CREATE TABLE "taxonomy_roles" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"level" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "taxonomy_roles_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "taxonomy_skills" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"category" text NOT NULL,
	"level" text DEFAULT 'beginner' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "taxonomy_skills_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "taxonomy_task_skills" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"task_type_id" text NOT NULL,
	"skill_id" text NOT NULL,
	"importance" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "taxonomy_task_skills_pair" UNIQUE("task_type_id","skill_id")
);
--> statement-breakpoint
CREATE TABLE "taxonomy_task_types" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"category" text NOT NULL,
	"estimated_duration" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "taxonomy_task_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "user_assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"role_id" text NOT NULL,
	"assigned_by" text NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "user_assignments_email_role" UNIQUE("email","role_id")
);
--> statement-breakpoint
ALTER TABLE "deliverable_templates" ADD CONSTRAINT "deliverable_templates_task_type_id_taxonomy_task_types_id_fk" FOREIGN KEY ("task_type_id") REFERENCES "public"."taxonomy_task_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliverables" ADD CONSTRAINT "deliverables_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliverables" ADD CONSTRAINT "deliverables_template_id_deliverable_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."deliverable_templates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_scores" ADD CONSTRAINT "quality_scores_deliverable_id_deliverables_id_fk" FOREIGN KEY ("deliverable_id") REFERENCES "public"."deliverables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_members" ADD CONSTRAINT "community_members_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_members" ADD CONSTRAINT "community_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "internal_downloads" ADD CONSTRAINT "internal_downloads_item_id_internal_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."internal_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "internal_downloads" ADD CONSTRAINT "internal_downloads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "internal_items" ADD CONSTRAINT "internal_items_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "internal_reviews" ADD CONSTRAINT "internal_reviews_item_id_internal_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."internal_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "internal_reviews" ADD CONSTRAINT "internal_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kanban_boards" ADD CONSTRAINT "kanban_boards_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kanban_invitations" ADD CONSTRAINT "kanban_invitations_board_id_kanban_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."kanban_boards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kanban_invitations" ADD CONSTRAINT "kanban_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kanban_members" ADD CONSTRAINT "kanban_members_board_id_kanban_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."kanban_boards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kanban_members" ADD CONSTRAINT "kanban_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kanban_task_activity" ADD CONSTRAINT "kanban_task_activity_task_id_kanban_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."kanban_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kanban_task_activity" ADD CONSTRAINT "kanban_task_activity_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kanban_tasks" ADD CONSTRAINT "kanban_tasks_board_id_kanban_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."kanban_boards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kanban_tasks" ADD CONSTRAINT "kanban_tasks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kanban_tasks" ADD CONSTRAINT "kanban_tasks_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kanban_tasks" ADD CONSTRAINT "kanban_tasks_task_type_taxonomy_task_types_id_fk" FOREIGN KEY ("task_type") REFERENCES "public"."taxonomy_task_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_capsules" ADD CONSTRAINT "learning_capsules_skill_id_taxonomy_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."taxonomy_skills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_skill_levels" ADD CONSTRAINT "user_skill_levels_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_skill_levels" ADD CONSTRAINT "user_skill_levels_skill_id_taxonomy_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."taxonomy_skills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_items" ADD CONSTRAINT "marketplace_items_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_subscriptions" ADD CONSTRAINT "marketplace_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_subscriptions" ADD CONSTRAINT "marketplace_subscriptions_item_id_marketplace_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."marketplace_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taxonomy_role_skills" ADD CONSTRAINT "taxonomy_role_skills_role_id_taxonomy_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."taxonomy_roles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taxonomy_role_skills" ADD CONSTRAINT "taxonomy_role_skills_skill_id_taxonomy_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."taxonomy_skills"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taxonomy_role_tasks" ADD CONSTRAINT "taxonomy_role_tasks_role_id_taxonomy_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."taxonomy_roles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taxonomy_role_tasks" ADD CONSTRAINT "taxonomy_role_tasks_task_type_id_taxonomy_task_types_id_fk" FOREIGN KEY ("task_type_id") REFERENCES "public"."taxonomy_task_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taxonomy_task_skills" ADD CONSTRAINT "taxonomy_task_skills_task_type_id_taxonomy_task_types_id_fk" FOREIGN KEY ("task_type_id") REFERENCES "public"."taxonomy_task_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taxonomy_task_skills" ADD CONSTRAINT "taxonomy_task_skills_skill_id_taxonomy_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."taxonomy_skills"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_assignments" ADD CONSTRAINT "user_assignments_role_id_taxonomy_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."taxonomy_roles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deliverables_user_idx" ON "deliverables" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "quality_scores_deliverable_idx" ON "quality_scores" USING btree ("deliverable_id","created_at");--> statement-breakpoint
CREATE INDEX "community_members_user_idx" ON "community_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "internal_downloads_item_idx" ON "internal_downloads" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "internal_items_search_idx" ON "internal_items" USING gin ("search");--> statement-breakpoint
CREATE INDEX "internal_items_name_trgm_idx" ON "internal_items" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "internal_items_status_idx" ON "internal_items" USING btree ("status","category","type");--> statement-breakpoint
CREATE INDEX "internal_reviews_item_idx" ON "internal_reviews" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "kanban_invitations_email_idx" ON "kanban_invitations" USING btree ("email");--> statement-breakpoint
CREATE INDEX "kanban_invitations_board_idx" ON "kanban_invitations" USING btree ("board_id");--> statement-breakpoint
CREATE INDEX "kanban_members_user_idx" ON "kanban_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "kanban_task_activity_task_idx" ON "kanban_task_activity" USING btree ("task_id","created_at");--> statement-breakpoint
CREATE INDEX "kanban_tasks_board_idx" ON "kanban_tasks" USING btree ("board_id","status","position");--> statement-breakpoint
CREATE INDEX "learning_capsules_skill_idx" ON "learning_capsules" USING btree ("skill_id","level");--> statement-breakpoint
CREATE INDEX "marketplace_items_status_idx" ON "marketplace_items" USING btree ("status","market");--> statement-breakpoint
CREATE INDEX "user_assignments_email_idx" ON "user_assignments" USING btree ("email");