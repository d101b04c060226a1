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
  },
  (t) => [index("marketplace_items_status_idx").on(t.status, t.market)],
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
