import type { QueryClient } from "@tanstack/react-query";
import { DELIVERABLES_QUERY_KEY } from "./get-deliverables";

/**
 * A change to a deliverable writes events: the list, and every view that reads the event log
 * (analytics, competencies, dashboard activity), must be read again when next shown.
 */
export function invalidateAfterChange(qc: QueryClient) {
  void qc.invalidateQueries({ queryKey: DELIVERABLES_QUERY_KEY });
  for (const key of ["/api/analytics/task-mining", "/api/competency/summary", "/api/dashboard/activities"]) {
    void qc.invalidateQueries({ queryKey: [key] });
  }
}
