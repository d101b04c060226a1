import { useTranslation } from "react-i18next";
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { SERIES, type TimelinePoint } from "./timeline-chart";

/** The timeline's bars (Recharts, about 100 KB): timeline-chart.tsx loads this once there is data. */
export function TimelineBars({ last }: { last: TimelinePoint[] }) {
  const { t } = useTranslation("analytics");
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={last} margin={{ top: 8, right: 8, bottom: 0, left: -16 }} accessibilityLayer={false}>
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
  );
}
