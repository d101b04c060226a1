import type { DownloadManifest, InternalItem } from "@shared/contracts/internal-marketplace";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { ITEMS_QUERY_KEY } from "./get-items";
import { STATS_QUERY_KEY } from "./get-stats";

/** The downloader is the session's user: no user id is sent (the server would ignore it). */
export const downloadItem = (id: string) =>
  apiRequest<DownloadManifest>(
    "POST",
    `/api/internal-marketplace/items/${encodeURIComponent(id)}/download`,
    {},
  );

function saveAs(href: string, fileName: string) {
  const link = document.createElement("a");
  link.href = href;
  link.download = fileName;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * Gives the user the artefact: the file itself (the server sends it with its name and type), or, for
 * a solution published as a link, that link in a new tab.
 */
export function deliver(manifest: DownloadManifest) {
  if (manifest.fileName) {
    saveAs(manifest.url, manifest.fileName);
    return;
  }
  if (manifest.url) window.open(manifest.url, "_blank", "noopener,noreferrer");
}

/** Spec section 4 reloaded the page after a download; here the counts refresh in place. */
export function useDownloadItem() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: downloadItem,
    onSuccess: (manifest) => {
      deliver(manifest);
      qc.setQueriesData<InternalItem[] | { id: string; downloads: number }>(
        { queryKey: ITEMS_QUERY_KEY },
        (data) => {
          if (Array.isArray(data))
            return data.map((i) => (i.id === manifest.id ? { ...i, downloads: manifest.downloads } : i));
          return data && data.id === manifest.id ? { ...data, downloads: manifest.downloads } : data;
        },
      );
      void qc.invalidateQueries({ queryKey: STATS_QUERY_KEY });
      // The dashboard's "solutions deployed" counts downloads.
      void qc.invalidateQueries({ queryKey: ["/api/dashboard/stats"] });
    },
  });
}
