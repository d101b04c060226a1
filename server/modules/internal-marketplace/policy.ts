import type { PolicyActor } from "../../plugins/access";

/** Who may decide on contributions: see the queue, approve, reject. */
export const canReviewContributions = (actor: PolicyActor) => actor.isAdmin;

/** A contribution is edited or deleted by its author, and by admins. */
export const canEditContribution = (actor: PolicyActor, row: { authorId: string | null }) =>
  actor.isAdmin || (row.authorId !== null && row.authorId === actor.id);

/** An author's change sends the contribution back for review; an admin's keeps its status. */
export const editKeepsStatus = (actor: PolicyActor) => actor.isAdmin;
