import { Moon, Sun } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { useTheme } from "@/lib/theme";

/**
 * One-click light/dark switch; "system" is offered in the account menu and preferences. Phones
 * have no room for it in the top bar: there the account menu offers the theme.
 */
export function ThemeToggle() {
  const { t } = useTranslation("shell");
  const { dark, setTheme } = useTheme();
  const label = dark ? t("theme.toLight") : t("theme.toDark");
  return (
    <Button
      variant="ghost"
      size="icon"
      className="max-sm:hidden"
      onClick={() => setTheme(dark ? "light" : "dark")}
      aria-label={label}
      title={label}
    >
      {dark ? <Sun aria-hidden="true" className="size-5" /> : <Moon aria-hidden="true" className="size-5" />}
    </Button>
  );
}
