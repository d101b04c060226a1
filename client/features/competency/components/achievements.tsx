import type { Achievement } from "@shared/contracts/competency";
import { BadgeCheck, FileCheck2, GraduationCap, type LucideIcon, Sparkles, Zap } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { formatDate } from "@/lib/format";

/** Spec section 9: the first 10 achievements. */
export const ACHIEVEMENTS_SHOWN = 10;

const icons: Record<Achievement["type"], LucideIcon> = {
  deliverable_scored: BadgeCheck,
  deliverable_completed: FileCheck2,
  microservice_used: Zap,
  training_completed: GraduationCap,
  capsule_completed: Sparkles,
};

export function Achievements({ items }: { items: Achievement[] }) {
  const { t, i18n } = useTranslation("competency");
  const nf = new Intl.NumberFormat(i18n.language === "en" ? "en-GB" : "fr-FR", { maximumFractionDigits: 2 });
  return (
    <Card className="h-full">
      <CardHeader>
        <CardTitle>{t("achievements.title")}</CardTitle>
      </CardHeader>
      <CardContent>
        {items.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("achievements.empty")}</p>
        ) : (
          <ul className="grid gap-3 *:min-w-0">
            {items.slice(0, ACHIEVEMENTS_SHOWN).map((a) => {
              const Icon = icons[a.type];
              return (
                <li key={`${a.type}-${a.date}-${a.description}`} className="flex items-start gap-3">
                  <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground">
                    <Icon aria-hidden="true" className="size-4" />
                  </span>
                  <div className="min-w-0 flex-1">
                    <p className="text-sm font-medium">
                      {t(`achievements.types.${a.type}`, { name: a.description, score: a.score ?? 0 })}
                    </p>
                    <p className="text-xs text-muted-foreground">
                      <time dateTime={a.date}>{formatDate(a.date)}</time> ·{" "}
                      {t("achievements.weight", { weight: nf.format(a.weight) })}
                    </p>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
