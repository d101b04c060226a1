import type { TaskMining } from "@shared/contracts/analytics";
import { ChevronRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { formatDate } from "@/lib/format";
import { useTypeLabel } from "./type-label";

function Steps({ steps }: { steps: string[] }) {
  const label = useTypeLabel();
  return (
    <ol className="flex flex-wrap items-center gap-1">
      {steps.map((s, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a path repeats steps; the position is the identity.
        <li key={i} className="flex items-center gap-1">
          {i > 0 && <ChevronRight aria-hidden="true" className="size-3.5 text-muted-foreground" />}
          <span className="rounded-md bg-accent px-2 py-0.5 text-xs font-medium text-accent-foreground">
            {label(s)}
          </span>
        </li>
      ))}
    </ol>
  );
}

/** Task mining proper: the paths deliverables follow, most frequent first, and the latest ones. */
export function ProcessView({ data }: { data: TaskMining }) {
  const { t } = useTranslation("analytics");
  const { sequences, deliverables } = data.processes;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("process.title")}</CardTitle>
        <CardDescription>{t("process.description")}</CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-6 lg:grid-cols-2 *:min-w-0">
        <section aria-labelledby="process-sequences" className="grid min-w-0 content-start gap-3 *:min-w-0">
          <h3 id="process-sequences" className="text-sm font-semibold">
            {t("process.sequences")}
          </h3>
          {sequences.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t("process.none")}</p>
          ) : (
            <ul className="grid gap-3 *:min-w-0">
              {sequences.map((s) => (
                <li key={s.steps.join(">")} className="grid gap-1.5 rounded-lg border p-3 *:min-w-0">
                  <Steps steps={s.steps} />
                  <p className="text-xs text-muted-foreground">
                    {t("process.count", { count: s.count })}
                    {s.examples.length > 0 && ` · ${s.examples.join(", ")}`}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="process-latest" className="grid min-w-0 content-start gap-3 *:min-w-0">
          <h3 id="process-latest" className="text-sm font-semibold">
            {t("process.latest")}
          </h3>
          {deliverables.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t("process.none")}</p>
          ) : (
            <ul className="grid gap-3 *:min-w-0">
              {deliverables.map((d) => (
                <li
                  key={d.deliverableId}
                  className="grid min-w-0 gap-1.5 border-b pb-3 last:border-b-0 *:min-w-0"
                >
                  <div className="flex min-w-0 items-baseline justify-between gap-3">
                    <p className="truncate text-sm font-medium">{d.name || t("process.unnamed")}</p>
                    <time className="shrink-0 text-xs text-muted-foreground" dateTime={d.lastAt}>
                      {formatDate(d.lastAt)}
                    </time>
                  </div>
                  <Steps steps={d.steps} />
                </li>
              ))}
            </ul>
          )}
        </section>
      </CardContent>
    </Card>
  );
}
