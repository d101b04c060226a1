import { useEffect } from "react";

/** Names the browser tab after the page, so tabs and history entries are distinguishable. */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = title ? `${title} · Praxis` : "Praxis";
  }, [title]);
}
