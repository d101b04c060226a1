import type { ExportFormat } from "@shared/contracts/deliverables";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { saveFile } from "@/lib/save-file";
import { invalidateAfterChange } from "./invalidate";

export type ExportInput = { id: string; name: string; format: ExportFormat; language: string };

/** The name the server gave the file (RFC 6266 filename*), else one made of the deliverable's name. */
function fileNameOf(res: Response, input: ExportInput): string {
  const header = res.headers.get("content-disposition") ?? "";
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // Fall through to the local name.
    }
  }
  return `${input.name.replace(/[\\/:*?"<>|]+/g, "-").trim() || "livrable"}.${input.format}`;
}

/** Downloads the export (docx or JSON) as a file named after the deliverable; returns that name. */
export async function exportDeliverable(input: ExportInput): Promise<string> {
  const params = new URLSearchParams({
    format: input.format,
    language: input.language === "en" ? "en" : "fr",
  });
  const res = await apiFetch(`/api/deliverables/${encodeURIComponent(input.id)}/export?${params}`);
  const name = fileNameOf(res, input);
  saveFile(await res.blob(), name);
  return name;
}

export function useExportDeliverable() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: exportDeliverable, onSuccess: () => invalidateAfterChange(qc) });
}
