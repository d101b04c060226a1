import { useTranslation } from "react-i18next";
import { LANGUAGES, type Language } from "@/lib/i18n";

/** The current language and a setter; i18n persists it and updates <html lang>. */
export function useLanguage() {
  const { i18n } = useTranslation();
  const language: Language = i18n.language === "en" ? "en" : "fr";
  return {
    language,
    languages: LANGUAGES,
    setLanguage: (next: Language) => void i18n.changeLanguage(next),
  };
}
