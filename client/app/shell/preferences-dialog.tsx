import { useTranslation } from "react-i18next";
import { InfoDialog } from "@/components/info-dialog";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import type { Language } from "@/lib/i18n";
import { THEMES, type Theme, useTheme } from "@/lib/theme";
import { useLanguage } from "./preferences";

/** Changes apply at once (no save step): both are device preferences, cheap to flip back. */
export function PreferencesDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation(["shell", "common"]);
  const { theme, setTheme } = useTheme();
  const { language, languages, setLanguage } = useLanguage();
  return (
    <InfoDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("preferences.title")}
      description={t("preferences.description")}
      closeLabel={t("common:close")}
      doneLabel={t("preferences.done")}
      className="sm:max-w-md"
    >
      <div className="grid gap-4">
        <div className="grid gap-2">
          <Label htmlFor="preferences-theme">{t("preferences.theme")}</Label>
          <Select value={theme} onValueChange={(value) => setTheme(value as Theme)}>
            <SelectTrigger id="preferences-theme">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {THEMES.map((value) => (
                <SelectItem key={value} value={value}>
                  {t(`common:themes.${value}`)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="grid gap-2">
          <Label htmlFor="preferences-language">{t("preferences.language")}</Label>
          <Select value={language} onValueChange={(value) => setLanguage(value as Language)}>
            <SelectTrigger id="preferences-language">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {languages.map((value) => (
                <SelectItem key={value} value={value}>
                  {t(`common:languages.${value}`)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <p className="text-xs text-muted-foreground">{t("preferences.note")}</p>
      </div>
    </InfoDialog>
  );
}
