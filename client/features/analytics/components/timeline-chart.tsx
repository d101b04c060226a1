import type { TimelineEntry } from "@shared/contracts/analytics";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { SectionCard } from "@/components/ui/card";

// Recharts is most of the page's weight: it loads with the first chart drawn (the page without
// activity has none), into a box of fixed height so nothing moves when it arrives.
const TimelineBars = lazy(() => import("./timeline-bars").then((m) => ({ default: m.TimelineBars })));

/** Spec section 9: the timeline shows the last 7 entries. */
export const TIMELINE_ENTRIES = 7;

export const SERIES = [
  { key: "creates", colour: "#3b82f6" },
  { key: "edits", colour: "#8b5cf6" },
  { key: "exports", colour: "#10b981" },
  { key: "scores", colour: "#f59e0b" },
] as const;

/** yyyy-mm-dd as dd/mm, the way the rest of the product writes dates. */
const dayMonth = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}`;
const fullDate = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

export type TimelinePoint = TimelineEntry & { label: string };

export function TimelineChart({ timeline }: { timeline: TimelineEntry[] }) {
  const { t } = useTranslation("analytics");
  const last: TimelinePoint[] = timeline
    .slice(-TIMELINE_ENTRIES)
    .map((d) => ({ ...d, label: dayMonth(d.date) }));
  return (
    <SectionCard title={t("timeline.title")} description={t("timeline.description")}>
      {/* The chart is a picture for sighted readers; the table below carries the same figures. */}
      <div className="h-64 text-muted-foreground" aria-hidden="true" data-testid="timeline-chart">
        <Suspense fallback={null}>
          <TimelineBars last={last} />
        </Suspense>
      </div>
      {/* Wrapped: a table is never narrower than its content, so sr-only on it would widen the page. */}
      <div className="sr-only">
        <table>
          <caption>{t("timeline.title")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("timeline.date")}</th>
              {SERIES.map((s) => (
                <th key={s.key} scope="col">
                  {t(`timeline.series.${s.key}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {last.map((d) => (
              <tr key={d.date}>
                <th scope="row">{fullDate(d.date)}</th>
                {SERIES.map((s) => (
                  <td key={s.key}>{d[s.key]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </SectionCard>
  );
}
