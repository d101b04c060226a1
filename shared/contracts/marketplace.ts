import { z } from "zod";
import { ITEM_TYPES, MARKETS, PRICING_MODELS, SUBMISSION_STATUSES } from "../domain/marketplace";
import { msg } from "./errors";

export { ITEM_TYPES, MARKETS, PRICING_MODELS, SUBMISSION_STATUSES };

export const market = z.enum(MARKETS, { message: msg("market_required") });
export const itemType = z.enum(ITEM_TYPES, { message: msg("type_required") });
export const pricingModel = z.enum(PRICING_MODELS, { message: msg("pricing_required") });
export const submissionStatus = z.enum(SUBMISSION_STATUSES);
export type Market = z.infer<typeof market>;
export type ItemType = z.infer<typeof itemType>;
export type PricingModel = z.infer<typeof pricingModel>;
export type SubmissionStatus = z.infer<typeof submissionStatus>;

/** A partner solution as the catalogue shows it (spec section 3). */
export const marketplaceItem = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
  market,
  type: itemType,
  product: z.string(),
  coCommercial: z.boolean(),
  provider: z.object({ name: z.string() }),
  pricing: z.object({ model: pricingModel, price: z.number() }),
  stats: z.object({ rating: z.number(), downloads: z.number().int(), reviews: z.number().int() }),
  /** Whether the signed-in user has subscribed to (or added) it. */
  subscribed: z.boolean(),
  /**
   * The language a partner wrote the solution in, served as written (null for the catalogue's own
   * solutions, served in the reader's language): the screen marks its texts with it.
   */
  writtenIn: z.enum(["fr", "en"]).nullable(),
});
export type MarketplaceItem = z.infer<typeof marketplaceItem>;

export const marketplaceItemsQuery = z.object({
  market: market.optional(),
  type: itemType.optional(),
  pricingModel: pricingModel.optional(),
  /** Free text; accents and case do not matter, the last word may be incomplete, typos are forgiven. */
  search: z
    .string()
    .optional()
    .transform((v) => v?.trim().slice(0, 200) || undefined),
});
export type MarketplaceFilters = Partial<z.output<typeof marketplaceItemsQuery>>;

export const marketplaceStats = z.object({
  totalItems: z.number().int(),
  totalProviders: z.number().int(),
  totalDownloads: z.number().int(),
  /** Listed solutions added over the last 30 days, as a percentage of the catalogue 30 days ago. */
  growthRate: z.number(),
});
export type MarketplaceStats = z.infer<typeof marketplaceStats>;

/** Any body is accepted and ignored: the subscriber is the session's user (spec: payload not shown). */
export const subscribeBody = z.object({ userId: z.string().optional() }).optional();

export const subscription = z.object({
  itemId: z.string(),
  subscribed: z.literal(true),
  subscribedAt: z.string(),
});
export type Subscription = z.infer<typeof subscription>;

export const subscribedItem = marketplaceItem.extend({ subscribedAt: z.string() });
export type SubscribedItem = z.infer<typeof subscribedItem>;

// ---- Publier: partner submissions, approved by an admin before they are listed ----

const optionalText = (max: number) => z.string().trim().max(max, msg("text_field_too_long")).default("");

export const submissionBody = z.object({
  name: z.string().trim().min(1, msg("solution_name_required")).max(120, msg("name_too_long")),
  description: z.string().trim().min(1, msg("description_required")).max(2000, msg("description_too_long")),
  providerName: z.string().trim().min(1, msg("provider_required")).max(120, msg("name_too_long")),
  contactEmail: z.string().trim().email(msg("email_invalid")).max(254),
  market,
  type: itemType,
  product: optionalText(120),
  pricingModel,
  price: z.coerce
    .number({ message: msg("price_not_number") })
    .min(0, msg("price_negative"))
    .max(10_000_000, msg("price_too_high")),
  tags: z
    .array(z.string().trim().min(1).max(40, msg("tag_too_long")))
    .max(12, msg("too_many_tags"))
    .default([]),
  coCommercial: z.boolean().default(false),
});
export type SubmissionBody = z.input<typeof submissionBody>;
export type SubmissionValues = z.output<typeof submissionBody>;

export const submission = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  providerName: z.string(),
  contactEmail: z.string().nullable(),
  market,
  type: itemType,
  product: z.string(),
  pricingModel,
  price: z.number(),
  tags: z.array(z.string()),
  coCommercial: z.boolean(),
  status: submissionStatus,
  rejectionReason: z.string().nullable(),
  createdAt: z.string(),
  /** The submitter (or an admin) may edit and delete it. */
  canEdit: z.boolean(),
});
export type Submission = z.infer<typeof submission>;

export const submissionsQuery = z.object({
  /** `pending` lists everyone's submissions waiting for a decision (admins only). */
  scope: z.enum(["mine", "pending"]).default("mine"),
});
