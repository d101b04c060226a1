// The external marketplace's fixed lists, without zod: the filters need them on first paint, the
// publish form (which loads when its tab opens) the contract's schemas built from them.

export const MARKETS = ["corporate-banking", "mobility", "insurance", "retail"] as const;
export const ITEM_TYPES = ["agent", "microservice", "template", "bundle"] as const;
/** Free, billed every month or every year, a one-off licence, or paid per use. */
export const PRICING_MODELS = ["freemium", "monthly", "yearly", "license", "usage"] as const;
export const SUBMISSION_STATUSES = ["approved", "pending", "rejected"] as const;
