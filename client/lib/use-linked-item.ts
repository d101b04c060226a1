import { useEffect } from "react";

/** How long a linked card keeps its mark after it is brought into view. */
const MARK_MS = 2500;

/**
 * Brings the item a link names (a search result's `?item=…`, `?module=…`) into view once its list
 * has rendered: scrolls its card (`data-item-id`) to the middle, moves the focus to it so the
 * keyboard continues from there, and marks it for a moment. Nothing happens when the card is not on
 * the page (filtered out, deleted).
 */
export function useLinkedItem(id: string | null | undefined, ready: boolean) {
  useEffect(() => {
    if (!id || !ready) return;
    const card = document.querySelector<HTMLElement>(`[data-item-id="${CSS.escape(id)}"]`);
    if (!card) return;
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    card.scrollIntoView({ block: "center", behavior: reduced ? "auto" : "smooth" });
    if (!card.hasAttribute("tabindex")) card.tabIndex = -1;
    card.focus({ preventScroll: true });
    card.dataset.linked = "true";
    const timer = window.setTimeout(() => delete card.dataset.linked, MARK_MS);
    return () => {
      window.clearTimeout(timer);
      delete card.dataset.linked;
    };
  }, [id, ready]);
}

/** The mark of a linked card (a ring while `data-linked` is set), for the card's class list. */
export const linkedCardClass =
  "scroll-mt-24 outline-none transition-shadow data-[linked=true]:ring-2 data-[linked=true]:ring-ring data-[linked=true]:ring-offset-2 data-[linked=true]:ring-offset-background";
