CREATE TABLE "internal_item_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "internal_items_name_trgm_idx";--> statement-breakpoint
CREATE INDEX "internal_item_words_trgm_idx" ON "internal_item_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "internal_items_featured_search_idx" ON "internal_items" USING gin ("search") WHERE featured and status = 'approved';--> statement-breakpoint
CREATE FUNCTION "praxis_internal_item_words"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO internal_item_words (word)
  SELECT DISTINCT w
  FROM changed,
    regexp_split_to_table(
      lower(unaccent(coalesce(changed.name, '') || ' ' || coalesce(changed.description, '') || ' ' || array_to_string(changed.tags, ' '))),
      '[^a-z0-9]+') AS w
  WHERE length(w) BETWEEN 3 AND 40 AND w ~ '[a-z]'
  ON CONFLICT (word) DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "internal_item_words_on_insert" AFTER INSERT ON "internal_items"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "praxis_internal_item_words"();
--> statement-breakpoint
CREATE TRIGGER "internal_item_words_on_update" AFTER UPDATE ON "internal_items"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "praxis_internal_item_words"();
--> statement-breakpoint
INSERT INTO internal_item_words (word)
SELECT DISTINCT w
FROM internal_items,
  regexp_split_to_table(
    lower(unaccent(coalesce(name, '') || ' ' || coalesce(description, '') || ' ' || array_to_string(tags, ' '))),
    '[^a-z0-9]+') AS w
WHERE length(w) BETWEEN 3 AND 40 AND w ~ '[a-z]'
ON CONFLICT (word) DO NOTHING;
