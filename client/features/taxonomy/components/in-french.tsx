import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";

/** "FR" beside a text an English reader gets in French: the admin gave no English. */
export function InFrench() {
  const { t } = useTranslation("taxonomy");
  return (
    <Badge variant="outline" className="px-1 py-0 text-[0.65rem]" title={t("inFrench")}>
      <span aria-hidden="true">FR</span>
      <span className="sr-only">{t("inFrench")}</span>
    </Badge>
  );
}

/** A category's badge, marked when it is French for an English reader. */
export function CategoryBadge({ category, fallback }: { category: string; fallback?: boolean }) {
  return (
    <span className="flex items-center gap-1">
      <Badge variant="outline">{category}</Badge>
      {fallback && <InFrench />}
    </span>
  );
}
