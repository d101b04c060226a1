import type { TaskMining } from "@shared/contracts/analytics";
import { useTranslation } from "react-i18next";
import { SectionCard } from "@/components/ui/card";
import { useTypeLabel } from "./type-label";

/** Each event type's count and share of the period, as bars. */
export function EventsByType({ data }: { data: TaskMining }) {
  const { t, i18n } = useTranslation("analytics");
  const typeLabel = useTypeLabel();
  // A type that spans several kinds of item says so, and its line below names each kind.
  const label = (type: string) =>
    i18n.exists(`analytics:byType.types.${type}`) ? t(`byType.types.${type}`) : typeLabel(type);
  // "Tâches créées (kanban)" where the pair has its own words, else the kind of item alone.
  const entityLabel = (type: string, entity: string) =>
    i18n.exists(`analytics:byEntity.${type}.${entity}`)
      ? t(`byEntity.${type}.${entity}`)
      : i18n.exists(`analytics:entities.${entity}`)
        ? t(`entities.${entity}`)
        : entity;
  const max = Math.max(1, ...data.eventsByType.map((e) => e.count));
  const nf = new Intl.NumberFormat(i18n.language === "en" ? "en-GB" : "fr-FR");
  return (
    <SectionCard title={t("byType.title")}>
      <ul className="grid gap-3 *:min-w-0">
        {data.eventsByType.map((e) => {
          const share = data.totalEvents > 0 ? Math.round((e.count / data.totalEvents) * 100) : 0;
          const parts = data.eventsByEntity.filter((x) => x.type === e.type && x.count > 0);
          return (
            <li key={e.type} className="grid gap-1 *:min-w-0">
              <div className="flex items-center justify-between gap-3 text-sm">
                <span>{label(e.type)}</span>
                <span className="tabular-nums text-muted-foreground">
                  {nf.format(e.count)} · {share} %
                </span>
              </div>
              <div
                className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
                aria-hidden="true"
              >
                <div
                  className="h-full rounded-full bg-primary"
                  style={{ width: `${(e.count / max) * 100}%` }}
                />
              </div>
              {parts.length > 0 && (
                <p className="text-xs text-muted-foreground" data-testid={`by-entity-${e.type}`}>
                  {parts
                    .map((p) =>
                      t("byType.part", {
                        entity: entityLabel(e.type, p.entity),
                        count: nf.format(p.count),
                      }),
                    )
                    .join(" · ")}
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </SectionCard>
  );
}
