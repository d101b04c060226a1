import type { ImportResult } from "@shared/contracts/taxonomy";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiSend } from "@/lib/api-client";
import { refetchAssignments } from "./invalidate";

/**
 * Sends the file's own bytes (not text decoded by the browser), so that the server can tell
 * UTF-8, UTF-16 and Windows-1252 apart.
 */
export function importAssignments(file: Blob): Promise<ImportResult> {
  return apiSend<ImportResult>("POST", "/api/admin/taxonomy/user-assignments/import", file, "text/csv");
}

export function useImportAssignments() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: importAssignments, onSuccess: () => refetchAssignments(qc) });
}
