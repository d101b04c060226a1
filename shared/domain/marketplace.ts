// The external marketplace's fixed lists, without zod: the filters need them on first paint, the
// publish form (which loads when its tab opens) the contract's schemas built from them.

export const MARKETS = ["corporate-banking", "mobility", "insurance", "retail"] as const;
export const ITEM_TYPES = ["agent", "microservice", "template", "bundle"] as const;
export const PRICING_MODELS = ["freemium", "subscription", "usage", "license"] as const;
export const SUBMISSION_STATUSES = ["approved", "pending", "rejected"] as const;
