import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { LINK_PATHS, type LinkKind } from "./create-link";
import { refetchTaxonomy } from "./invalidate";

export const deleteLink = ({ kind, id }: { kind: LinkKind; id: string }) =>
  apiRequest<{ ok: true }>("DELETE", `/api/admin/taxonomy/${LINK_PATHS[kind]}/${encodeURIComponent(id)}`);

export function useDeleteLink() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: deleteLink, onSuccess: () => refetchTaxonomy(qc) });
}
