import type { Simulation } from "@shared/domain/simulator";
import { useTranslation } from "react-i18next";
import { euro } from "./format";

const COLUMNS = ["opening", "payment", "interest", "principal", "closing"] as const;

/** Every period of the schedule; the table scrolls inside its box for long durations. */
export function ScheduleTable({ simulation }: { simulation: Simulation }) {
  const { t, i18n } = useTranslation("simulator");
  return (
    <section
      aria-label={t("schedule.region")}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
      tabIndex={0}
      className="max-h-[28rem] overflow-auto rounded-lg border outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <table className="w-full min-w-[40rem] border-collapse text-sm">
        <caption className="sr-only">{t("schedule.caption", { count: simulation.periods })}</caption>
        <thead className="sticky top-0 bg-muted text-left">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              {t("schedule.period")}
            </th>
            {COLUMNS.map((c) => (
              <th key={c} scope="col" className="px-3 py-2 text-right font-semibold">
                {t(`schedule.${c}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {simulation.schedule.map((row) => (
            <tr key={row.period} className="border-t tabular-nums even:bg-muted/40">
              <th scope="row" className="px-3 py-1.5 text-left font-medium">
                {row.period}
              </th>
              {COLUMNS.map((c) => (
                <td key={c} className="px-3 py-1.5 text-right whitespace-nowrap">
                  {euro(row[c], i18n.language)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
