import type { KnowledgeItem } from "@shared/contracts/knowledge";
import { detectLanguage } from "@shared/domain/language";
import { useTranslation } from "react-i18next";

type Texts = Pick<KnowledgeItem, "title" | "description" | "titleEn" | "descriptionEn">;

/**
 * An item's title and description in the reader's language. What users write has no English
 * version: it reads as written, and `lang` says which language that is (undefined for the articles
 * Praxis ships, which are in the reader's language), for the screen to mark it.
 */
export function useItemText() {
  const { i18n } = useTranslation();
  const english = i18n.language === "en";
  return (item: Texts) => ({
    title: (english && item.titleEn) || item.title,
    description: (english && item.descriptionEn) || item.description,
    lang: item.titleEn ? undefined : detectLanguage(`${item.title}. ${item.description ?? ""}`),
  });
}
