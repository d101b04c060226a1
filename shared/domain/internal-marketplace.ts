// The internal marketplace's fixed lists, without zod: the catalogue needs them on first paint, the
// contribution form (which loads when its tab opens) the contract's schemas built from them.

export const INTERNAL_TYPES = ["bundle", "microservice", "template", "agent"] as const;
export const INTERNAL_CATEGORIES = ["business-analyst", "developer", "pmo", "integrator"] as const;
export const CONTRIBUTION_STATUSES = ["approved", "pending", "rejected"] as const;
/** What a community is about, worded by the client's catalogue (communityTypes.<code>). */
export const COMMUNITY_TYPES = [
  "business",
  "technical",
  "data",
  "methodology",
  "regulatory",
  "innovation",
] as const;
export type CommunityType = (typeof COMMUNITY_TYPES)[number];

/** Spec section 9: at most four tags on a card, then '+N'. */
export const CARD_TAG_LIMIT = 4;

/** Largest file a contribution may carry. */
export const MAX_ARTEFACT_BYTES = 10 * 1024 * 1024;
/** File extensions a contribution may carry (archives, office documents, specs and text). */
export const ARTEFACT_EXTENSIONS = [
  "zip",
  "pdf",
  "docx",
  "xlsx",
  "pptx",
  "json",
  "yaml",
  "yml",
  "md",
  "txt",
  "csv",
  "sql",
] as const;
