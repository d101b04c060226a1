import { useTranslation } from "react-i18next";
import { KNOWLEDGE_CATEGORIES } from "@/lib/catalogue";

/** A category is stored under its French name; readers see it in their language. */
export function useCategoryLabel() {
  const { t } = useTranslation("common");
  return (value: string) => {
    const key = KNOWLEDGE_CATEGORIES.find((c) => c.value === value)?.key;
    return key ? t(`knowledgeCategories.${key}`) : value;
  };
}
