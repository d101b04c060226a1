import type { KnowledgeItem } from "@shared/contracts/knowledge";
import { useTranslation } from "react-i18next";

type Texts = Pick<KnowledgeItem, "title" | "description" | "titleEn" | "descriptionEn">;

/**
 * An item's title and description in the reader's language. What users write has no English
 * version: it reads as written.
 */
export function useItemText() {
  const { i18n } = useTranslation();
  const english = i18n.language === "en";
  return (item: Texts) => ({
    title: (english && item.titleEn) || item.title,
    description: (english && item.descriptionEn) || item.description,
  });
}
