-- The full-text indexes of articles and files keep no pending list: with fastupdate, new entries
-- wait in a list that every search reads through until a vacuum merges them, and PGlite runs no
-- autovacuum (3.6 MB of pending entries after 10,000 articles, a quarter of a search's time).
-- Writes now update the index directly. Entries already pending are merged here.
ALTER INDEX "knowledge_items_search_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "knowledge_nodes_search_idx" SET (fastupdate = off);--> statement-breakpoint
SELECT gin_clean_pending_list('knowledge_items_search_idx');--> statement-breakpoint
SELECT gin_clean_pending_list('knowledge_nodes_search_idx');
