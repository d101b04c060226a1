import type { QueryClient } from "@tanstack/react-query";
import { ASSIGNMENTS_QUERY_KEY } from "./get-assignments";
import { MATRIX_QUERY_KEY } from "./get-matrix";

/** After a change to roles, skills, task types or links: the matrix (and names in assignments). */
export function refetchTaxonomy(qc: QueryClient) {
  void qc.invalidateQueries({ queryKey: MATRIX_QUERY_KEY });
  void qc.invalidateQueries({ queryKey: ASSIGNMENTS_QUERY_KEY });
}

/** After an assignment changes: the list, and who the admin is (they may have assigned themselves). */
export function refetchAssignments(qc: QueryClient) {
  void qc.invalidateQueries({ queryKey: ASSIGNMENTS_QUERY_KEY });
  // The auth feature's "who am I?" key (spec: the path segments); features do not import each other.
  void qc.invalidateQueries({ queryKey: ["/api/auth/me"] });
}

/** Blank descriptions are omitted from payloads (spec section 5). */
export function omitBlankDescription<T extends { description?: string }>(body: T): T {
  const { description, ...rest } = body;
  return (description?.trim() ? { ...rest, description: description.trim() } : rest) as T;
}
