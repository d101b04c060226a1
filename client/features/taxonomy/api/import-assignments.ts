import type { ImportResult } from "@shared/contracts/taxonomy";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError } from "@/lib/api-client";
import { refetchAssignments } from "./invalidate";

/**
 * Sends the file's own bytes (not text decoded by the browser), so that the server can tell
 * UTF-8, UTF-16 and Windows-1252 apart.
 */
export async function importAssignments(file: Blob): Promise<ImportResult> {
  const res = await fetch("/api/admin/taxonomy/user-assignments/import", {
    method: "POST",
    credentials: "include",
    headers: {
      "Content-Type": "text/csv",
      ...(document.cookie.split("; ").includes("demo_mode=true") ? { "x-demo-mode": "true" } : {}),
    },
    body: file,
  });
  if (!res.ok) throw new ApiError(res.status, (await res.text()) || res.statusText);
  return (await res.json()) as ImportResult;
}

export function useImportAssignments() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: importAssignments, onSuccess: () => refetchAssignments(qc) });
}
