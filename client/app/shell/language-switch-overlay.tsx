import { useTranslation } from "react-i18next";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import type { OverlayProps } from "@/components/ui/lazy-overlay";
import type { Language } from "@/lib/i18n";
import { useLanguage } from "./preferences";

/**
 * The language menu (Radix DropdownMenu) around its trigger, `children`: loaded once the page has
 * been drawn (see ./language-switch.tsx).
 */
export function LanguageMenu({ defaultOpen, triggerRef, children }: OverlayProps) {
  const { t } = useTranslation(["shell", "common"]);
  const { language, languages, setLanguage } = useLanguage();
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild ref={triggerRef}>
        {children}
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" size="sm">
        <DropdownMenuLabel>{t("language.label")}</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={language} onValueChange={(value) => setLanguage(value as Language)}>
          {languages.map((lng) => (
            <DropdownMenuRadioItem key={lng} value={lng} lang={lng}>
              {t(`common:languages.${lng}`)}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
