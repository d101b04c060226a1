-- The global search (GET /api/search): rows without a stored search vector are indexed on this
-- expression, which the features' search queries write out the same way (server/modules/search/sql.ts).
-- The configurations are named with their schema: index builds run with pg_catalog as the only search_path.
CREATE FUNCTION "praxis_search_vector"(title_fr text, title_en text, text_fr text, text_en text, tags text)
RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector('public.fr_unaccent'::regconfig, coalesce(title_fr, '')), 'A')
    || setweight(to_tsvector('public.en_unaccent'::regconfig, coalesce(title_en, '')), 'A')
    || setweight(to_tsvector('public.fr_unaccent'::regconfig, coalesce(text_fr, '')), 'B')
    || setweight(to_tsvector('public.en_unaccent'::regconfig, coalesce(text_en, '')), 'B')
    || setweight(to_tsvector('public.fr_unaccent'::regconfig, coalesce(tags, '')), 'B')
$$;
--> statement-breakpoint
CREATE INDEX "services_global_search_idx" ON "services" USING gin (praxis_search_vector(name, name_en, description, description_en, praxis_join_tags(tags)));
--> statement-breakpoint
CREATE INDEX "training_modules_global_search_idx" ON "training_modules" USING gin (praxis_search_vector(title, title_en, description, description_en, null));
--> statement-breakpoint
CREATE INDEX "deliverables_global_search_idx" ON "deliverables" USING gin (praxis_search_vector(name, null, null, null, null));
--> statement-breakpoint
CREATE INDEX "kanban_tasks_global_search_idx" ON "kanban_tasks" USING gin (praxis_search_vector(title, null, description, null, null));
--> statement-breakpoint
CREATE INDEX "marketplace_items_global_search_idx" ON "marketplace_items" USING gin (praxis_search_vector(name, null, description, null, praxis_join_tags(tags)));
