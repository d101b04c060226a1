import { Languages } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button, type ButtonProps } from "@/components/ui/button";
import { lazyModule, useLazyOverlay } from "@/components/ui/lazy-overlay";
import { useLanguage } from "./preferences";

// The menu itself (Radix DropdownMenu) loads once the page has been drawn: see components/ui/lazy-overlay.ts.
const languageMenu = lazyModule(() => import("./language-switch-overlay"));

function LanguageButton(props: ButtonProps) {
  const { t } = useTranslation(["shell", "common"]);
  const { language } = useLanguage();
  return (
    <Button
      variant="ghost"
      size="custom"
      // Phones have no room for it in the top bar: there the account menu offers the language.
      className="h-9 gap-1.5 px-2.5 text-xs max-sm:hidden"
      aria-label={t("language.change", { language: t(`common:languages.${language}`) })}
      title={t("language.label")}
      {...props}
    >
      <Languages aria-hidden="true" className="size-4" />
      <span aria-hidden="true" translate="no" className="text-xs font-semibold uppercase">
        {language}
      </span>
    </Button>
  );
}

export function LanguageSwitch() {
  const { overlay, defaultOpen, ref, triggerProps } = useLazyOverlay(languageMenu);
  if (!overlay) return <LanguageButton aria-haspopup="menu" aria-expanded={false} {...triggerProps} />;
  return (
    <overlay.LanguageMenu defaultOpen={defaultOpen} triggerRef={ref}>
      <LanguageButton />
    </overlay.LanguageMenu>
  );
}
