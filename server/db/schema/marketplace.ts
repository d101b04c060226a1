import { sql } from "drizzle-orm";
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { tsvector } from "./types";

/** Partner solutions of the external marketplace; submissions wait for an admin's approval. */
export const marketplaceItems = pgTable(
  "marketplace_items",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    tags: text("tags").array().notNull().default([]),
    market: text("market").notNull(),
    type: text("type").notNull(),
    product: text("product").notNull(),
    // The English of the catalogue's own solutions (null for a partner's submission, read as written).
    nameEn: text("name_en"),
    descriptionEn: text("description_en"),
    productEn: text("product_en"),
    tagsEn: text("tags_en").array(),
    coCommercial: boolean("co_commercial").notNull().default(false),
    providerName: text("provider_name").notNull(),
    pricingModel: text("pricing_model").notNull(),
    price: doublePrecision("price").notNull().default(0),
    rating: doublePrecision("rating").notNull().default(0),
    downloads: integer("downloads").notNull().default(0),
    reviews: integer("reviews").notNull().default(0),
    /** approved (listed), pending (submitted, waiting for an admin) or rejected. */
    status: text("status").notNull().default("approved"),
    contactEmail: text("contact_email"),
    submittedBy: uuid("submitted_by").references(() => users.id, { onDelete: "set null" }),
    rejectionReason: text("rejection_reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    // Accent-insensitive full text of name (weighs most), provider, product, tags and description, in
    // French and, for the catalogue's own solutions, in English too.
    search: tsvector("search").generatedAlwaysAs(
      sql`setweight(to_tsvector('fr_unaccent'::regconfig, coalesce(name, '')), 'A') ||
        setweight(to_tsvector('fr_unaccent'::regconfig, coalesce(provider_name, '') || ' ' || coalesce(product, '')), 'B') ||
        setweight(to_tsvector('fr_unaccent'::regconfig, praxis_join_tags(tags)), 'B') ||
        setweight(to_tsvector('fr_unaccent'::regconfig, coalesce(description, '')), 'C') ||
        setweight(to_tsvector('en_unaccent'::regconfig, coalesce(name_en, '')), 'A') ||
        setweight(to_tsvector('en_unaccent'::regconfig, coalesce(product_en, '') || ' ' || praxis_join_tags(coalesce(tags_en, '{}'))), 'B') ||
        setweight(to_tsvector('en_unaccent'::regconfig, coalesce(description_en, '')), 'C')`,
    ),
  },
  (t) => [
    index("marketplace_items_status_idx").on(t.status, t.market),
    index("marketplace_items_search_idx").using("gin", t.search),
  ],
);

/**
 * The vocabulary a search word with a typo is corrected against (see internal_item_words): every
 * word of the partner solutions' names, providers, products, descriptions and tags, filled by a
 * trigger on marketplace_items (created by the migration).
 */
export const marketplaceItemWords = pgTable(
  "marketplace_item_words",
  { word: text("word").primaryKey() },
  (t) => [index("marketplace_item_words_trgm_idx").using("gin", t.word.op("gin_trgm_ops"))],
);

export const marketplaceSubscriptions = pgTable(
  "marketplace_subscriptions",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    itemId: text("item_id")
      .notNull()
      .references(() => marketplaceItems.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("marketplace_subscriptions_pair").on(t.userId, t.itemId)],
);
