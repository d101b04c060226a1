import {
  AI_WEIGHT,
  exampleColour,
  finalScore,
  RULES_WEIGHT,
  SCORING_MAX_TOKENS,
  SCORING_MODEL,
  SCORING_TEMPERATURE,
} from "@shared/domain/quality";
import { Sparkles } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { cn } from "@/lib/cn";
import { colourClasses } from "./score-badge";

/** The sample shown by the dialog: an AI assessment and three template rules. */
const SAMPLE = {
  ai: 88,
  rules: [
    { key: "required", score: 100, weight: 0.4 },
    { key: "terms", score: 75, weight: 0.35 },
    { key: "amounts", score: 60, weight: 0.25 },
  ],
};

/** 'Exemple de Scoring': how a score is made, with the spec's demo settings and thresholds. */
export function ScoringExampleDialog() {
  const { t, i18n } = useTranslation(["deliverables", "common"]);
  const nf = (n: number, style?: "percent") =>
    new Intl.NumberFormat(i18n.language === "en" ? "en-GB" : "fr-FR", {
      style,
      maximumFractionDigits: 1,
    }).format(n);
  const rules = SAMPLE.rules.reduce((s, r) => s + r.score * r.weight, 0);
  const final = finalScore(SAMPLE.ai, rules);
  const settings = [
    [t("example.model"), SCORING_MODEL.replace("gpt", "GPT")],
    [t("example.temperature"), nf(SCORING_TEMPERATURE)],
    [t("example.maxTokens"), nf(SCORING_MAX_TOKENS)],
    [t("example.aiWeight"), nf(AI_WEIGHT, "percent")],
    [t("example.rulesWeight"), nf(RULES_WEIGHT, "percent")],
  ];
  const legend = [
    { score: 85, range: "85+", label: t("example.legend.green") },
    { score: 70, range: "70–84", label: t("example.legend.yellow") },
    { score: 0, range: "< 70", label: t("example.legend.red") },
  ];
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline">
          <Sparkles aria-hidden="true" />
          {t("example.open")}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t("common:close")} size="2xl">
        <DialogHeader>
          <DialogTitle>{t("example.title")}</DialogTitle>
          <DialogDescription>{t("example.description")}</DialogDescription>
        </DialogHeader>
        <section aria-labelledby="example-settings" className="grid gap-2 *:min-w-0">
          <h3 id="example-settings" className="text-sm font-semibold">
            {t("example.settings")}
          </h3>
          <dl className="grid grid-cols-2 gap-x-6 gap-y-1 rounded-lg border p-3 text-sm sm:grid-cols-[auto_1fr] *:min-w-0">
            {settings.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-muted-foreground">{label}</dt>
                <dd className="font-medium tabular-nums">{value}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section aria-labelledby="example-sample" className="grid gap-2 *:min-w-0">
          <h3 id="example-sample" className="text-sm font-semibold">
            {t("example.sample")}
          </h3>
          <ul className="grid gap-1 text-sm *:min-w-0">
            <li className="flex justify-between gap-4">
              <span>{t("example.aiAssessment")}</span>
              <span className="tabular-nums">{SAMPLE.ai}/100</span>
            </li>
            {SAMPLE.rules.map((r) => (
              <li key={r.key} className="flex justify-between gap-4 text-muted-foreground">
                <span>
                  {t(`example.rules.${r.key}`)} ({nf(r.weight, "percent")})
                </span>
                <span className="tabular-nums">{r.score}/100</span>
              </li>
            ))}
          </ul>
          <p className="rounded-lg bg-muted/60 p-3 text-sm tabular-nums">
            {t("example.formula", {
              ai: SAMPLE.ai,
              aiWeight: nf(AI_WEIGHT, "percent"),
              rules: nf(rules),
              rulesWeight: nf(RULES_WEIGHT, "percent"),
            })}{" "}
            <strong
              className={cn("ml-1 rounded-full border px-2 py-0.5", colourClasses[exampleColour(final)])}
              data-testid="example-score"
            >
              {final}/100
            </strong>
          </p>
        </section>
        <section aria-labelledby="example-legend" className="grid gap-2 *:min-w-0">
          <h3 id="example-legend" className="text-sm font-semibold">
            {t("example.legendTitle")}
          </h3>
          <ul className="grid grid-cols-1 gap-2 sm:grid-cols-3 *:min-w-0">
            {legend.map((l) => (
              <li
                key={l.range}
                className={cn("rounded-lg border px-3 py-2 text-sm", colourClasses[exampleColour(l.score)])}
              >
                <span className="font-semibold tabular-nums">{l.range}</span> · {l.label}
              </li>
            ))}
          </ul>
          <p className="text-xs text-muted-foreground">{t("example.note")}</p>
        </section>
      </DialogContent>
    </Dialog>
  );
}
