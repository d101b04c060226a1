import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { nodeQueryOptions } from "../api/get-node";

/**
 * Opens the folders above a node (a file opened from a link or a search result), walking up its
 * parents one request at a time; each answer is cached for the preview and the tree.
 */
export function useRevealNode(nodeId: string | null, open: (ids: string[]) => void) {
  const qc = useQueryClient();
  useEffect(() => {
    if (!nodeId) return;
    let cancelled = false;
    (async () => {
      const ancestors: string[] = [];
      let parentId = (await qc.fetchQuery(nodeQueryOptions(nodeId))).parentId;
      // Bounded: a tree deeper than this is not one people browse.
      for (let depth = 0; parentId && depth < 20; depth++) {
        ancestors.push(parentId);
        parentId = (await qc.fetchQuery(nodeQueryOptions(parentId))).parentId;
      }
      if (!cancelled) open(ancestors);
    })().catch(() => {
      // The preview shows the error; the tree simply stays as it is.
    });
    return () => {
      cancelled = true;
    };
  }, [nodeId, qc, open]);
}
