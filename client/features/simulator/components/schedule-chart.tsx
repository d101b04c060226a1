import type { Simulation } from "@shared/domain/simulator";
import { useTranslation } from "react-i18next";
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { euro } from "./format";

/**
 * Outstanding balance (line) with each payment split into interest and principal (stacked bars).
 * Loaded on its own: recharts is the heaviest part of the page. The table carries the same figures
 * for screen readers, so the drawing is one labelled image.
 */
export function ScheduleChart({ simulation }: { simulation: Simulation }) {
  const { t, i18n } = useTranslation("simulator");
  const money = (v: number) => euro(v, i18n.language);
  const compact = new Intl.NumberFormat(i18n.language === "en" ? "en-GB" : "fr-FR", {
    notation: "compact",
    maximumFractionDigits: 1,
  });
  const data = simulation.schedule.map((r) => ({
    period: r.period,
    balance: r.closing,
    interest: r.interest,
    principal: r.principal,
  }));
  const first = simulation.schedule[0];
  const last = simulation.schedule[simulation.schedule.length - 1];

  return (
    <div
      role="img"
      aria-label={t("chart.label", {
        start: money(first?.opening ?? 0),
        end: money(last?.closing ?? 0),
        count: simulation.periods,
      })}
      className="h-72 w-full text-xs"
    >
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart
          data={data}
          margin={{ top: 8, right: 8, bottom: 0, left: 8 }}
          accessibilityLayer={false}
        >
          <CartesianGrid strokeDasharray="3 3" stroke="var(--color-border)" />
          <XAxis dataKey="period" stroke="var(--color-muted-foreground)" tickLine={false} />
          <YAxis
            yAxisId="balance"
            stroke="var(--color-muted-foreground)"
            tickFormatter={(v: number) => compact.format(v)}
            width={48}
          />
          <YAxis
            yAxisId="payment"
            orientation="right"
            stroke="var(--color-muted-foreground)"
            tickFormatter={(v: number) => compact.format(v)}
            width={48}
          />
          <Tooltip
            formatter={(value) => money(Number(value))}
            labelFormatter={(label) => `${t("schedule.period")} ${label}`}
            contentStyle={{
              background: "var(--color-popover)",
              border: "1px solid var(--color-border)",
              borderRadius: 8,
              color: "var(--color-popover-foreground)",
            }}
          />
          {/* Series colours are too light for text: the legend's words stay in the text colour. */}
          <Legend formatter={(value) => <span className="text-foreground">{value}</span>} />
          <Bar
            yAxisId="payment"
            dataKey="principal"
            name={t("chart.principal")}
            stackId="payment"
            fill="#60a5fa"
          />
          <Bar
            yAxisId="payment"
            dataKey="interest"
            name={t("chart.interest")}
            stackId="payment"
            fill="#f59e0b"
          />
          <Line
            yAxisId="balance"
            type="monotone"
            dataKey="balance"
            name={t("chart.balance")}
            stroke="#2563eb"
            strokeWidth={2}
            dot={false}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
