import type { InternalCategory, InternalType } from "@shared/contracts/internal-marketplace";
import { INTERNAL_CATEGORIES, INTERNAL_TYPES } from "@shared/domain/internal-marketplace";
import { useCallback } from "react";
import { oneOf, useUrlParams } from "@/lib/use-url-params";

export const INTERNAL_MARKETPLACE_TABS = ["explore", "communities", "contribute"] as const;
export type InternalMarketplaceTab = (typeof INTERNAL_MARKETPLACE_TABS)[number];

/**
 * The page's state lives in the URL so every view can be linked: `tab` (explore by default); on
 * Explorer the filters `q`, `category`, `type` and `featured=true`; `item` for the open detail; on
 * Contribuer, `type` opens the form for that type (the sidebar's 'new AI agent' links to
 * `?tab=contribute&type=agent`).
 */
export function useInternalMarketplaceParams() {
  const { params, setParams, update } = useUrlParams();
  const tab = oneOf(INTERNAL_MARKETPLACE_TABS, params.get("tab")) ?? "explore";
  const type = oneOf(INTERNAL_TYPES, params.get("type"));

  const setSearch = useCallback(
    (value: string) => update((next) => (value ? next.set("q", value) : next.delete("q")), true),
    [update],
  );

  return {
    tab,
    search: params.get("q") ?? "",
    category: oneOf(INTERNAL_CATEGORIES, params.get("category")),
    type: tab === "explore" ? type : undefined,
    featured: params.get("featured") === "true",
    itemId: params.get("item"),
    /** The type whose contribution form is open, on Contribuer. */
    contributeType: tab === "contribute" ? type : undefined,
    // Each tab has its own parameters: changing tab starts from a clean address.
    setTab: (value: InternalMarketplaceTab) =>
      setParams(value === "explore" ? new URLSearchParams() : new URLSearchParams({ tab: value })),
    setSearch,
    setCategory: (value: InternalCategory | undefined) =>
      update((next) => (value ? next.set("category", value) : next.delete("category"))),
    setType: (value: InternalType | undefined) =>
      update((next) => (value ? next.set("type", value) : next.delete("type"))),
    setFeatured: (value: boolean) =>
      update((next) => (value ? next.set("featured", "true") : next.delete("featured"))),
    resetFilters: () =>
      update((next) => {
        for (const key of ["q", "category", "type", "featured"]) next.delete(key);
      }),
    openItem: (id: string) => update((next) => next.set("item", id)),
    closeItem: () => update((next) => next.delete("item")),
    openForm: (value: InternalType) =>
      update((next) => {
        next.set("tab", "contribute");
        next.set("type", value);
      }),
    closeForm: () => update((next) => next.delete("type"), true),
  };
}
