import type { CompetencySummary } from "@shared/contracts/competency";
import { MAX_COMPETENCY_LEVEL } from "@shared/domain/quality";
import { useTranslation } from "react-i18next";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import { useLevelLabel } from "./level-label";

const cells = Array.from({ length: MAX_COMPETENCY_LEVEL }, (_, i) => i + 1);

/** Every skill of the taxonomy by category, with ten cells for its level (0 without evidence). */
export function SkillMatrix({ matrix }: { matrix: CompetencySummary["skillMatrix"] }) {
  const { t } = useTranslation("competency");
  const level = useLevelLabel();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("matrix.title")}</CardTitle>
        <CardDescription>{t("matrix.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        {matrix.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("matrix.empty")}</p>
        ) : (
          <div className="grid grid-cols-1 gap-6 md:grid-cols-2 *:min-w-0">
            {matrix.map((group) => (
              <section
                key={group.category}
                aria-label={group.category}
                className="grid content-start gap-2 *:min-w-0"
              >
                <h3 className="text-sm font-semibold">{group.category}</h3>
                <ul className="grid gap-2 *:min-w-0">
                  {group.skills.map((s) => (
                    <li
                      key={s.skillId}
                      className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-3 *:min-w-0"
                    >
                      <span className="truncate text-sm" title={s.skillName}>
                        {s.skillName}
                      </span>
                      <span className="flex items-center gap-2">
                        <span className="flex gap-0.5" aria-hidden="true">
                          {cells.map((c) => (
                            <span
                              key={c}
                              className={cn(
                                "h-3 w-2 rounded-sm",
                                c <= s.currentLevel ? "bg-primary" : "bg-slate-200 dark:bg-slate-800",
                              )}
                            />
                          ))}
                        </span>
                        <span className="min-w-36 text-right text-xs whitespace-nowrap text-muted-foreground">
                          {s.currentLevel > 0 ? level.full(s.currentLevel) : t("matrix.none")}
                        </span>
                      </span>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
