import type { PolicyActor } from "../../plugins/access";

/** Who may decide on submissions: see the queue, approve, reject. */
export const canReviewSubmissions = (actor: PolicyActor) => actor.isAdmin;

/** Catalogue solutions have no submitter: they are nobody's submission, but admins may edit them. */
export const canSeeSubmission = (actor: PolicyActor, row: { submittedBy: string | null }) =>
  actor.isAdmin || row.submittedBy !== null;

/** A submission is edited or withdrawn by its submitter, and by admins. */
export const canEditSubmission = (actor: PolicyActor, row: { submittedBy: string | null }) =>
  actor.isAdmin || row.submittedBy === actor.id;

/** A submitter's change sends the submission back for review; an admin's keeps its status. */
export const editKeepsStatus = (actor: PolicyActor) => actor.isAdmin;
