import { z } from "zod";
import {
  COMMUNITY_TYPES,
  CONTRIBUTION_STATUSES,
  INTERNAL_CATEGORIES,
  INTERNAL_TYPES,
} from "../domain/internal-marketplace";
import { msg } from "./errors";

export * from "../domain/internal-marketplace";

export const internalType = z.enum(INTERNAL_TYPES, { message: msg("type_required") });
export const internalCategory = z.enum(INTERNAL_CATEGORIES, { message: msg("category_choice_required") });
export const contributionStatus = z.enum(CONTRIBUTION_STATUSES);
export type InternalType = z.infer<typeof internalType>;
export type InternalCategory = z.infer<typeof internalCategory>;
export type ContributionStatus = z.infer<typeof contributionStatus>;

/** A solution as the Explorer card shows it (spec section 3). */
export const internalItem = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  type: internalType,
  category: internalCategory,
  subcategory: z.string().nullable(),
  tags: z.array(z.string()),
  authorName: z.string(),
  authorDepartment: z.string().nullable(),
  version: z.string(),
  featured: z.boolean(),
  /** Mean of the reviews' ratings (0 when there is none). */
  rating: z.number(),
  reviewCount: z.number().int(),
  downloads: z.number().int(),
  /**
   * The language a colleague wrote the solution in, served as written (null for the solutions
   * Praxis ships, served in the reader's language): the screen marks its texts with it.
   */
  writtenIn: z.enum(["fr", "en"]).nullable(),
});
export type InternalItem = z.infer<typeof internalItem>;

const flag = z
  .enum(["true", "false"])
  .optional()
  .transform((v) => v === "true");

export const internalItemsQuery = z.object({
  category: internalCategory.optional(),
  type: internalType.optional(),
  /** Free text; accents and case do not matter, the last word may be incomplete, names forgive typos. */
  search: z
    .string()
    .optional()
    .transform((v) => v?.trim().slice(0, 200) || undefined),
  featured: flag,
  limit: z.coerce.number().int().min(1).max(100).default(48),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type InternalItemsFilters = {
  category?: InternalCategory;
  type?: InternalType;
  search?: string;
  featured?: boolean;
  limit?: number;
};

export const internalStats = z.object({
  /** Solutions listed or waiting for validation. */
  totalItems: z.number().int(),
  approvedItems: z.number().int(),
  totalDownloads: z.number().int(),
  /** Mean rating of the approved solutions that have reviews, one decimal. */
  avgRating: z.number(),
  totalCommunities: z.number().int(),
  /** Colleagues who belong to at least one community. */
  totalMembers: z.number().int(),
});
export type InternalStats = z.infer<typeof internalStats>;

export const review = z.object({
  id: z.string(),
  authorName: z.string(),
  rating: z.number().int(),
  comment: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  mine: z.boolean(),
});
export type Review = z.infer<typeof review>;

export const artefact = z.object({
  kind: z.enum(["link", "file"]),
  url: z.string(),
  fileName: z.string().nullable(),
});

export const internalItemDetail = internalItem.extend({
  status: contributionStatus,
  rejectionReason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  artefact: artefact.nullable(),
  reviews: z.array(review),
  myReview: z.object({ rating: z.number().int(), comment: z.string() }).nullable(),
  /** Authors do not rate their own solution. */
  canReview: z.boolean(),
  /** The author or an admin may edit and delete it. */
  canEdit: z.boolean(),
});
export type InternalItemDetail = z.infer<typeof internalItemDetail>;

export const reviewBody = z.object({
  rating: z.coerce
    .number({ message: msg("rating_invalid") })
    .int(msg("rating_invalid"))
    .min(1, msg("rating_invalid"))
    .max(5, msg("rating_invalid")),
  comment: z.string().trim().max(2000, msg("comment_too_long")).default(""),
});
export type ReviewBody = z.input<typeof reviewBody>;

/** Any body is accepted and ignored: the downloader is always the session's user. */
export const downloadBody = z.object({ userId: z.string().optional() }).optional();

/** What a download returns: where the artefact is, and the new count. */
export const downloadManifest = z.object({
  id: z.string(),
  name: z.string(),
  version: z.string(),
  url: z.string(),
  fileName: z.string().nullable(),
  downloads: z.number().int(),
});
export type DownloadManifest = z.infer<typeof downloadManifest>;

export const community = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  type: z.enum(COMMUNITY_TYPES),
  memberCount: z.number().int(),
  joined: z.boolean(),
});
export type Community = z.infer<typeof community>;

// ---- Contribuer ----

const VERSION_PATTERN = /^\d{1,4}(\.\d{1,4}){0,2}$/;

export const contributionBody = z.object({
  type: internalType,
  name: z.string().trim().min(1, msg("solution_name_required")).max(120, msg("name_too_long")),
  description: z.string().trim().min(1, msg("description_required")).max(4000, msg("description_too_long")),
  category: internalCategory,
  subcategory: z.string().trim().max(80, msg("subcategory_too_long")).default(""),
  tags: z
    .array(z.string().trim().min(1).max(40, msg("tag_too_long")))
    .max(12, msg("too_many_tags"))
    .default([]),
  version: z.string().trim().regex(VERSION_PATTERN, msg("version_format")).default("1.0.0"),
  /** A link to the artefact; a file upload may replace it. */
  artefactUrl: z
    .string()
    .trim()
    .max(2000, msg("link_too_long"))
    .refine((v) => v === "" || /^https:\/\/[^\s/$.?#].[^\s]*$/i.test(v), {
      message: msg("link_invalid"),
    })
    .default(""),
});
export type ContributionBody = z.input<typeof contributionBody>;
export type ContributionValues = z.output<typeof contributionBody>;

export const contribution = internalItem.extend({
  status: contributionStatus,
  rejectionReason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  artefact: artefact.nullable(),
  canEdit: z.boolean(),
});
export type Contribution = z.infer<typeof contribution>;

export const contributionsQuery = z.object({
  /** `pending` lists everyone's contributions waiting for a decision (admins only). */
  scope: z.enum(["mine", "pending"]).default("mine"),
});

/** Tags typed as "a, b, c" in the forms. */
export function parseTags(text: string): string[] {
  return [
    ...new Set(
      text
        .split(",")
        .map((t) => t.trim())
        .filter(Boolean),
    ),
  ];
}
