import type { KnowledgeCategory } from "@shared/contracts/knowledge";
import { KNOWLEDGE_CATEGORIES } from "@/lib/catalogue";
import { useUrlParams } from "@/lib/use-url-params";

// The client's list, not the contract's: importing any value from the contract would bring its zod
// schemas (and zod) into the page, while only the item form, loaded with its dialog, needs them.
const DEFAULT_KNOWLEDGE_CATEGORY: KnowledgeCategory = KNOWLEDGE_CATEGORIES[0].value;
const isCategory = (value: string | null): value is KnowledgeCategory =>
  KNOWLEDGE_CATEGORIES.some((c) => c.value === value);

/**
 * The page's state lives in the URL so that every view can be linked: `category` (default Métiers
 * du Crédit), `item` (the open reader, used by the assistant's sources), `file` (the previewed file)
 * and `import=1` (the sidebar's quick action opens the add dialog).
 */
export function useKnowledgeParams() {
  const { params, update } = useUrlParams();
  const rawCategory = params.get("category");
  const explicitCategory = isCategory(rawCategory) ? rawCategory : null;

  return {
    /** The category asked for in the URL, or null when absent or unknown. */
    explicitCategory,
    category: explicitCategory ?? DEFAULT_KNOWLEDGE_CATEGORY,
    itemId: params.get("item"),
    fileId: params.get("file"),
    importOpen: params.get("import") === "1",
    setCategory: (category: KnowledgeCategory) =>
      update((next) => {
        next.set("category", category);
        next.delete("item");
        next.delete("file");
      }),
    openItem: (id: string) => update((next) => next.set("item", id)),
    /** Closing a reader opened from a bare `?item=` link keeps the page on that item's category. */
    closeItem: (stayOn?: string) =>
      update((next) => {
        next.delete("item");
        if (!next.get("category") && isCategory(stayOn ?? null)) next.set("category", stayOn as string);
      }),
    openFile: (id: string, category?: string) =>
      update((next) => {
        if (isCategory(category ?? null)) next.set("category", category as string);
        next.set("file", id);
        next.delete("item");
      }),
    closeFile: () => update((next) => next.delete("file")),
    closeImport: () => update((next) => next.delete("import"), true),
  };
}
