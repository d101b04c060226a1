-- Every instance ranks knowledge searches in memory (modules/knowledge/search-index.ts) while it
-- knows its copy of the vectors is current: the database tells them all, at commit, that articles
-- or files changed, whoever wrote them (another instance, OCR in the background, SQL from outside).
-- Updates count only when they touch what is searched or who may read it: an article's view count
-- or a file's OCR claim does not make the index stale.
CREATE OR REPLACE FUNCTION praxis_knowledge_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('praxis_knowledge', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER knowledge_items_knowledge_changed
  AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF id, category, kind, title, title_en, description, description_en, content, content_en, status, owner_id
  ON knowledge_items FOR EACH STATEMENT EXECUTE FUNCTION praxis_knowledge_changed();
--> statement-breakpoint
CREATE TRIGGER knowledge_nodes_knowledge_changed
  AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF id, category, type, name, title, tags, content
  ON knowledge_nodes FOR EACH STATEMENT EXECUTE FUNCTION praxis_knowledge_changed();
