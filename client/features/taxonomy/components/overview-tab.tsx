import type { TaxonomyMatrix } from "@shared/contracts/taxonomy";
import { Award, BriefcaseBusiness, Link2, ListChecks, type LucideIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { formatNumber } from "@/lib/format";
import { SectionHeader } from "./section-header";

const COUNTS: { key: keyof TaxonomyMatrix; icon: LucideIcon }[] = [
  { key: "roles", icon: BriefcaseBusiness },
  { key: "skills", icon: Award },
  { key: "taskTypes", icon: ListChecks },
  { key: "roleTasks", icon: Link2 },
  { key: "taskSkills", icon: Link2 },
  { key: "roleSkills", icon: Link2 },
];

/** Vue d'ensemble: how many roles, skills, task types and links of each kind there are. */
export function OverviewTab({ matrix }: { matrix: TaxonomyMatrix }) {
  const { t, i18n } = useTranslation("taxonomy");
  return (
    <section aria-labelledby="taxonomy-overview" className="grid gap-4">
      <SectionHeader
        id="taxonomy-overview"
        title={t("overview.title")}
        description={t("overview.description")}
      />
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {COUNTS.map(({ key, icon: Icon }) => (
          <li key={key} className="flex items-center gap-4 rounded-xl border bg-card p-5 shadow-xs">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <p className="grid">
              <span className="text-2xl font-semibold tabular-nums">
                {formatNumber(matrix[key].length, i18n.language)}
              </span>
              <span className="text-sm text-muted-foreground">{t(`overview.${key}`)}</span>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
