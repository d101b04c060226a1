import {
  bandColour,
  SCORING_MAX_TOKENS,
  SCORING_MODEL,
  SCORING_TEMPERATURE,
  scoreBand,
  scoringExample,
} from "@shared/domain/quality";
import { useTranslation } from "react-i18next";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import type { OverlayProps } from "@/components/ui/lazy-overlay";
import { cn } from "@/lib/cn";
import { colourClasses } from "./score-badge";
import { TitledSection } from "./titled-section";

/**
 * 'Exemple de Scoring': how a score is made. Every weight, rule and threshold comes from the
 * constants the scoring itself uses (`scoringExample`), so the dialog cannot tell another story.
 * The dialog (Radix Dialog) around its trigger, `children`: loaded once the page has been drawn
 * (see ./scoring-example-button.tsx).
 */
export function ScoringExampleDialog({ defaultOpen, triggerRef, children }: OverlayProps) {
  const { t } = useTranslation("common");
  return (
    <Dialog defaultOpen={defaultOpen}>
      <DialogTrigger asChild ref={triggerRef}>
        {children}
      </DialogTrigger>
      <DialogContent closeLabel={t("close")} size="2xl">
        <ScoringExample />
      </DialogContent>
    </Dialog>
  );
}

/** The dialog's content, built (its numbers formatted, the example scored) only once it is open. */
function ScoringExample() {
  const { t, i18n } = useTranslation(["deliverables", "common"]);
  const nf = (n: number, style?: "percent") =>
    new Intl.NumberFormat(i18n.language === "en" ? "en-GB" : "fr-FR", {
      style,
      maximumFractionDigits: 1,
    }).format(n);
  const example = scoringExample();
  const settings = [
    [t("example.model"), SCORING_MODEL.replace("gpt", "GPT")],
    [t("example.temperature"), nf(SCORING_TEMPERATURE)],
    [t("example.maxTokens"), nf(SCORING_MAX_TOKENS)],
    [t("example.aiWeight"), nf(example.aiWeight, "percent")],
    [t("example.rulesWeight"), nf(example.rulesWeight, "percent")],
  ];
  const range = (from: number, to: number | null) =>
    to === null ? `${from}+` : from === 0 ? `< ${to + 1}` : `${from}–${to}`;
  return (
    <>
      <DialogHeader>
        <DialogTitle>{t("example.title")}</DialogTitle>
        <DialogDescription>
          {t("example.description", {
            aiWeight: nf(example.aiWeight, "percent"),
            rulesWeight: nf(example.rulesWeight, "percent"),
          })}
        </DialogDescription>
      </DialogHeader>
      <TitledSection id="example-settings" title={t("example.settings")}>
        <dl className="grid grid-cols-2 gap-x-6 gap-y-1 rounded-lg border p-3 text-sm sm:grid-cols-[auto_1fr] *:min-w-0">
          {settings.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="font-medium tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      </TitledSection>
      <TitledSection id="example-sample" title={t("example.sample")}>
        <ul className="grid gap-1 text-sm *:min-w-0" data-testid="example-rules">
          <li className="flex justify-between gap-4">
            <span>{t("example.aiAssessment")}</span>
            <span className="tabular-nums">{example.ai}/100</span>
          </li>
          {example.rules.map((r) => (
            <li key={r.code} className="flex justify-between gap-4 text-muted-foreground">
              <span>
                {t(`example.rules.${r.code}`)} ({nf(r.weight, "percent")})
              </span>
              <span className="tabular-nums">{r.score}/100</span>
            </li>
          ))}
        </ul>
        <p className="rounded-lg bg-muted/60 p-3 text-sm tabular-nums">
          {t("example.formula", {
            ai: example.ai,
            aiWeight: nf(example.aiWeight, "percent"),
            rules: nf(example.rulesScore),
            rulesWeight: nf(example.rulesWeight, "percent"),
          })}{" "}
          <strong
            className={cn(
              "ml-1 rounded-full border px-2 py-0.5",
              colourClasses[bandColour[scoreBand(example.final)]],
            )}
            data-testid="example-score"
          >
            {example.final}/100
          </strong>
        </p>
      </TitledSection>
      <TitledSection id="example-legend" title={t("example.legendTitle")}>
        <ul className="grid grid-cols-1 gap-2 sm:grid-cols-3 *:min-w-0">
          {example.bands.map((b) => (
            <li
              key={b.band}
              className={cn("rounded-lg border px-3 py-2 text-sm", colourClasses[bandColour[b.band]])}
            >
              <span className="font-semibold tabular-nums">{range(b.from, b.to)}</span> ·{" "}
              {t(`example.legend.${b.band}`)}
            </li>
          ))}
        </ul>
        <p className="text-xs text-muted-foreground">{t("example.note")}</p>
      </TitledSection>
    </>
  );
}
