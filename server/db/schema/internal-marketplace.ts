import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { bytea, tsvector } from "./types";

/** Solutions built by colleagues; contributions are pending until an admin approves them. */
export const internalItems = pgTable(
  "internal_items",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    type: text("type").notNull(),
    category: text("category").notNull(),
    subcategory: text("subcategory"),
    // The English of a seeded solution (null for a colleague's contribution, read as written).
    nameEn: text("name_en"),
    descriptionEn: text("description_en"),
    subcategoryEn: text("subcategory_en"),
    tagsEn: text("tags_en").array(),
    tags: text("tags").array().notNull().default([]),
    authorName: text("author_name").notNull(),
    authorDepartment: text("author_department"),
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    version: text("version").notNull().default("1.0.0"),
    featured: boolean("featured").notNull().default(false),
    artefactUrl: text("artefact_url"),
    fileName: text("file_name"),
    fileData: bytea("file_data"),
    status: text("status").notNull().default("approved"),
    rejectionReason: text("rejection_reason"),
    downloads: integer("downloads").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    // praxis_join_tags is an IMMUTABLE wrapper of array_to_string (created by the migration),
    // which generated columns require. French, and English for the seeded solutions that have it.
    search: tsvector("search").generatedAlwaysAs(
      sql`setweight(to_tsvector('fr_unaccent'::regconfig, coalesce(name, '')), 'A') ||
        setweight(to_tsvector('fr_unaccent'::regconfig, coalesce(description, '')), 'B') ||
        setweight(to_tsvector('fr_unaccent'::regconfig, praxis_join_tags(tags)), 'B') ||
        setweight(to_tsvector('en_unaccent'::regconfig, coalesce(name_en, '')), 'A') ||
        setweight(to_tsvector('en_unaccent'::regconfig, coalesce(description_en, '') || ' ' || praxis_join_tags(coalesce(tags_en, '{}'))), 'B')`,
    ),
  },
  (t) => [
    index("internal_items_search_idx").using("gin", t.search),
    // 'Recommandés' with a search: the featured few, without visiting every match of the words.
    index("internal_items_featured_search_idx")
      .using("gin", t.search)
      .where(sql`featured and status = 'approved'`),
    index("internal_items_status_idx").on(t.status, t.category, t.type),
  ],
);

/**
 * Every word (lower case, no accents, three letters or more) of the solutions' names, descriptions
 * and tags: the vocabulary a search word with a typo is corrected against. A trigger on
 * internal_items fills it (created by the migration); words are never removed, so a word of a
 * deleted solution may still be offered as a correction, which then finds nothing.
 */
export const internalItemWords = pgTable("internal_item_words", { word: text("word").primaryKey() }, (t) => [
  index("internal_item_words_trgm_idx").using("gin", t.word.op("gin_trgm_ops")),
]);

export const internalReviews = pgTable(
  "internal_reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    itemId: text("item_id")
      .notNull()
      .references(() => internalItems.id, { onDelete: "cascade" }),
    /** Null for the reviews that came with the catalogue. */
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    authorName: text("author_name").notNull(),
    rating: integer("rating").notNull(),
    comment: text("comment").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("internal_reviews_user_item").on(t.itemId, t.userId),
    index("internal_reviews_item_idx").on(t.itemId),
  ],
);

export const internalDownloads = pgTable(
  "internal_downloads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    itemId: text("item_id")
      .notNull()
      .references(() => internalItems.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("internal_downloads_item_idx").on(t.itemId),
    // A solution's download count is the number of colleagues who downloaded it: one row per user.
    unique("internal_downloads_user_item").on(t.itemId, t.userId),
  ],
);

export const communities = pgTable("communities", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  description: text("description"),
  nameEn: text("name_en"),
  descriptionEn: text("description_en"),
  /** A code of COMMUNITY_TYPES, worded by the client's catalogue. */
  type: text("type").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const communityMembers = pgTable(
  "community_members",
  {
    communityId: text("community_id")
      .notNull()
      .references(() => communities.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("community_members_pair").on(t.communityId, t.userId),
    index("community_members_user_idx").on(t.userId),
  ],
);
