CREATE TABLE "marketplace_item_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "marketplace_items" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('fr_unaccent'::regconfig, coalesce(name, '')), 'A') ||
        setweight(to_tsvector('fr_unaccent'::regconfig, coalesce(provider_name, '') || ' ' || coalesce(product, '')), 'B') ||
        setweight(to_tsvector('fr_unaccent'::regconfig, praxis_join_tags(tags)), 'B') ||
        setweight(to_tsvector('fr_unaccent'::regconfig, coalesce(description, '')), 'C')) STORED;--> statement-breakpoint
CREATE INDEX "marketplace_item_words_trgm_idx" ON "marketplace_item_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "marketplace_items_search_idx" ON "marketplace_items" USING gin ("search");--> statement-breakpoint
-- A colleague's repeated downloads count once: keep each user's first row, then recount.
DELETE FROM "internal_downloads" d USING "internal_downloads" e
WHERE d.item_id = e.item_id AND d.user_id = e.user_id
  AND (d.created_at, d.id) > (e.created_at, e.id);--> statement-breakpoint
ALTER TABLE "internal_downloads" ADD CONSTRAINT "internal_downloads_user_item" UNIQUE("item_id","user_id");--> statement-breakpoint
UPDATE "internal_items" i SET downloads = (SELECT count(*) FROM internal_downloads d WHERE d.item_id = i.id)
WHERE downloads > (SELECT count(*) FROM internal_downloads d WHERE d.item_id = i.id);--> statement-breakpoint
-- Subscriptions are billed monthly or yearly: the former 'subscription' model was monthly.
UPDATE "marketplace_items" SET pricing_model = 'monthly' WHERE pricing_model = 'subscription';--> statement-breakpoint
-- The words of a text as the typo vocabularies hold them: lower case, no accents, 3 to 40 characters.
CREATE FUNCTION "praxis_vocabulary_words"(text) RETURNS SETOF text LANGUAGE sql STABLE AS $$
  SELECT DISTINCT w FROM regexp_split_to_table(lower(unaccent($1)), '[^a-z0-9]+') AS w
  WHERE length(w) BETWEEN 3 AND 40 AND w ~ '[a-z]'
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "praxis_internal_item_words"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO internal_item_words (word)
  SELECT DISTINCT w
  FROM changed,
    praxis_vocabulary_words(coalesce(changed.name, '') || ' ' || coalesce(changed.description, '') || ' ' || array_to_string(changed.tags, ' ')) AS w
  ON CONFLICT (word) DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "praxis_marketplace_item_words"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO marketplace_item_words (word)
  SELECT DISTINCT w
  FROM changed,
    praxis_vocabulary_words(coalesce(changed.name, '') || ' ' || coalesce(changed.provider_name, '') || ' ' || coalesce(changed.product, '') || ' ' || coalesce(changed.description, '') || ' ' || array_to_string(changed.tags, ' ')) AS w
  ON CONFLICT (word) DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "marketplace_item_words_on_insert" AFTER INSERT ON "marketplace_items"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "praxis_marketplace_item_words"();
--> statement-breakpoint
CREATE TRIGGER "marketplace_item_words_on_update" AFTER UPDATE ON "marketplace_items"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "praxis_marketplace_item_words"();
--> statement-breakpoint
INSERT INTO marketplace_item_words (word)
SELECT DISTINCT w
FROM marketplace_items,
  praxis_vocabulary_words(coalesce(name, '') || ' ' || coalesce(provider_name, '') || ' ' || coalesce(product, '') || ' ' || coalesce(description, '') || ' ' || array_to_string(tags, ' ')) AS w
ON CONFLICT (word) DO NOTHING;
