import type { Deliverable } from "@shared/contracts/deliverables";
import type { QualityScore } from "@shared/contracts/quality";
import { bandColour, scoreBand } from "@shared/domain/quality";
import {
  AlertCircle,
  CheckCircle2,
  Gauge,
  Lightbulb,
  LoaderCircle,
  RotateCw,
  ThumbsUp,
  TrendingUp,
  XCircle,
} from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { cn } from "@/lib/cn";
import { formatDate } from "@/lib/format";
import { useComputeQualityScore } from "../api/compute-quality-score";
import { useQualityScore, useScoreHistory } from "../api/get-quality-score";
import { colourClasses, ScoreBadge } from "./score-badge";
import { TitledSection } from "./titled-section";

type Props = { deliverable: Deliverable; open: boolean; onOpenChange: (open: boolean) => void };

const percent = (n: number, language: string) =>
  new Intl.NumberFormat(language === "en" ? "en-GB" : "fr-FR", { style: "percent" }).format(n);
const decimal = (n: number, language: string) =>
  new Intl.NumberFormat(language === "en" ? "en-GB" : "fr-FR", { maximumFractionDigits: 1 }).format(n);

function ComputeButton({ deliverableId, again }: { deliverableId: string; again?: boolean }) {
  const { t, i18n } = useTranslation(["deliverables", "common"]);
  const compute = useComputeQualityScore();
  return (
    <Button
      variant={again ? "outline" : "default"}
      disabled={compute.isPending}
      onClick={() =>
        compute.mutate(
          { deliverableId, language: i18n.language },
          {
            onSuccess: (s) =>
              toast({
                title: t("quality.computed"),
                description: t("quality.computedDescription", { score: s.score }),
              }),
            onError: () =>
              toast({
                variant: "destructive",
                title: t("common:error"),
                description: t("quality.computeError"),
              }),
          },
        )
      }
    >
      {compute.isPending ? (
        <LoaderCircle aria-hidden="true" className="animate-spin" />
      ) : again ? (
        <RotateCw aria-hidden="true" />
      ) : (
        <Gauge aria-hidden="true" />
      )}
      {compute.isPending ? t("quality.computing") : again ? t("quality.recompute") : t("quality.compute")}
    </Button>
  );
}

function List({
  title,
  items,
  icon: Icon,
  tone,
}: {
  title: string;
  items: string[];
  icon: typeof ThumbsUp;
  tone: string;
}) {
  if (items.length === 0) return null;
  return (
    <section className="grid content-start gap-2 rounded-lg border p-4 *:min-w-0">
      <h3 className="flex items-center gap-2 text-sm font-semibold">
        <Icon aria-hidden="true" className={cn("size-4", tone)} />
        {title}
      </h3>
      <ul className="grid list-disc gap-1.5 pl-5 text-sm *:min-w-0">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

function ScoreView({ score, deliverableId }: { score: QualityScore; deliverableId: string }) {
  const { t, i18n } = useTranslation("deliverables");
  const lang = i18n.language;
  const band = scoreBand(score.score);
  const fc = score.details.final_calculation;
  const history = useScoreHistory(deliverableId, true);
  const criteria = ["tone", "depth", "structure", "consistency"] as const;
  return (
    <div className="grid gap-6 *:min-w-0">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div className="flex items-center gap-4">
          <div
            className={cn(
              "flex size-20 flex-col items-center justify-center rounded-full border-2 tabular-nums",
              colourClasses[bandColour[band]],
            )}
          >
            <span className="text-2xl font-bold" data-testid="quality-score">
              {score.score}
            </span>
            <span className="text-xs">/100</span>
          </div>
          <div className="grid gap-1 *:min-w-0">
            <p className="text-lg font-semibold">{t(`bands.${band}`)}</p>
            <p className="text-sm text-muted-foreground">
              {t(`quality.provider.${score.provider}`)} · {formatDate(score.createdAt)}
            </p>
          </div>
        </div>
        <ComputeButton deliverableId={deliverableId} again />
      </div>

      <section
        aria-labelledby="quality-final"
        className="grid gap-3 rounded-lg border bg-muted/40 p-4 *:min-w-0"
      >
        <h3 id="quality-final" className="text-sm font-semibold">
          {t("quality.finalCalculation")}
        </h3>
        <dl className="grid gap-2 text-sm sm:grid-cols-3 *:min-w-0">
          <div>
            <dt className="text-muted-foreground">{t("quality.aiPart")}</dt>
            <dd className="font-medium tabular-nums">
              {decimal(fc.ai_score, lang)} × {percent(fc.ai_weight, lang)} ={" "}
              {decimal(fc.ai_score * fc.ai_weight, lang)}
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{t("quality.rulesPart")}</dt>
            <dd className="font-medium tabular-nums">
              {decimal(fc.rules_score, lang)} × {percent(fc.rules_weight, lang)} ={" "}
              {decimal(fc.rules_score * fc.rules_weight, lang)}
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{t("quality.finalScore")}</dt>
            <dd className="font-semibold tabular-nums">{fc.final_score}/100</dd>
          </div>
        </dl>
        <ul
          className="grid grid-cols-1 gap-2 sm:grid-cols-4 *:min-w-0"
          aria-label={t("quality.criteriaLabel")}
        >
          {criteria.map((c) => (
            <li key={c} className="grid gap-1 text-xs *:min-w-0">
              <span className="flex justify-between">
                <span>{t(`quality.criteria.${c}`)}</span>
                <span className="tabular-nums">{score.details.criteria[c]}</span>
              </span>
              <span
                className="h-1.5 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
                aria-hidden="true"
              >
                <span
                  className="block h-full rounded-full bg-primary"
                  style={{ width: `${Math.max(0, Math.min(100, score.details.criteria[c]))}%` }}
                />
              </span>
            </li>
          ))}
        </ul>
      </section>

      <TitledSection id="quality-breakdown" title={t("quality.breakdown")}>
        <div className="overflow-x-auto rounded-lg border">
          <table className="w-full text-left text-sm">
            <thead className="bg-muted/60 text-xs text-muted-foreground">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t("quality.rule")}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  {t("quality.weight")}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  {t("quality.ruleScore")}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t("quality.result")}
                </th>
              </tr>
            </thead>
            <tbody>
              {score.details.breakdown.map((r) => (
                <tr key={r.code} className="border-t align-top">
                  <td className="px-3 py-2">
                    <p className="font-medium">{r.rule}</p>
                    <p className="text-xs text-muted-foreground">{r.detail}</p>
                  </td>
                  <td className="px-3 py-2 text-right tabular-nums">{percent(r.weight, lang)}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{r.score}</td>
                  <td className="px-3 py-2">
                    {r.passed ? (
                      <span className="inline-flex items-center gap-1 text-emerald-700 dark:text-emerald-400">
                        <CheckCircle2 aria-hidden="true" className="size-4" />
                        {t("quality.passed")}
                      </span>
                    ) : (
                      <span className="inline-flex items-center gap-1 text-red-700 dark:text-red-400">
                        <XCircle aria-hidden="true" className="size-4" />
                        {t("quality.failed")}
                      </span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </TitledSection>

      <TitledSection id="quality-insights" title={t("quality.insights")}>
        <p className="text-sm">{score.details.ai_assessment}</p>
        <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3 *:min-w-0">
          {(["professional_tone", "content_depth", "consistency_check"] as const).map((k) => (
            <div key={k} className="rounded-lg border p-3">
              <dt className="text-xs font-semibold text-muted-foreground">{t(`quality.insight.${k}`)}</dt>
              <dd className="mt-1 text-sm">{score.ai_insights[k]}</dd>
            </div>
          ))}
        </dl>
      </TitledSection>

      <div className="grid grid-cols-1 gap-3 md:grid-cols-3 *:min-w-0">
        <List
          title={t("quality.strengths")}
          items={score.strengths}
          icon={ThumbsUp}
          tone="text-emerald-700 dark:text-emerald-400"
        />
        <List
          title={t("quality.areas")}
          items={score.areas_for_improvement}
          icon={TrendingUp}
          tone="text-amber-700 dark:text-amber-400"
        />
        <List
          title={t("quality.suggestions")}
          items={score.suggestions}
          icon={Lightbulb}
          tone="text-blue-700 dark:text-blue-400"
        />
      </div>

      {history.data && history.data.length > 1 && (
        <TitledSection id="quality-history" title={t("quality.history")}>
          <ol className="flex flex-wrap gap-2">
            {history.data.map((h) => (
              <li key={h.id} className="flex items-center gap-2 rounded-md border px-2 py-1 text-xs">
                <time dateTime={h.createdAt}>{formatDate(h.createdAt)}</time>
                <ScoreBadge score={h.score} />
              </li>
            ))}
          </ol>
        </TitledSection>
      )}
    </div>
  );
}

/** The quality score of one deliverable: 'Aucun Score Calculé' until computed, then its explanation. */
export function QualityDialog({ deliverable, open, onOpenChange }: Props) {
  const { t } = useTranslation(["deliverables", "common"]);
  const query = useQualityScore(deliverable.id, open);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t("common:close")} size="4xl">
        <DialogHeader>
          <DialogTitle>{t("quality.title")}</DialogTitle>
          <DialogDescription>{deliverable.name}</DialogDescription>
        </DialogHeader>
        {query.isLoading && (
          <div className="grid gap-3 *:min-w-0" aria-busy="true">
            <span className="sr-only">{t("common:loading")}</span>
            <Skeleton className="h-20 w-full" />
            <Skeleton className="h-32 w-full" />
          </div>
        )}
        {query.isError && (
          <div
            role="alert"
            className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800 dark:border-red-900 dark:bg-red-950/40 dark:text-red-200"
          >
            <span className="flex items-center gap-2">
              <AlertCircle aria-hidden="true" className="size-4" />
              {t("quality.loadError")}
            </span>
            <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
              {t("common:retry")}
            </Button>
          </div>
        )}
        {query.isSuccess && query.data === null && (
          <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed px-6 py-10 text-center">
            <Gauge aria-hidden="true" className="size-10 text-muted-foreground" />
            <p className="text-lg font-semibold">{t("quality.noScore")}</p>
            <p className="max-w-md text-sm text-muted-foreground">{t("quality.noScoreHint")}</p>
            <ComputeButton deliverableId={deliverable.id} />
          </div>
        )}
        {query.isSuccess && query.data && <ScoreView score={query.data} deliverableId={deliverable.id} />}
      </DialogContent>
    </Dialog>
  );
}
