import type { DeliverableTemplate } from "@shared/contracts/deliverables";
import { FilePlus2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { InFrench } from "@/components/in-french";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";

type Props = {
  templates: DeliverableTemplate[] | undefined;
  isLoading: boolean;
  onUse: (templateId: string) => void;
};

/** The templates a deliverable can start from, each with a shortcut to 'Nouveau Livrable'. */
export function TemplateList({ templates, isLoading, onUse }: Props) {
  const { t, i18n } = useTranslation("deliverables");
  const en = i18n.language === "en";
  return (
    <section aria-labelledby="templates-title" className="grid gap-3 *:min-w-0">
      <h2 id="templates-title" className="text-lg font-semibold">
        {t("templates.title")}
      </h2>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3 *:min-w-0">
        {isLoading &&
          [0, 1, 2].map((i) => (
            <li key={i}>
              <Skeleton radius="xl" className="h-36 w-full" />
            </li>
          ))}
        {templates?.map((tpl) => {
          // Counted without the contract's helpers: the page then does not evaluate zod's schemas.
          const fieldCount = Object.keys(tpl.fields.properties).length;
          return (
            <li key={tpl.id}>
              <Card layout="custom" className="h-full flex-col gap-3 p-4">
                <div className="flex items-start justify-between gap-2">
                  <h3 className="font-medium">{en ? tpl.nameEn : tpl.name}</h3>
                  <Badge variant="info" className="uppercase">
                    {tpl.format}
                  </Badge>
                </div>
                <p className="line-clamp-3 text-sm text-muted-foreground">
                  {en ? tpl.descriptionEn : tpl.description}
                </p>
                <div className="mt-auto flex items-center justify-between gap-2">
                  <span className="flex items-center gap-1 text-xs text-muted-foreground">
                    {tpl.category} · {t("templates.fields", { count: fieldCount })}
                    {tpl.fallback && <InFrench />}
                  </span>
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={t("templates.useNamed", { name: en ? tpl.nameEn : tpl.name })}
                    onClick={() => onUse(tpl.id)}
                  >
                    <FilePlus2 aria-hidden="true" />
                    {t("templates.use")}
                  </Button>
                </div>
              </Card>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
