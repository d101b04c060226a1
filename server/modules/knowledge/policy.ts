import type { PolicyActor } from "../../plugins/access";

/**
 * Which articles an actor reads: admins every one; demo visitors the published (validated) ones
 * only; everyone else all but other people's drafts.
 */
export function readScope(actor: PolicyActor): "all" | "published" | "own-drafts" {
  if (actor.isAdmin) return "all";
  if (actor.isDemo) return "published";
  return "own-drafts";
}

/** An article or a file is edited, moved or deleted by its owner, and by admins. */
export const canEditItem = (actor: PolicyActor, ownerId: string | null) =>
  actor.isAdmin || (ownerId !== null && ownerId === actor.id);
