import { capsuleLevelKey, type Recommendation } from "@shared/contracts/learning";
import { CheckCircle2, Clock, ExternalLink, LoaderCircle } from "lucide-react";
import { useTranslation } from "react-i18next";
import { InFrench } from "@/components/in-french";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";

const LEVEL_VARIANT = { "1": "success", "2": "info", "3": "violet" } as const;
const PRIORITY_CLASS = {
  high: "text-red-700 dark:text-red-400",
  medium: "text-amber-800 dark:text-amber-300",
  low: "text-muted-foreground",
} as const;

type Props = {
  capsule: Recommendation;
  /** Any completion in flight: the next one must wait for the new level. */
  busy: boolean;
  /** This card's completion is the one in flight. */
  saving: boolean;
  onDone: (capsule: Recommendation) => void;
};

/** A capsule as the spec lists it, with progress = userLevel / level. */
export function CapsuleCard({ capsule, busy, saving, onDone }: Props) {
  const { t } = useTranslation("learning");
  const level = capsuleLevelKey(capsule.level);
  const percent = Math.min(100, Math.round((capsule.userLevel / Math.max(1, capsule.level)) * 100));
  const titleId = `capsule-${capsule.id}`;
  return (
    <li aria-labelledby={titleId} className="grid gap-3 rounded-lg border bg-card p-4 shadow-xs">
      <div className="flex items-start justify-between gap-2">
        <h4 id={titleId} className="text-sm leading-snug font-semibold">
          {capsule.title} {capsule.fallback && <InFrench />}
        </h4>
        <Badge variant={LEVEL_VARIANT[level]}>{t(`levels.${level}`)}</Badge>
      </div>
      <p className="text-sm text-muted-foreground">{capsule.description}</p>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs">
        <span className="inline-flex items-center gap-1 text-muted-foreground">
          <Clock aria-hidden="true" className="size-3.5" />
          {t("card.duration", { minutes: capsule.duration })}
        </span>
        <span className={`font-medium ${PRIORITY_CLASS[capsule.priority]}`}>
          {t(`priority.${capsule.priority}`)}
        </span>
      </p>
      <div className="grid gap-1">
        <div className="flex justify-between text-xs text-muted-foreground">
          <span id={`${titleId}-progress`}>{t("card.progress")}</span>
          <span aria-hidden="true">{t("card.progressValue", { value: percent })}</span>
        </div>
        <div
          role="progressbar"
          aria-labelledby={`${titleId}-progress ${titleId}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
        >
          <div
            className="h-full rounded-full bg-primary transition-[width]"
            style={{ width: `${percent}%` }}
          />
        </div>
      </div>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" asChild className="grow basis-0">
          <a
            href={capsule.url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t("card.openLabel", { title: capsule.title })}
          >
            <ExternalLink aria-hidden="true" />
            {t("card.open")}
          </a>
        </Button>
        <Button
          size="sm"
          className="grow basis-0"
          disabled={busy}
          aria-label={t("card.doneLabel", { title: capsule.title })}
          onClick={() => onDone(capsule)}
        >
          {saving ? (
            <LoaderCircle aria-hidden="true" className="animate-spin" />
          ) : (
            <CheckCircle2 aria-hidden="true" />
          )}
          {saving ? t("card.saving") : t("card.done")}
        </Button>
      </div>
    </li>
  );
}
