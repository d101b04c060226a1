CREATE TABLE "knowledge_sections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" text,
	"node_id" text,
	"lang" text NOT NULL,
	"position" integer NOT NULL,
	"heading" text NOT NULL,
	"text" text NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (case when lang = 'en'
        then setweight(to_tsvector('en_unaccent'::regconfig, heading), 'A') || setweight(to_tsvector('en_unaccent'::regconfig, text), 'C')
        else setweight(to_tsvector('fr_unaccent'::regconfig, heading), 'A') || setweight(to_tsvector('fr_unaccent'::regconfig, text), 'C') end) STORED
);
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "state" text DEFAULT 'complete' NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "engine" text;--> statement-breakpoint
ALTER TABLE "knowledge_items" ADD COLUMN "description_en" text;--> statement-breakpoint
ALTER TABLE "knowledge_sections" ADD CONSTRAINT "knowledge_sections_item_id_knowledge_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."knowledge_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_sections" ADD CONSTRAINT "knowledge_sections_node_id_knowledge_nodes_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."knowledge_nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "knowledge_sections_search_idx" ON "knowledge_sections" USING gin ("search");--> statement-breakpoint
CREATE INDEX "knowledge_sections_item_idx" ON "knowledge_sections" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "knowledge_sections_node_idx" ON "knowledge_sections" USING btree ("node_id");