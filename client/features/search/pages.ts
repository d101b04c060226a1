import { plainText, searchWords } from "./highlight";

/** The app's pages the search offers, by their key in the search catalogue (`pages.<key>`). */
export const SEARCHABLE_PAGES: { key: string; href: string; admin?: boolean }[] = [
  { key: "dashboard", href: "/" },
  { key: "services", href: "/services" },
  { key: "knowledge", href: "/knowledge" },
  { key: "training", href: "/training" },
  { key: "kanban", href: "/kanban" },
  { key: "deliverables", href: "/deliverables" },
  { key: "analytics", href: "/analytics" },
  { key: "competency", href: "/competency" },
  { key: "marketplace", href: "/marketplace" },
  { key: "internalMarketplace", href: "/internal-marketplace" },
  { key: "assistant", href: "/llm-vertical" },
  { key: "simulator", href: "/simulator" },
  { key: "profile", href: "/profile" },
  { key: "adminTaxonomy", href: "/admin/taxonomy", admin: true },
];

export type PageHit = { key: string; href: string; name: string };

/**
 * Pages whose translated name or keywords hold every search word at the start of a word (the last
 * one as typed so far), accents and case ignored.
 */
export function matchPages(
  q: string,
  isAdmin: boolean,
  text: (key: string) => { name: string; keywords: string },
): PageHit[] {
  const words = searchWords(q);
  if (words.length === 0) return [];
  return SEARCHABLE_PAGES.filter((p) => !p.admin || isAdmin).flatMap((p) => {
    const { name, keywords } = text(p.key);
    const known = plainText(`${name} ${keywords}`).match(/[a-z0-9]+/g) ?? [];
    return words.every((w) => known.some((k) => k.startsWith(w))) ? [{ key: p.key, href: p.href, name }] : [];
  });
}
