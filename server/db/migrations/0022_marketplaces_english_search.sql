ALTER TABLE "internal_items" drop column "search";--> statement-breakpoint
ALTER TABLE "internal_items" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('fr_unaccent'::regconfig, coalesce(name, '')), 'A') ||
        setweight(to_tsvector('fr_unaccent'::regconfig, coalesce(description, '')), 'B') ||
        setweight(to_tsvector('fr_unaccent'::regconfig, praxis_join_tags(tags)), 'B') ||
        setweight(to_tsvector('en_unaccent'::regconfig, coalesce(name_en, '')), 'A') ||
        setweight(to_tsvector('en_unaccent'::regconfig, coalesce(description_en, '') || ' ' || praxis_join_tags(coalesce(tags_en, '{}'))), 'B')) STORED;--> statement-breakpoint
ALTER TABLE "marketplace_items" drop column "search";--> statement-breakpoint
ALTER TABLE "marketplace_items" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('fr_unaccent'::regconfig, coalesce(name, '')), 'A') ||
        setweight(to_tsvector('fr_unaccent'::regconfig, coalesce(provider_name, '') || ' ' || coalesce(product, '')), 'B') ||
        setweight(to_tsvector('fr_unaccent'::regconfig, praxis_join_tags(tags)), 'B') ||
        setweight(to_tsvector('fr_unaccent'::regconfig, coalesce(description, '')), 'C') ||
        setweight(to_tsvector('en_unaccent'::regconfig, coalesce(name_en, '')), 'A') ||
        setweight(to_tsvector('en_unaccent'::regconfig, coalesce(product_en, '') || ' ' || praxis_join_tags(coalesce(tags_en, '{}'))), 'B') ||
        setweight(to_tsvector('en_unaccent'::regconfig, coalesce(description_en, '')), 'C')) STORED;--> statement-breakpoint
CREATE INDEX "internal_items_search_idx" ON "internal_items" USING gin ("search");--> statement-breakpoint
CREATE INDEX "internal_items_featured_search_idx" ON "internal_items" USING gin ("search") WHERE featured and status = 'approved';--> statement-breakpoint
CREATE INDEX "marketplace_items_search_idx" ON "marketplace_items" USING gin ("search");--> statement-breakpoint
-- The global search reads partner solutions in English too (server/modules/marketplace/search.ts).
DROP INDEX "marketplace_items_global_search_idx";--> statement-breakpoint
CREATE INDEX "marketplace_items_global_search_idx" ON "marketplace_items" USING gin (praxis_search_vector(name, name_en, description, description_en, praxis_join_tags(tags)));--> statement-breakpoint
-- Typo corrections know the English words too.
CREATE OR REPLACE FUNCTION "praxis_internal_item_words"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO internal_item_words (word)
  SELECT DISTINCT w
  FROM changed,
    praxis_vocabulary_words(coalesce(changed.name, '') || ' ' || coalesce(changed.description, '') || ' ' || array_to_string(changed.tags, ' ')
      || ' ' || coalesce(changed.name_en, '') || ' ' || coalesce(changed.description_en, '') || ' ' || array_to_string(coalesce(changed.tags_en, '{}'), ' ')) AS w
  ON CONFLICT (word) DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "praxis_marketplace_item_words"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO marketplace_item_words (word)
  SELECT DISTINCT w
  FROM changed,
    praxis_vocabulary_words(coalesce(changed.name, '') || ' ' || coalesce(changed.provider_name, '') || ' ' || coalesce(changed.product, '') || ' ' || coalesce(changed.description, '') || ' ' || array_to_string(changed.tags, ' ')
      || ' ' || coalesce(changed.name_en, '') || ' ' || coalesce(changed.product_en, '') || ' ' || coalesce(changed.description_en, '') || ' ' || array_to_string(coalesce(changed.tags_en, '{}'), ' ')) AS w
  ON CONFLICT (word) DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
INSERT INTO internal_item_words (word)
SELECT DISTINCT w
FROM internal_items,
  praxis_vocabulary_words(coalesce(name_en, '') || ' ' || coalesce(description_en, '') || ' ' || array_to_string(coalesce(tags_en, '{}'), ' ')) AS w
ON CONFLICT (word) DO NOTHING;--> statement-breakpoint
INSERT INTO marketplace_item_words (word)
SELECT DISTINCT w
FROM marketplace_items,
  praxis_vocabulary_words(coalesce(name_en, '') || ' ' || coalesce(product_en, '') || ' ' || coalesce(description_en, '') || ' ' || array_to_string(coalesce(tags_en, '{}'), ' ')) AS w
ON CONFLICT (word) DO NOTHING;
