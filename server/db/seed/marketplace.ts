import { sql } from "drizzle-orm";
import { frenchTypography } from "../../../shared/i18n/typography";
import type { Db } from "../client";
import { marketplaceItems } from "../schema/marketplace";
import { externalItems } from "./content/marketplace";
import { externalItemsEn } from "./content/marketplace-en";
import { refreshed } from "./upsert";

const DAY_MS = 24 * 3_600_000;

/**
 * The partner catalogue, in French and English. Texts, prices and partner ratings are refreshed at every start; download
 * counts (subscriptions add to them) and an admin's delisting are kept. Listing dates are spread
 * over the past months on first insert, so the catalogue's growth figure has a history to compare.
 */
export async function seedMarketplace(db: Db) {
  const now = Date.now();
  await db
    .insert(marketplaceItems)
    .values(
      externalItems.map((item, i) => ({
        id: item.id,
        name: item.name,
        // The content is written with plain spaces; French typography is applied as it is stored.
        description: frenchTypography(item.description),
        tags: item.tags,
        market: item.market,
        type: item.type,
        product: item.product,
        nameEn: externalItemsEn[item.id]?.name ?? null,
        descriptionEn: externalItemsEn[item.id]?.description ?? null,
        productEn: externalItemsEn[item.id]?.product ?? null,
        tagsEn: externalItemsEn[item.id]?.tags ?? null,
        coCommercial: item.coCommercial,
        providerName: item.providerName,
        pricingModel: item.pricing.model,
        price: item.pricing.price,
        rating: item.stats.rating,
        downloads: item.stats.downloads,
        reviews: item.stats.reviews,
        status: "approved",
        createdAt: new Date(now - (5 + i * 9) * DAY_MS),
      })),
    )
    .onConflictDoUpdate({
      target: marketplaceItems.id,
      set: refreshed(marketplaceItems, [
        "name",
        "description",
        "tags",
        "market",
        "type",
        "product",
        "nameEn",
        "descriptionEn",
        "productEn",
        "tagsEn",
        "coCommercial",
        "providerName",
        "pricingModel",
        "price",
        "rating",
        "reviews",
      ]),
      // Submissions by partners are theirs, never the seed's.
      setWhere: sql`${marketplaceItems.submittedBy} is null`,
    });
}
