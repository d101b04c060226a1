import type { TimelineEntry } from "@shared/contracts/analytics";
import { useTranslation } from "react-i18next";
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

/** Spec section 9: the timeline shows the last 7 entries. */
export const TIMELINE_ENTRIES = 7;

const SERIES = [
  { key: "creates", colour: "#3b82f6" },
  { key: "edits", colour: "#8b5cf6" },
  { key: "exports", colour: "#10b981" },
  { key: "scores", colour: "#f59e0b" },
] as const;

/** yyyy-mm-dd as dd/mm, the way the rest of the product writes dates. */
const dayMonth = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}`;
const fullDate = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

export function TimelineChart({ timeline }: { timeline: TimelineEntry[] }) {
  const { t } = useTranslation("analytics");
  const last = timeline.slice(-TIMELINE_ENTRIES).map((d) => ({ ...d, label: dayMonth(d.date) }));
  return (
    <Card className="h-full">
      <CardHeader>
        <CardTitle>{t("timeline.title")}</CardTitle>
        <CardDescription>{t("timeline.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        {/* The chart is a picture for sighted readers; the table below carries the same figures. */}
        <div className="h-64 text-muted-foreground" aria-hidden="true" data-testid="timeline-chart">
          <ResponsiveContainer width="100%" height="100%">
            <BarChart
              data={last}
              margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
              accessibilityLayer={false}
            >
              <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" vertical={false} />
              <XAxis
                dataKey="label"
                tick={{ fill: "currentColor", fontSize: 12 }}
                tickLine={false}
                axisLine={false}
              />
              <YAxis
                allowDecimals={false}
                tick={{ fill: "currentColor", fontSize: 12 }}
                tickLine={false}
                axisLine={false}
              />
              <Tooltip
                cursor={{ fill: "var(--muted)" }}
                contentStyle={{
                  background: "var(--popover)",
                  border: "1px solid var(--border)",
                  borderRadius: 8,
                  color: "var(--popover-foreground)",
                }}
                labelStyle={{ color: "var(--popover-foreground)" }}
              />
              <Legend
                wrapperStyle={{ fontSize: 12 }}
                // Series in the order they stack, worded in the page's text colour.
                itemSorter={null}
                formatter={(value) => <span style={{ color: "var(--foreground)" }}>{value}</span>}
              />
              {SERIES.map((s) => (
                <Bar
                  key={s.key}
                  dataKey={s.key}
                  name={t(`timeline.series.${s.key}`)}
                  stackId="day"
                  fill={s.colour}
                />
              ))}
            </BarChart>
          </ResponsiveContainer>
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
      </CardContent>
    </Card>
  );
}
