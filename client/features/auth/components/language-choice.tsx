import { useTranslation } from "react-i18next";
import { cn } from "@/lib/cn";
import { LANGUAGES, type Language } from "@/lib/i18n";

/**
 * The fr/en switch of the signed-out screens: two buttons, no menu to load. The choice is kept
 * like the signed-in switch's (i18n persists it and updates <html lang>).
 */
export function LanguageChoice({ className }: { className?: string }) {
  const { t, i18n } = useTranslation(["auth", "common"]);
  const current: Language = i18n.language === "en" ? "en" : "fr";
  return (
    <fieldset className={cn("flex items-center rounded-full border bg-card p-0.5 shadow-sm", className)}>
      <legend className="sr-only">{t("auth:language")}</legend>
      {LANGUAGES.map((lng) => (
        <button
          key={lng}
          type="button"
          lang={lng}
          translate="no"
          aria-pressed={lng === current}
          aria-label={t(`common:languages.${lng}`)}
          onClick={() => void i18n.changeLanguage(lng)}
          className={cn(
            "rounded-full px-3 py-1 text-xs font-semibold uppercase outline-none focus-visible:ring-2 focus-visible:ring-ring",
            lng === current
              ? "bg-primary text-primary-foreground"
              : "text-muted-foreground hover:text-foreground",
          )}
        >
          {lng}
        </button>
      ))}
    </fieldset>
  );
}
