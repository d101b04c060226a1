import type { Achievement } from "@shared/contracts/competency";
import { BadgeCheck, FileCheck2, GraduationCap, type LucideIcon, Sparkles, Zap } from "lucide-react";
import { useTranslation } from "react-i18next";
import { IconListItem } from "@/components/icon-list-item";
import { SectionCard } from "@/components/ui/card";
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
    <SectionCard title={t("achievements.title")}>
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("achievements.empty")}</p>
      ) : (
        <ul className="grid gap-3 *:min-w-0">
          {items.slice(0, ACHIEVEMENTS_SHOWN).map((a) => (
            <IconListItem key={`${a.type}-${a.date}-${a.description}`} icon={icons[a.type]} size="sm">
              <div className="min-w-0 flex-1">
                <p className="text-sm font-medium">
                  {t(`achievements.types.${a.type}`, { name: a.description, score: a.score ?? 0 })}
                </p>
                <p className="text-xs text-muted-foreground">
                  <time dateTime={a.date}>{formatDate(a.date)}</time> ·{" "}
                  {t("achievements.weight", { weight: nf.format(a.weight) })}
                </p>
              </div>
            </IconListItem>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
