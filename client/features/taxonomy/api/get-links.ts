import type { EntityLinks } from "@shared/contracts/taxonomy";
import { useQuery } from "@tanstack/react-query";
import { getQueryFn } from "@/lib/api-client";

/** The path segment of each element that can be linked. */
export type LinkedPath = "roles" | "skills" | "task-types";

const getLinks = getQueryFn<EntityLinks>({ on401: "throw" });

/** What an element is linked to, read fresh each time a deletion is asked about. */
export function useEntityLinks(path: LinkedPath, id: string | undefined) {
  return useQuery({
    queryKey: [`/api/admin/taxonomy/${path}`, encodeURIComponent(id ?? ""), "links"],
    queryFn: getLinks,
    enabled: Boolean(id),
    staleTime: 0,
    gcTime: 0,
  });
}
