import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";

/** "FR" beside a text an English reader gets in French: its author gave no English. */
export function InFrench() {
  const { t } = useTranslation("common");
  return (
    <Badge variant="outline" className="px-1 py-0 text-[0.65rem]" title={t("inFrench")}>
      <span aria-hidden="true">FR</span>
      <span className="sr-only">{t("inFrench")}</span>
    </Badge>
  );
}
